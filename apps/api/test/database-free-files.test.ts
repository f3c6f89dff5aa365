import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFreeTestFiles } from './database-free-files';

/** A throw-away API tree: `files` maps a path under it to its source. */
function tree(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'nutritest-db-free-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe('the API test files the PostgreSQL run leaves out', () => {
  it('are those that reach no database driver through any of their imports', () => {
    const root = tree({
      'src/pure.ts': "import { z } from 'zod';\nexport const one = 1;\n",
      'src/pure.test.ts': "import { one } from './pure';\nimport { it } from 'vitest';\n",
      'src/db/client.ts': "import { PGlite } from '@electric-sql/pglite';\nimport pg from 'pg';\n",
      'src/service.ts': "import type { Database } from './db/client';\nexport const s = 1;\n",
      'src/service.test.ts': "import { s } from './service';\n",
      'test/helpers.ts': "import {\n  openDatabase,\n} from '../src/db/client.js';\n",
      'test/deep.ts': "export { x } from './helpers';\n",
      'src/deep.test.ts': "import { x } from '../test/deep';\n",
      'src/lazy.test.ts': "const m = await import('../test/helpers');\n",
      'src/node-postgres.test.ts': "import { drizzle } from 'drizzle-orm/node-postgres';\n",
      'test/db-setup.ts': "import pg from 'pg';\n",
      'src/side-effect.test.ts': "import '../test/db-setup';\nimport { it } from 'vitest';\n",
      'src/required.test.ts': "const pg = require('pg');\n",
      'src/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = 1;\n",
      'src/cycle-b.ts': "import { a } from './cycle-a';\nimport pg from 'pg';\nexport const b = 1;\n",
      'src/cycle.test.ts': "import { a } from './cycle-a';\n",
      'test/architecture/rules.test.ts':
        "import { readFileSync } from 'node:fs';\nconst bad = \"import pg from 'pg';\";\n",
    });
    expect(databaseFreeTestFiles(root).sort()).toEqual(['src/pure.test.ts', 'test/architecture/rules.test.ts']);
  });

  it('in this API: the CFE, the invoice PDF and the architecture rules, never a file that opens a database', () => {
    const files = databaseFreeTestFiles(path.resolve(import.meta.dirname, '..'));
    expect(files).toEqual(
      expect.arrayContaining(['src/platform/invoicing/cfe-dgi.test.ts', 'test/architecture/boundaries.test.ts']),
    );
    for (const file of [
      'src/modules/kits/kits.routes.test.ts',
      'src/db/orders-migration.test.ts',
      'test/pglite-reuse.test.ts',
    ])
      expect(files).not.toContain(file);
  });
});
