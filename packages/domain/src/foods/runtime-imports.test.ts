/**
 * The foods page of the web app uses ./schemas.ts (labels, reasons, rating helpers) at run time and the
 * answer's zod schemas (./response.ts) only as types: its first load then carries no zod (issue 42:
 * ~96 kB of JavaScript a phone compiles and runs before the page answers). This walks the modules
 * ./schemas.ts imports at run time (`import type` is erased by the build) and fails if one brings zod.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The packages and relative modules `file` imports at run time (not `import type`). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  // Imports and re-exports (`export … from`) alike; `import type`/`export type` are erased.
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)) {
    // `import { type A, type B } from '…'` brings nothing at run time either.
    const names = /\{([^}]*)\}/s.exec(match[0])?.[1];
    if (names?.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    specifiers.push(match[1]!);
  }
  return specifiers;
}

function runtimeClosure(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else visit(path.resolve(path.dirname(file), `${specifier}.ts`));
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe('the foods helpers the web app runs', () => {
  it('bring no zod (the answer schemas live in ./response.ts)', () => {
    const { files, packages } = runtimeClosure(path.join(import.meta.dirname, 'schemas.ts'));
    expect(files.length).toBeGreaterThan(3);
    expect(packages).not.toContain('zod');
  });

  it('the walk does see zod where it is imported', () => {
    expect(runtimeClosure(path.join(import.meta.dirname, 'response.ts')).packages).toContain('zod');
  });
});
