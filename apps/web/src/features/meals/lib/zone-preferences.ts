import { DEFAULT_DEPARTMENT, DEFAULT_LOCALITY, type DeliveryDepartment, zoneTierOf } from '@nutritest/domain';
import { readStoredJson, writeStoredJson } from '../../../components/checkout/browser-storage';
import { storageKeys } from '../../../lib/storage';

/** Where the meals are delivered: a department and one of its localities (doc 2 §2, §9). */
export interface DeliveryZone {
  department: DeliveryDepartment;
  locality: string;
}

export const defaultZone: DeliveryZone = { department: DEFAULT_DEPARTMENT, locality: DEFAULT_LOCALITY };

/**
 * The stored preferences (doc 2 §3): the department and the neighbourhood per user e-mail ('' when
 * signed out), as JSON maps under local storage 'departments' and 'neighborhoods' (both survive
 * logout). Anything else found there (e.g. an older list) counts as nothing saved.
 */
function readMap(key: string): Record<string, string> {
  const value = readStoredJson('local', key);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => {
      return typeof entry[1] === 'string';
    }),
  );
}

/** The zone saved for `email`, or null unless both are saved and still a delivery locality. */
export function readSavedZone(email: string): DeliveryZone | null {
  const department = readMap(storageKeys.departments)[email];
  const locality = readMap(storageKeys.neighborhoods)[email];
  if (department === undefined || locality === undefined) return null;
  if (zoneTierOf(department, locality) === null) return null;
  return { department: department as DeliveryDepartment, locality };
}

/**
 * The zone to start from for `email`: its own, else (signed in, nothing saved yet for the account)
 * the one chosen on this browser while signed out, so signing in does not ask again where to deliver
 * (issue 41 item 12). The account keeps it as its own (saved under its e-mail). Null: ask.
 */
export function zoneToStartWith(email: string): DeliveryZone | null {
  const own = readSavedZone(email);
  if (own || email === '') return own;
  const chosenSignedOut = readSavedZone('');
  if (chosenSignedOut) saveZone(email, chosenSignedOut);
  return chosenSignedOut;
}

export function saveZone(email: string, zone: DeliveryZone): void {
  writeStoredJson('local', storageKeys.departments, { ...readMap(storageKeys.departments), [email]: zone.department });
  writeStoredJson('local', storageKeys.neighborhoods, {
    ...readMap(storageKeys.neighborhoods),
    [email]: zone.locality,
  });
}
