import type { Role } from '@nutritest/domain';
import { insertAccount } from '../../modules/accounts';
import { hashPassword, passwordCostKey } from '../../platform/auth/passwords';
import type { Executor } from '../client';
import { analyses, kitPlaceGrants } from '../schema';

/**
 * One argon2id hash per password per process for the accounts made here (the tests' and the demo
 * data's, never a person's: registrations hash in their own service). A hash verifies the same
 * password whatever its salt, and each costs ~50 ms of a core: the API suite made one per account.
 */
const factoryHashes = new Map<string, Promise<string>>();
function factoryHash(password: string): Promise<string> {
  // Keyed by the parameters too: a test file may ask for the product's (passwordCostKey).
  const key = `${passwordCostKey()}:${password}`;
  let hashed = factoryHashes.get(key);
  if (!hashed) {
    hashed = hashPassword(password);
    hashed.catch(() => factoryHashes.delete(key));
    factoryHashes.set(key, hashed);
  }
  return hashed;
}

/** Factories shared by the API tests and the demo seed: one way to make an account. */
export interface AccountInput {
  email: string;
  password?: string;
  role: Role;
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  height?: number;
  weight?: number;
  gender?: number;
  mobile?: string;
  confirmed?: boolean;
  nutritionistId?: string;
  businessId?: string;
  pathologyIds?: number[];
  familyHistoryIds?: number[];
  publicCode?: string;
  business?: { name: string; rut: string; businessName?: string; address?: string; city?: string; phone?: string };
}

let sequence = 0;
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}@test.uy`;
}

export async function createAccount(db: Executor, input: AccountInput) {
  return insertAccount(db, {
    email: input.email,
    passwordHash: await factoryHash(input.password ?? 'demo1234'),
    role: input.role,
    confirmed: input.confirmed !== false,
    nutritionistId: input.nutritionistId,
    businessId: input.businessId,
    profile: {
      firstName: input.firstName,
      lastName: input.lastName,
      birthDate: input.birthDate,
      height: input.height,
      weight: input.weight,
      gender: input.gender,
      mobile: input.mobile,
    },
    pathologyIds: input.pathologyIds,
    familyHistoryIds: input.familyHistoryIds,
    publicCode: input.role === 'Nutritionist' ? (input.publicCode ?? randomCode()) : undefined,
    business:
      input.role === 'Business'
        ? {
            // A RUT DGI accepts (check digit) and the address and city an e-Factura carries.
            businessName: 'Empresa de prueba S.A.',
            address: 'Av. Italia 2020',
            city: 'Montevideo',
            ...(input.business ?? { name: 'Empresa de prueba', rut: '211234560019' }),
          }
        : undefined,
  });
}

/** Adds kit places to a company (as a purchase or operations would). */
export async function grantKitPlaces(db: Executor, businessId: string, quantity: number) {
  await db.insert(kitPlaceGrants).values({ businessId, quantity, source: 'demo' });
}

export async function createAnalysis(db: Executor, accountId: string, status: number, referenceId?: string) {
  const [row] = await db
    .insert(analyses)
    .values({ accountId, status, referenceId: referenceId ?? `NT-T-${randomCode()}${randomCode()}` })
    .returning();
  return row!;
}

function randomCode(): string {
  return Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, 'X');
}
