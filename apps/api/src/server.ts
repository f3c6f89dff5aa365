import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { StartupError } from './db/data-dir';
import { DEMO_OPERATOR_TOTP_SECRET, DEMO_PASSWORD, demoAccounts } from './db/seed/demo';

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

  // Graceful stop: /readyz turns 503 at once (the load balancer stops sending new requests), after
  // SHUTDOWN_GRACE_SECONDS the server refuses new connections, requests in flight finish (10 s at
  // most), then the workers stop and the database pool closes; exit code 0.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 10_000);
    force.unref();
    try {
      if (config.shutdownGraceMs > 0) await new Promise((r) => setTimeout(r, config.shutdownGraceMs));
      // Keep-alive connections that go idle once their last request is answered are closed right
      // away (server.close only closes those idle when it is called), so the exit does not wait
      // for the clients' keep-alive timeout.
      const reaper = setInterval(() => app.server.closeIdleConnections(), 200);
      reaper.unref();
      await app.close();
      clearInterval(reaper);
      app.log.info('stopped');
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
    lines.push(`  ops@demo.uy asks for a 6-digit code: add the demo-only TOTP secret ${DEMO_OPERATOR_TOTP_SECRET}`);
    lines.push('  to an authenticator app (NutriTest, SHA-1, 6 digits, 30 s).');
  }
  console.info(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  // A start refused for a reason the operator can fix (data directory locked, read-only or full): the message alone.
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
});
