import path from 'node:path';
import { loadDatabaseConfig } from '../config';
import { restoreEmbedded, restorePostgres } from '../db/backup';
import { StartupError } from '../db/data-dir';

/**
 * `npm run db:restore -- <file>`: restores a backup made by `npm run db:backup` (README "Backups").
 * Stop the server (every API process) first. Embedded: the current DATA_DIR/db is kept as
 * DATA_DIR/db.before-restore-<time>. PostgreSQL: the backup's tables are dropped and recreated with
 * its rows, in one transaction.
 */
async function main() {
  const arg = process.argv[2];
  if (!arg) {
    console.error('Usage: npm run db:restore -- <backup file>');
    process.exit(2);
  }
  const config = loadDatabaseConfig();
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  if (config.databaseUrl) {
    await restorePostgres(file, config.databaseUrl);
    console.info(`Restored ${file} into the PostgreSQL database.`);
  } else {
    const { keptPrevious } = await restoreEmbedded(file, config.dataDir);
    console.info(
      `Restored ${file} into ${path.join(config.dataDir, 'db')}.${keptPrevious ? ` The previous database is kept in ${keptPrevious}.` : ''}`,
    );
  }
}

main().catch((err) => {
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
});
