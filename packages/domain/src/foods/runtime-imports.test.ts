/**
 * The foods page of the web app uses ./schemas.ts (labels, reasons, rating helpers) at run time and the
 * answer's zod schemas (./response.ts) only as types: its first load then carries no zod (issue 42:
 * ~96 kB of JavaScript a phone compiles and runs before the page answers). This walks the modules
 * ./schemas.ts imports at run time (`import type` is erased by the build) and fails if one brings zod.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImports } from '../../../../scripts/static-imports.mjs';

function runtimeClosure(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(file)) {
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
