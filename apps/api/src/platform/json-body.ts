import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How much structure a JSON body may have, checked on the raw text before it is parsed (issue 36:
 * a body under the 1 MB limit with 60,000 keys or deep nesting kept the whole process busy for
 * 0.3–2 s between parsing, the NUL check and validation). "Members" are values inside containers
 * (roughly: commas and opening brackets); "depth" is the nesting of objects and arrays.
 *
 * The largest real bodies are far below: a guest meal order (weeks × days × meals) has a few
 * hundred members and depth 6; a nutritionist's availability with every exception, ~500.
 * Anonymous callers get the tighter limits; a signed-in session's requests get more room.
 */
export const JSON_LIMITS = {
  anonymous: { members: 2_000, depth: 16 },
  signedIn: { members: 20_000, depth: 32 },
} as const;

export type JsonLimits = { members: number; depth: number };

/** The characters that matter outside strings; everything else is skipped by the regex engine. */
const STRUCTURAL = /["{}[\],]/g;

/**
 * One pass over the text, outside strings only: which limit the body goes past, or null. Jumps
 * from one structural character to the next and over whole strings with native searches (about
 * 1 ms per MB); malformed JSON is left to the parser to refuse.
 */
export function exceedsJsonLimits(text: string, limits: JsonLimits): 'members' | 'depth' | null {
  let depth = 0;
  let members = 0;
  const re = new RegExp(STRUCTURAL);
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const c = m[0];
    if (c === '"') {
      // The closing quote: the next one not escaped by an odd number of backslashes.
      let end = text.indexOf('"', m.index + 1);
      while (end !== -1 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (end === -1) return null;
      re.lastIndex = end + 1;
    } else if (c === '{' || c === '[') {
      if (++depth > limits.depth) return 'depth';
      if (++members > limits.members) return 'members';
    } else if (c === '}' || c === ']') depth--;
    else if (++members > limits.members) return 'members';
  }
  return null;
}

function isEscaped(text: string, quote: number): boolean {
  let backslashes = 0;
  for (let i = quote - 1; i >= 0 && text.charCodeAt(i) === 0x5c; i--) backslashes++;
  return backslashes % 2 === 1;
}

/** The error a body past the limits is refused with: 413, the Spanish text (errors.ts). */
export class BodyTooComplexError extends Error {
  readonly statusCode = 413;
  readonly code = 'NT_BODY_TOO_COMPLEX';
  constructor(readonly limit: 'members' | 'depth') {
    super(`JSON body has too many ${limit === 'members' ? 'values' : 'nesting levels'}`);
  }
}

/**
 * Replaces Fastify's JSON parser with the same parser behind the structure limits: the raw body
 * (already bounded by `bodyLimit`) is scanned first, and only a body within the limits of its
 * caller (anonymous, or a valid session) is parsed. Register after the auth plugin.
 */
export function registerJsonBodyLimits(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    async (req: FastifyRequest, body: string | Buffer) => {
      const text = body as string;
      // Anonymous first: only a valid session earns the larger limits. A protected route already
      // resolved the session in its access check (cached per request); a bad token counts as none.
      const signedIn = req.headers.authorization ? await req.getOptionalUser().catch(() => null) : null;
      const over = exceedsJsonLimits(text, signedIn ? JSON_LIMITS.signedIn : JSON_LIMITS.anonymous);
      if (over) {
        req.log.info({ limit: over, bytes: text.length, signedIn: Boolean(signedIn) }, 'JSON body refused');
        throw new BodyTooComplexError(over);
      }
      return new Promise((resolve, reject) => {
        parse(req, text, (err, value) => (err ? reject(err) : resolve(value)));
      });
    },
  );
}
