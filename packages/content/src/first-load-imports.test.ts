import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a page's first load evaluates follows from these modules' imports (issue 42): the trait texts
 * the results page shows must not bring in the food catalogue (118 kB, evaluated on load), and the
 * privacy texts the APOE card shows must not bring in zod and the privacy schemas.
 */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/^(?:import|export)\s(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
      if (!spec!.startsWith('.')) {
        seen.add(spec!);
        continue;
      }
      const base = path.resolve(path.dirname(file), spec!);
      const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

const here = import.meta.dirname;

describe('modules a first load evaluates', () => {
  it('the trait texts do not load the food catalogue', () => {
    const files = [...reachable(path.join(here, 'traits/index.ts'))];
    expect(files.filter((f) => f.includes(`${path.sep}foods${path.sep}`))).toEqual([]);
    expect(files.length).toBeGreaterThan(5);
  });

  it('the privacy texts do not load zod', () => {
    const files = reachable(path.resolve(here, '../../domain/src/privacy-texts.ts'));
    expect([...files].filter((f) => f === 'zod' || f.endsWith(`${path.sep}privacy.ts`))).toEqual([]);
    // The check itself finds zod where it is.
    expect(reachable(path.resolve(here, '../../domain/src/privacy.ts')).has('zod')).toBe(true);
  });
});
