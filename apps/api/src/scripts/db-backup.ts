import path from 'node:path';
import { loadDatabaseConfig } from '../config';
import { backupEmbedded, backupPostgres, defaultBackupFile } from '../db/backup';
import { StartupError } from '../db/data-dir';

/**
 * `npm run db:backup -- [file]`: backs up the database (README "Backups"). Embedded (no
 * DATABASE_URL): a .tar.gz of DATA_DIR/db, with the server stopped (it holds the database's lock and
 * this command refuses while it runs). PostgreSQL: pg_dump's custom format, while the API runs.
 * Without a file: DATA_DIR/backups/nutritest-<kind>-<time>.<ext>.
 */
async function main() {
  const config = loadDatabaseConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const arg = process.argv[2];
  const file = arg ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg) : defaultBackupFile(config.dataDir, kind);
  const { bytes } = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, file)
    : await backupEmbedded(config.dataDir, file);
  console.info(`Backup written: ${file} (${Math.ceil(bytes / 1024)} kB).`);
}

main().catch((err) => {
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
});
