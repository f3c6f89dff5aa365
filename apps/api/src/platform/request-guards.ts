import { AppError } from '@nutritest/domain';
import type { FastifyInstance } from 'fastify';

export const nulCharacterText = 'El texto tiene caracteres que no se pueden guardar. Revisalo y volvé a intentar.';

/**
 * Where the first NUL character (U+0000) is in a parsed value, as a field path ('' for the value
 * itself), or null. PostgreSQL cannot store it in text, so it must never reach a query. Iterative:
 * a deeply nested body cannot overflow the stack.
 */
export function findNulCharacter(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/**
 * Refuses, before validation, any request whose path parameters, query or body carry a NUL
 * character: a 400 with a Spanish text instead of the database's 500 (found by test/security/fuzz.test.ts).
 */
export function registerRequestGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const at = findNulCharacter(part);
      if (at !== null) throw new AppError('VALIDATION', nulCharacterText, { [at || '_']: nulCharacterText });
    }
  });
}
