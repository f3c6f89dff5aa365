/**
 * Proves the API's boundary rules of biome.json (docs/architecture.md, "Boundaries"): Biome runs on a
 * throwaway file planted where each rule applies and must flag exactly the imports that break it.
 * Run here rather than trusted: a pattern that matches nothing fails silently.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const src = path.join(root, 'apps/api/src');

/** The lines of `source`, planted at `file` (under apps/api/src), that Biome flags with noRestrictedImports. */
function flaggedLines(file: string, source: string[]) {
  const full = path.join(src, file);
  writeFileSync(full, `${source.join('\n')}\n\nexport const planted = true;\n`);
  try {
    const biome = path.join(root, 'node_modules/.bin/biome');
    const { stdout, stderr } = spawnSync(biome, ['lint', '--max-diagnostics=50', full], {
      cwd: root,
      encoding: 'utf8',
    });
    const name = path.basename(file).replaceAll('.', '\\.');
    const pattern = new RegExp(`${name}:(\\d+):\\d+ lint/style/noRestrictedImports`, 'g');
    return [...(stdout + stderr).matchAll(pattern)].map((match) => Number(match[1]));
  } finally {
    rmSync(full, { force: true });
  }
}

describe('API boundaries (biome.json noRestrictedImports)', () => {
  it('a module file: no Drizzle, no other module but through its index, no test support', () => {
    const lines = [
      "import { sql } from 'drizzle-orm';", // 1: Drizzle outside a repository
      "import { pgTable } from 'drizzle-orm/pg-core';", // 2: also
      "import { kitsAvailable } from '../accounts/accounts.repository';", // 3: another module's file
      "import { createKits } from '../kits';", // 4: its public index
      "import { buildTestApp } from '../../../test/helpers';", // 5: test support
      "import type { Database } from '../../db/client';", // 6: the database layer
      "import { requireRole } from '../../platform/auth/guards';", // 7: the platform
      "import { findOrder } from './orders.repository';", // 8: its own repository
      "import { AppError } from '@nutritest/domain';", // 9: the shared domain
    ];
    expect(flaggedLines('modules/orders/zz-boundary-fixture.ts', lines)).toEqual([1, 2, 3, 5]);
  }, 30_000);

  it('a repository may use Drizzle, and still reaches other modules only through their index', () => {
    const lines = [
      "import { eq } from 'drizzle-orm';",
      "import { meals } from '../../db/schema';",
      "import { orderedMealIds } from '../meals/meals.repository';", // 3
      "import { insertAnalysis } from '../kits';",
    ];
    expect(flaggedLines('modules/orders/zz-boundary-fixture.repository.ts', lines)).toEqual([3]);
  }, 30_000);

  it("a module's tests may use Drizzle and test support, not another module's files", () => {
    const lines = [
      "import { eq } from 'drizzle-orm';",
      "import { buildTestApp } from '../../../test/helpers';",
      "import { createMealsProduct } from '../meals/meals-product';", // 3
      "import { createMealsService } from '../meals';",
    ];
    expect(flaggedLines('modules/orders/zz-boundary-fixture.test.ts', lines)).toEqual([3]);
  }, 30_000);

  it('the platform sits below the modules: no module, no Drizzle outside its repositories, no test support', () => {
    const lines = [
      "import { createOrders } from '../modules/orders';", // 1
      "import { sql } from 'drizzle-orm';", // 2
      "import type { Executor } from '../db/client';",
      "import { startFakeMercadoPago } from '../../test/fakes/fake-mercadopago';", // 4
    ];
    expect(flaggedLines('platform/zz-boundary-fixture.ts', lines)).toEqual([1, 2, 4]);
    const repository = ["import { sql } from 'drizzle-orm';", "import { ordersRoutes } from '../modules/orders';"];
    expect(flaggedLines('platform/zz-boundary-fixture.repository.ts', repository)).toEqual([2]);
  }, 30_000);

  it('the database layer imports no module; the seeds only through their index', () => {
    expect(
      flaggedLines('db/zz-boundary-fixture.ts', [
        "import { sql } from 'drizzle-orm';",
        "import { createKits } from '../modules/kits';",
      ]),
    ).toEqual([2]);
    expect(
      flaggedLines('db/seed/zz-boundary-fixture.ts', [
        "import { insertAccount } from '../../modules/accounts';",
        "import { insertAccount as own } from '../../modules/accounts/accounts.repository';", // 2
      ]),
    ).toEqual([2]);
  }, 30_000);

  it('app.ts wires modules through their index only, and runs no query', () => {
    const lines = [
      "import { createOrders } from './modules/orders';",
      "import { createOrders as deep } from './modules/orders/orders.service';", // 2
      "import { sql } from 'drizzle-orm';", // 3
    ];
    expect(flaggedLines('zz-boundary-fixture.ts', lines)).toEqual([2, 3]);
  }, 30_000);
});

describe('API modules', () => {
  const modules = readdirSync(path.join(src, 'modules')).filter((m) =>
    statSync(path.join(src, 'modules', m)).isDirectory(),
  );

  it('each exposes a public index.ts', () => {
    expect(modules.filter((m) => !existsSync(path.join(src, 'modules', m, 'index.ts')))).toEqual([]);
  });

  it('keeps no fake or test support in apps/api/src: they live under apps/api/test/', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (!/\.test\.tsx?$/.test(entry.name)) files.push(path.relative(src, full));
      }
    };
    walk(src);
    expect(files.filter((f) => /(^|[/-])(fake|fakes|test-support|test-utils|testing)([.-]|$)/.test(f))).toEqual([]);
    expect(existsSync(path.join(root, 'apps/api/test/fakes/fake-mercadopago.ts'))).toBe(true);
  });

  it('exempts no file from the Drizzle rule (every query lives in a repository or src/db/)', () => {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as {
      overrides: Array<{
        includes: string[];
        linter?: {
          rules?: {
            style?: { noRestrictedImports?: { options?: { paths?: object; patterns?: Array<{ group: string[] }> } } };
          };
        };
      }>;
    };
    // Overrides naming files one by one (no glob) whose rule has no Drizzle restriction: the exemptions.
    const exempt = config.overrides
      .filter(
        (o) => o.includes.every((i) => !i.includes('*')) && o.includes.every((i) => i.startsWith('apps/api/src/')),
      )
      .filter((o) => {
        const options = o.linter?.rules?.style?.noRestrictedImports?.options;
        return options && !options.paths && !options.patterns?.some((p) => p.group.includes('drizzle-orm/**'));
      })
      .flatMap((o) => o.includes);
    expect(exempt).toEqual([]);
  });
});
