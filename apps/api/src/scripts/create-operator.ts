import { randomBytes } from 'node:crypto';
import { emailSchema } from '@nutritest/domain';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { StartupError } from '../db/data-dir';
import { createAccount } from '../db/seed/factories';
import { isEmailRegistered } from '../modules/accounts/accounts.repository';

/**
 * `npm run ops:create-operator -- <email> [first name]`: creates a staff account for the operations
 * console and prints a one-time password (OPERATOR_PASSWORD sets it instead). With the embedded
 * database, stop the server first: PGlite is opened by one process at a time, and while the server
 * holds its lock this command refuses (exit code 1) instead of writing an account the running
 * server would overwrite (issue 36).
 */
async function main() {
  const [emailArg, ...nameParts] = process.argv.slice(2);
  const parsed = emailSchema.safeParse(emailArg ?? '');
  if (!parsed.success) {
    console.error('Usage: npm run ops:create-operator -- <email> [first name]');
    process.exit(2);
  }
  const email = parsed.data;
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (await isEmailRegistered(database.db, email)) {
      console.error(`An account with ${email} already exists.`);
      process.exit(1);
    }
    const password = process.env.OPERATOR_PASSWORD ?? `${randomBytes(9).toString('base64url')}7`;
    await createAccount(database.db, {
      email,
      password,
      role: 'Operator',
      firstName: nameParts.join(' ') || 'Operaciones',
      lastName: '',
    });
    console.info(`Operator ${email} created.${process.env.OPERATOR_PASSWORD ? '' : ` Password: ${password}`}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
});
