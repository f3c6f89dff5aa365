import type { Role } from '@nutritest/domain';
import { hashPassword } from '../../platform/auth/passwords';
import type { Executor } from '../client';
import {
  accounts,
  analyses,
  businesses,
  nutritionists,
  profileFamilyHistories,
  profilePathologies,
  profiles,
} from '../schema';

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
  business?: { name: string; rut: string; businessName?: string; address?: string; phone?: string };
}

let sequence = 0;
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}@test.uy`;
}

export async function createAccount(db: Executor, input: AccountInput) {
  const [account] = await db
    .insert(accounts)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: await hashPassword(input.password ?? 'demo1234'),
      role: input.role,
      emailConfirmedAt: input.confirmed === false ? null : new Date(),
      nutritionistId: input.nutritionistId,
      businessId: input.businessId,
    })
    .returning();
  const id = account!.id;
  await db.insert(profiles).values({
    accountId: id,
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    birthDate: input.birthDate ?? null,
    height: input.height ?? null,
    weight: input.weight ?? null,
    gender: input.gender ?? null,
    mobile: input.mobile ?? null,
  });
  if (input.pathologyIds?.length) {
    await db
      .insert(profilePathologies)
      .values(input.pathologyIds.map((pathologyId) => ({ accountId: id, pathologyId })));
  }
  if (input.familyHistoryIds?.length) {
    await db
      .insert(profileFamilyHistories)
      .values(input.familyHistoryIds.map((familyHistoryId) => ({ accountId: id, familyHistoryId })));
  }
  if (input.role === 'Nutritionist') {
    await db
      .insert(nutritionists)
      .values({ accountId: id, publicCode: (input.publicCode ?? randomCode()).toUpperCase() });
  }
  if (input.role === 'Business') {
    const b = input.business ?? { name: 'Empresa de prueba', rut: '210000000019' };
    await db.insert(businesses).values({ accountId: id, ...b });
  }
  return account!;
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
