import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import * as repo from './accounts.repository';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Whether the browser's device token belongs to the account and is still valid (decision 032). */
export function isTrustedDevice(db: Executor, accountId: string, deviceToken: string | undefined): Promise<boolean> {
  return deviceToken ? repo.touchTrustedDevice(db, accountId, sha256(deviceToken)) : Promise.resolve(false);
}

/**
 * Called only when a sign-in is complete (the password, and the code when the account has a second
 * factor): the browser's device token if it already belongs to the account, otherwise a new one.
 * Only its SHA-256 is stored.
 */
export async function keepTrustedDevice(db: Executor, accountId: string, deviceToken: string | undefined) {
  if (await isTrustedDevice(db, accountId, deviceToken)) return deviceToken!;
  const fresh = randomBytes(32).toString('base64url');
  await repo.insertTrustedDevice(db, accountId, sha256(fresh));
  return fresh;
}
