import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AnalysisStatus, CONSENT_TEXT_VERSION } from '@nutritest/domain';
import { eq, like } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guards';
import type { Database, Executor } from '../client';
import {
  accounts,
  commissions,
  consents,
  consultationAvailability,
  coupons,
  ledgerEntries,
  orderLines,
  orders,
} from '../schema';
import { createAccount, createAnalysis, grantKitPlaces } from './factories';

export const DEMO_PASSWORD = 'demo1234';
/**
 * DEMO ONLY: the demo operator's fixed TOTP secret, printed in the start banner and the README so
 * anyone trying the demo can add it to an authenticator app. Real operators enrol their own.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'NUTRITESTDEMOOPERATOR2FAONLYDEMO';

export const demoAccounts = [
  { email: 'cliente@demo.uy', role: 'Customer', description: 'cliente con kit pagado y resultados' },
  { email: 'nutri@demo.uy', role: 'Nutritionist', description: 'nutricionista con código NUTRI1 y pacientes' },
  { email: 'empresa@demo.uy', role: 'Business', description: 'empresa con cupos y empleados' },
  { email: 'ops@demo.uy', role: 'Operator', description: 'operaciones (consola del equipo)' },
] as const;

/**
 * Demo data for the embedded default (never with DATABASE_URL unless DEMO_DATA=1). Built with the
 * same factories the tests use; loaded once (skipped when the demo customer already exists).
 */
/** A paid kit (USD 249) bought by a nutritionist's patient at `at`, with its 20 % commission and ledger lines. */
async function demoSale(tx: Executor, buyerId: string, nutritionistId: string, at: Date) {
  const [order] = await tx
    .insert(orders)
    .values({
      accountId: buyerId,
      kind: 'kit',
      paymentFlow: 'card',
      subtotalCents: 24_900,
      totalCents: 24_900,
      currency: 'USD',
      installments: 1,
      status: 'paid',
      idempotencyScope: `account:${buyerId}`,
      idempotencyKey: `demo-${buyerId}`,
      createdAt: at,
      paidAt: at,
    })
    .returning();
  await tx.insert(orderLines).values({
    orderId: order!.id,
    position: 1,
    kind: 'kit',
    title: 'Kit NutriTest',
    quantity: 1,
    unitCents: 24_900,
    amountCents: 24_900,
  });
  await tx.insert(commissions).values({
    nutritionistId,
    orderId: order!.id,
    buyerId,
    amountCents: 4_980,
    currency: 'USD',
    status: 'accrued',
    createdAt: at,
  });
  await tx.insert(ledgerEntries).values([
    { kind: 'charge', orderId: order!.id, accountId: buyerId, amountCents: 24_900, currency: 'USD', createdAt: at },
    {
      kind: 'commission',
      orderId: order!.id,
      accountId: nutritionistId,
      amountCents: 4_980,
      currency: 'USD',
      createdAt: at,
    },
  ]);
}

type ImportLabResults = (operator: AuthUser, fileName: string, csv: string) => Promise<unknown>;

export async function seedDemo(db: Database, importLabResults: ImportLabResults): Promise<boolean> {
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'cliente@demo.uy'));
  if (existing) return false;

  let operator: { id: string } | undefined;
  await db.transaction(async (tx) => {
    const nutri = await createAccount(tx, {
      email: 'nutri@demo.uy',
      password: DEMO_PASSWORD,
      role: 'Nutritionist',
      firstName: 'Lucía',
      lastName: 'Fernández',
      mobile: '099111222',
      publicCode: 'NUTRI1',
    });
    const company = await createAccount(tx, {
      email: 'empresa@demo.uy',
      password: DEMO_PASSWORD,
      role: 'Business',
      firstName: 'Café del Puerto',
      business: {
        name: 'Café del Puerto',
        rut: '217654310014',
        businessName: 'Café del Puerto S.A.',
        address: 'Rambla 25 de Agosto 1234',
        city: 'Montevideo',
        phone: '29001234',
      },
    });
    await grantKitPlaces(tx, company.id, 10);
    // Lucía attends consultations Monday to Friday, 09:00–12:00 and 14:00–17:00.
    await tx.insert(consultationAvailability).values(
      [1, 2, 3, 4, 5].flatMap((weekday) => [
        { nutritionistId: nutri.id, weekday, startMinute: 9 * 60, endMinute: 12 * 60 },
        { nutritionistId: nutri.id, weekday, startMinute: 14 * 60, endMinute: 17 * 60 },
      ]),
    );
    // Coupons to try the checkout: 10 % off kits for anyone, and a full discount usable once per account.
    await tx.insert(coupons).values([
      { code: 'BIENVENIDA10', kind: 'percent', value: 10, category: 'kits' },
      { code: 'VIANDAS15', kind: 'percent', value: 15, category: 'meals' },
      { code: 'KITGRATIS', kind: 'percent', value: 100, category: 'kits', maxUsesPerAccount: 1 },
    ]);
    operator = await createAccount(tx, {
      email: 'ops@demo.uy',
      password: DEMO_PASSWORD,
      role: 'Operator',
      firstName: 'Equipo',
      lastName: 'Operaciones',
    });
    // Operators sign in with a second factor; the demo one comes enrolled with the published secret.
    await tx
      .update(accounts)
      .set({ totpSecret: DEMO_OPERATOR_TOTP_SECRET, totpEnabledAt: new Date() })
      .where(eq(accounts.id, operator.id));

    const customer = await createAccount(tx, {
      email: 'cliente@demo.uy',
      password: DEMO_PASSWORD,
      role: 'Customer',
      firstName: 'María',
      lastName: 'Pérez',
      birthDate: '1990-01-01',
      height: 165,
      weight: 62,
      gender: 1,
      mobile: '099123456',
      nutritionistId: nutri.id,
      pathologyIds: [6],
      familyHistoryIds: [1, 3],
    });
    // In the lab; the genotype file below is imported as the lab's would be.
    await createAnalysis(tx, customer.id, AnalysisStatus.InLab, 'NT-DEMO-0001');

    // Paid kits of Lucía's patients: commissions last month (a payout statement) and this month.
    const lastMonth = new Date();
    lastMonth.setUTCDate(15);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await demoSale(tx, customer.id, nutri.id, lastMonth);

    const patients = [
      { email: 'paciente.lab@demo.uy', firstName: 'Joaquín', lastName: 'Rodríguez', status: AnalysisStatus.InLab },
      { email: 'paciente.kit@demo.uy', firstName: 'Valentina', lastName: 'Gómez', status: AnalysisStatus.Paid },
    ];
    let n = 2;
    for (const p of patients) {
      const a = await createAccount(tx, {
        ...p,
        password: DEMO_PASSWORD,
        role: 'Customer',
        birthDate: '1988-05-10',
        height: 175,
        weight: 78,
        gender: 0,
        nutritionistId: nutri.id,
      });
      await createAnalysis(tx, a.id, p.status, `NT-DEMO-000${n++}`);
      await demoSale(tx, a.id, nutri.id, p.status === AnalysisStatus.InLab ? lastMonth : new Date());
    }

    const employees = [
      { email: 'empleado.uno@demo.uy', firstName: 'Martín', lastName: 'Silva', status: AnalysisStatus.KitDelivered },
      { email: 'empleado.dos@demo.uy', firstName: 'Sofía', lastName: 'Martínez', status: AnalysisStatus.ResultsSent },
    ];
    for (const e of employees) {
      const a = await createAccount(tx, {
        ...e,
        password: DEMO_PASSWORD,
        role: 'Customer',
        birthDate: '1992-03-15',
        height: 170,
        weight: 70,
        gender: 0,
        businessId: company.id,
      });
      await createAnalysis(tx, a.id, e.status, `NT-DEMO-000${n++}`);
    }

    // Consents (docs/privacy.md): every demo person accepted the terms at signup, and the patients
    // linked to Lucía share their results with her, as a signup through the forms would record.
    const people = await tx
      .select({ id: accounts.id, role: accounts.role, nutritionistId: accounts.nutritionistId })
      .from(accounts)
      .where(like(accounts.email, '%@demo.uy'));
    await tx.insert(consents).values([
      // Customers consent to their health and genetic data; the others accept the terms (issue 41).
      ...people.map((p) => ({
        accountId: p.id,
        kind: p.role === 'Customer' ? ('genetic_data' as const) : ('terms' as const),
        granted: true,
        textVersion: CONSENT_TEXT_VERSION,
      })),
      ...people
        .filter((p) => p.nutritionistId)
        .map((p) => ({
          accountId: p.id,
          kind: 'share_nutritionist' as const,
          granted: true,
          textVersion: CONSENT_TEXT_VERSION,
        })),
    ]);
  });
  const csv = readFileSync(path.join(import.meta.dirname, 'demo-genotypes.csv'), 'utf8');
  await importLabResults({ id: operator!.id, role: 'Operator', jti: 'seed', exp: 0 }, 'demo-genotypes.csv', csv);
  return true;
}
