// The modules a source file imports at run time, read from its text: `import … from` and
// `export … from` (not `import type`/`export type`, nor `{ type A, type B }` alone, which the build
// erases) and side-effect imports (`import './x';`). Not `import()`: that is a chunk of its own.
// Used by the tests that walk a page's or a module's first load (apps/web/src/app/first-load-imports.test.ts,
// packages/domain/src/foods/runtime-imports.test.ts).
import { readFileSync } from 'node:fs';

/** @param {string} file @returns {string[]} the specifiers, in the order they appear */
export function staticImports(file) {
  const source = readFileSync(file, 'utf8');
  const specifiers = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)) {
    const names = /\{([^}]*)\}/s.exec(match[0])?.[1];
    if (names?.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    specifiers.push(match[1]);
  }
  for (const match of source.matchAll(/^import\s+'([^']+)';/gm)) specifiers.push(match[1]);
  return specifiers;
}
