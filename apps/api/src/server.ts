import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD, demoAccounts } from './db/seed/demo';

/** listen + graceful shutdown only. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  const lines = [
    '',
    `  NutriTest is running at ${url}`,
    `  Database: ${app.database.kind === 'pglite' ? `embedded PGlite (${config.dataDir}/db)` : 'PostgreSQL'}`,
    `  E-mail: ${config.smtpUrl ? 'SMTP' : `.eml files in ${config.dataDir}/outbox`}`,
  ];
  if (config.demoData) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of demoAccounts) lines.push(`    ${a.email.padEnd(18)} ${a.role.padEnd(13)} ${a.description}`);
  }
  console.info(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
