/**
 * What the first screen of the pages Lighthouse measures loads (issue 42): MUI's modal and select
 * machinery (Modal, Popover, Menu, Select, the focus trap: ~12 kB gzip and half a dozen files, each a
 * cost on a phone's main thread) only where that screen draws it. `TextField` always brings Select
 * and Menu, even for a native select: text fields are components/forms/text-input.tsx, native
 * selects components/forms/native-select-field.tsx; dialogs, sheets and menus come in their own chunk
 * (`lazy`, `import()`). This walks each page's static imports (`import()` is a chunk of its own, and
 * `import type` is erased) and fails when one reaches a component built on that machinery.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImports } from '../../../../scripts/static-imports.mjs';

const src = path.resolve(import.meta.dirname, '..');

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Every package a page's first load imports, with the chain of files that leads to it. */
function packagesOf(page: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, path.relative(src, file)];
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier), here);
      else if (!packages.has(specifier)) packages.set(specifier, here);
    }
  };
  visit(path.join(src, page), []);
  return packages;
}

/** MUI components built on Modal/Popover/Select (TextField renders Select; Autocomplete a Popper). */
const MACHINERY =
  /^@mui\/material\/(TextField|Select|Menu|MenuList|Popover|Popper|Modal|Dialog|Drawer|SwipeableDrawer|Autocomplete|Tooltip|Unstable_TrapFocus)(\/|$)/;

const PAGES = [
  'features/landing/landing-page.tsx',
  'features/auth/login-page.tsx',
  'features/results/results-page.tsx',
  'features/foods/foods-page.tsx',
  'features/meals/meals-page.tsx',
  'features/signup/signup-page.tsx',
  'features/create-user/create-user-page.tsx',
  'features/verify-email/verify-email-page.tsx',
  'app/full-app.tsx',
];

describe("the measured pages' first load", () => {
  it.each(PAGES)('%s loads no modal or select machinery', (page) => {
    const found = [...packagesOf(page)].filter(([name]) => MACHINERY.test(name));
    expect(found.map(([name, chain]) => `${chain.join(' → ')} → ${name}`)).toEqual([]);
  });

  it('the walk does see it where a module imports it (the lazily loaded select field)', () => {
    const packages = packagesOf('components/forms/select-field.tsx');
    expect([...packages.keys()].some((name) => MACHINERY.test(name))).toBe(true);
  });
});
