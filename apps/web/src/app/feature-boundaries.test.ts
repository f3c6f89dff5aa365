/**
 * Proves the feature-boundary lint rule of biome.json (docs/architecture.md): Biome runs on a
 * throwaway file inside a feature and must flag the import of another feature's internals, and
 * only that. Run here rather than trusted: a pattern that matches nothing fails silently.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../../..');
const features = path.resolve(__dirname, '../features');

/** The lines of `source` that Biome flags with noRestrictedImports, written as `feature/name`. */
function flaggedLines(feature: string, name: string, source: string) {
  return flaggedLinesAt(path.join(features, feature, name), name, source);
}

/** The same for a file anywhere under apps/web/src (`components/`, `lib/`). */
function flaggedLinesAt(file: string, name: string, source: string) {
  writeFileSync(file, source);
  try {
    const biome = path.join(root, 'node_modules/.bin/biome');
    const { stdout, stderr } = spawnSync(biome, ['lint', '--max-diagnostics=50', file], {
      cwd: root,
      encoding: 'utf8',
    });
    const pattern = new RegExp(`${name.replace('.', '\\.')}:(\\d+):\\d+ lint/style/noRestrictedImports`, 'g');
    return [...(stdout + stderr).matchAll(pattern)].map((match) => Number(match[1]));
  } finally {
    rmSync(file, { force: true });
  }
}

describe('feature boundaries (biome.json noRestrictedImports)', () => {
  it("fails a test file that imports another feature's component, not its public index", () => {
    const source = [
      "import { MealDialog } from '../ops/components/meal-dialog';", // 1: another feature's component
      "import { opsTexts } from '../../ops/texts';", // 2: another feature's module, from deeper down
      "import { OpsPage } from '../ops';", // 3: its public index
      "import { useDepartments } from '../../lib/get-reference';", // 4: shared lib
      "import { makeAccount } from '../../../test/signed-in-harness';", // 5: the shared test harness
      "import { departmentsReference } from './test-utils';", // 6: its own internals
      '',
      'export const used = [MealDialog, opsTexts, OpsPage, useDepartments, makeAccount, departmentsReference];',
      '',
    ].join('\n');
    expect(flaggedLines('logistics', 'zz-boundary-fixture.test.tsx', source)).toEqual([1, 2]);
  }, 30_000);

  it("allows a feature's declared light entries (practice/invitations, practice/people) and nothing deeper", () => {
    const source = [
      "import { useSendInvitation } from '../practice/invitations';",
      "import { PeopleList } from '../practice/people';",
      "import { useLinkedPeople } from '../practice/api/get-linked-people';",
      '',
      'export const used = [useSendInvitation, PeopleList, useLinkedPeople];',
      '',
    ].join('\n');
    expect(flaggedLines('companies', 'zz-boundary-fixture.tsx', source)).toEqual([3]);
  }, 30_000);

  it('keeps app/ on top: a feature (its tests too) never imports it; the session and theme are in lib/', () => {
    const source = [
      "import { routes } from '../../app/router';", // 1: the router is app/'s
      "import { AppProviders } from '../../app/providers';", // 2
      "import { useSession } from '../../lib/session';", // 3: the session, below app/
      "import { theme } from '../../lib/theme';", // 4: the theme, below app/
      '',
      'export const used = [routes, AppProviders, useSession, theme];',
      '',
    ].join('\n');
    expect(flaggedLines('meals', 'zz-boundary-fixture.test.tsx', source)).toEqual([1, 2]);
  }, 30_000);

  it('keeps components/ and lib/ below the features and app/', () => {
    const source = [
      "import { LandingShell } from '../app/landing-shell';", // 1
      "import { MealsPage } from '../features/meals';", // 2: even a feature's public index
      "import { apiRequest } from './api-client';", // 3: lib's own
      "import { LogoLink } from '../components/logo-link';", // 4: shared components
      '',
      'export const used = [LandingShell, MealsPage, apiRequest, LogoLink];',
      '',
    ].join('\n');
    const lib = path.resolve(__dirname, '../lib');
    expect(flaggedLinesAt(path.join(lib, 'zz-boundary-fixture.ts'), 'zz-boundary-fixture.ts', source)).toEqual([1, 2]);
  }, 30_000);

  it('has a pattern for every feature folder', () => {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
    const override = config.overrides.find((entry: { includes: string[] }) =>
      entry.includes.includes('apps/web/src/features/**'),
    );
    const groups: string[] = override.linter.rules.style.noRestrictedImports.options.patterns.map(
      (pattern: { group: string[] }) => pattern.group[0],
    );
    const folders = readdirSync(features, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(groups.filter((group) => group !== '**/app/**').sort()).toEqual(
      folders.map((entry) => `**/${entry.name}/**`).sort(),
    );
  });
});
