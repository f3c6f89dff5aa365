import type { Account, BankAccount, Role } from '@nutritest/domain';
import { and, count, desc, eq, gt, isNull, ne, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  accounts,
  analyses,
  bankAccounts,
  businesses,
  emailChanges,
  emailTokens,
  employeeUnlinks,
  familyHistories,
  kitPlaceGrants,
  nutritionists,
  orderLines,
  orders,
  pathologies,
  profileFamilyHistories,
  profilePathologies,
  profiles,
  trustedDevices,
  uploads,
} from '../../db/schema';
import { sessionStateColumns, type TokenSubject, type WithSessionState } from '../../platform/auth/sessions.repository';

export async function findCredentialsByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      passwordHash: accounts.passwordHash,
      tokenVersion: accounts.tokenVersion,
      emailConfirmedAt: accounts.emailConfirmedAt,
      firstName: profiles.firstName,
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.email, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findCredentialsById(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      role: accounts.role,
      passwordHash: accounts.passwordHash,
      tokenVersion: accounts.tokenVersion,
      emailConfirmedAt: accounts.emailConfirmedAt,
      nutritionistId: accounts.nutritionistId,
      businessId: accounts.businessId,
      firstName: profiles.firstName,
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.id, id))
    .limit(1);
  return row;
}

export async function isEmailRegistered(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  role: Role;
  confirmed: boolean;
  nutritionistId?: string | null;
  businessId?: string | null;
  profile: {
    firstName?: string;
    lastName?: string;
    birthDate?: string | null;
    height?: number | null;
    weight?: number | null;
    gender?: number | null;
    mobile?: string | null;
  };
  pathologyIds?: number[];
  familyHistoryIds?: number[];
  publicCode?: string;
  business?: {
    name: string;
    rut: string;
    businessName?: string;
    address?: string;
    city?: string;
    phone?: string;
    avatarUrl?: string | null;
  };
}

/** Inserts the account with its profile and role rows. Used by registration and by the factories. */
export async function insertAccount(tx: Executor, input: NewAccount) {
  const [account] = await tx
    .insert(accounts)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      role: input.role,
      emailConfirmedAt: input.confirmed ? new Date() : null,
      nutritionistId: input.nutritionistId ?? null,
      businessId: input.businessId ?? null,
    })
    .returning();
  const id = account!.id;
  await tx.insert(profiles).values({
    accountId: id,
    firstName: input.profile.firstName ?? '',
    lastName: input.profile.lastName ?? '',
    birthDate: input.profile.birthDate ?? null,
    height: input.profile.height ?? null,
    weight: input.profile.weight ?? null,
    gender: input.profile.gender ?? null,
    mobile: input.profile.mobile ?? null,
  });
  await replaceHealthLists(tx, id, input.pathologyIds, input.familyHistoryIds);
  if (input.role === 'Nutritionist') {
    if (!input.publicCode) throw new Error('a nutritionist needs a public code');
    await tx.insert(nutritionists).values({ accountId: id, publicCode: input.publicCode.toUpperCase() });
  }
  if (input.role === 'Business') {
    const b = input.business;
    if (!b) throw new Error('a business needs its details');
    await tx.insert(businesses).values({
      accountId: id,
      name: b.name,
      rut: b.rut,
      businessName: b.businessName ?? '',
      address: b.address ?? '',
      city: b.city ?? '',
      phone: b.phone ?? '',
      avatarUrl: b.avatarUrl ?? null,
    });
  }
  return account!;
}

export async function replaceHealthLists(
  tx: Executor,
  accountId: string,
  pathologyIds?: number[],
  familyHistoryIds?: number[],
) {
  if (pathologyIds) {
    await tx.delete(profilePathologies).where(eq(profilePathologies.accountId, accountId));
    const unique = [...new Set(pathologyIds)];
    if (unique.length) {
      await tx.insert(profilePathologies).values(unique.map((pathologyId) => ({ accountId, pathologyId })));
    }
  }
  if (familyHistoryIds) {
    await tx.delete(profileFamilyHistories).where(eq(profileFamilyHistories.accountId, accountId));
    const unique = [...new Set(familyHistoryIds)];
    if (unique.length) {
      await tx.insert(profileFamilyHistories).values(unique.map((familyHistoryId) => ({ accountId, familyHistoryId })));
    }
  }
}

export async function countKnownIds(db: Executor, table: 'pathologies' | 'familyHistories', ids: number[]) {
  if (ids.length === 0) return 0;
  const t = table === 'pathologies' ? pathologies : familyHistories;
  const [row] = await db
    .select({ n: count() })
    .from(t)
    .where(sql`${t.id} in ${[...new Set(ids)]}`);
  return Number(row?.n ?? 0);
}

export async function updateProfile(tx: Executor, accountId: string, values: Partial<typeof profiles.$inferInsert>) {
  await tx
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.accountId, accountId));
}

export async function updateBusiness(tx: Executor, accountId: string, values: Partial<typeof businesses.$inferInsert>) {
  await tx.update(businesses).set(values).where(eq(businesses.accountId, accountId));
}

/**
 * A new password (changed by the owner or set by a reset) ends everything the old one could have
 * started (issue 36, N2 and N3): every session (token version), every trusted device, every pending
 * e-mail change and every live single-use link or code e-mailed to the account (reset, unlock,
 * deletion, step-up and second-factor codes, the second-factor removal link) but the address
 * confirmation. A link the caller needs afterwards (the removal link of a reset) is created after this.
 */
export async function setPassword(tx: Executor, accountId: string, passwordHash: string) {
  const [row] = await tx
    .update(accounts)
    .set({ passwordHash, tokenVersion: sql`${accounts.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id, role: accounts.role, tokenVersion: accounts.tokenVersion });
  await tx.delete(trustedDevices).where(eq(trustedDevices.accountId, accountId));
  await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.accountId, accountId), isNull(emailTokens.usedAt), ne(emailTokens.purpose, 'confirm')));
  await tx
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChanges.accountId, accountId), isNull(emailChanges.usedAt)));
  return row!;
}

export async function insertTrustedDevice(tx: Executor, accountId: string, tokenHash: string) {
  await tx.insert(trustedDevices).values({ accountId, tokenHash });
}

/** Whether the device token (its hash) belongs to the account and has not expired; marks it used. */
export async function touchTrustedDevice(tx: Executor, accountId: string, tokenHash: string): Promise<boolean> {
  const rows = await tx
    .update(trustedDevices)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(trustedDevices.accountId, accountId),
        eq(trustedDevices.tokenHash, tokenHash),
        gt(trustedDevices.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: trustedDevices.id });
  return rows.length > 0;
}

export async function markEmailConfirmed(tx: Executor, accountId: string) {
  await tx
    .update(accounts)
    .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(accounts.id, accountId), isNull(accounts.emailConfirmedAt)));
}

export async function setLinkedNutritionist(tx: Executor, accountId: string, nutritionistId: string | null) {
  await tx.update(accounts).set({ nutritionistId, updatedAt: new Date() }).where(eq(accounts.id, accountId));
}

export async function findNutritionistByCode(db: Executor, code: string) {
  const [row] = await db
    .select({
      accountId: nutritionists.accountId,
      publicCode: nutritionists.publicCode,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(nutritionists)
    .innerJoin(profiles, eq(profiles.accountId, nutritionists.accountId))
    .where(eq(nutritionists.publicCode, code.toUpperCase()))
    .limit(1);
  return row;
}

export async function isPublicCodeTaken(db: Executor, code: string) {
  const [row] = await db
    .select({ id: nutritionists.accountId })
    .from(nutritionists)
    .where(eq(nutritionists.publicCode, code))
    .limit(1);
  return Boolean(row);
}

export async function findReferer(db: Executor, customerId: string) {
  const [row] = await db
    .select({ publicCode: nutritionists.publicCode, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(accounts)
    .innerJoin(nutritionists, eq(nutritionists.accountId, accounts.nutritionistId))
    .innerJoin(profiles, eq(profiles.accountId, accounts.nutritionistId))
    .where(eq(accounts.id, customerId))
    .limit(1);
  return row ? { publicCode: row.publicCode, profile: { firstName: row.firstName, lastName: row.lastName } } : null;
}

/** The referer's rows (the customer's linked nutritionist), joined under other names. */
const refererCode = alias(nutritionists, 'referer_code');
const refererProfile = alias(profiles, 'referer_profile');

/**
 * GET /v1/account runs it on every page load: rendered once, parsed once per connection. It selects
 * the session check's columns too (one statement shape): the own view uses them (decision 080),
 * someone else's passes `jti` '' and ignores them.
 */
function accountViewSelect(db: Executor) {
  const latestAnalysis = db
    .select({
      id: analyses.id,
      referenceId: analyses.referenceId,
      createdAt: analyses.createdAt,
      updatedAt: analyses.updatedAt,
      status: analyses.status,
      // The kit's own order (not a company's, whose place it was): document 1's `order`.
      orderInvoiceId: orders.invoiceId,
      orderQuantity: sql<
        number | null
      >`(select sum(l.quantity)::int from ${orderLines} l where l.order_id = orders.id)`.as('order_quantity'),
      orderTotalCents: orders.totalCents,
      orderCurrency: orders.currency,
      orderInstallments: orders.installments,
    })
    .from(analyses)
    .leftJoin(orders, and(eq(orders.id, analyses.orderId), eq(orders.accountId, analyses.accountId)))
    .where(eq(analyses.accountId, accounts.id))
    .orderBy(desc(analyses.createdAt))
    .limit(1)
    .as('latest_analysis');
  return db
    .select({
      id: accounts.id,
      email: accounts.email,
      role: accounts.role,
      emailConfirmedAt: accounts.emailConfirmedAt,
      profile: {
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        birthDate: profiles.birthDate,
        height: profiles.height,
        weight: profiles.weight,
        gender: profiles.gender,
        ethnicity: profiles.ethnicity,
        mobile: profiles.mobile,
      },
      analysis: {
        id: latestAnalysis.id,
        referenceId: latestAnalysis.referenceId,
        createdAt: latestAnalysis.createdAt,
        updatedAt: latestAnalysis.updatedAt,
        status: latestAnalysis.status,
        orderInvoiceId: latestAnalysis.orderInvoiceId,
        orderQuantity: latestAnalysis.orderQuantity,
        orderTotalCents: latestAnalysis.orderTotalCents,
        orderCurrency: latestAnalysis.orderCurrency,
        orderInstallments: latestAnalysis.orderInstallments,
      },
      pathologies: sql<Array<{ id: number; name: string }>>`coalesce((
        select json_agg(json_build_object('id', ${pathologies.id}, 'name', ${pathologies.name}) order by ${pathologies.id})
        from ${profilePathologies} join ${pathologies} on ${pathologies.id} = ${profilePathologies.pathologyId}
        where ${profilePathologies.accountId} = ${accounts.id}), '[]'::json)`,
      familyHistories: sql<Array<{ id: number; name: string }>>`coalesce((
        select json_agg(json_build_object('id', ${familyHistories.id}, 'name', ${familyHistories.name}) order by ${familyHistories.id})
        from ${profileFamilyHistories} join ${familyHistories} on ${familyHistories.id} = ${profileFamilyHistories.familyHistoryId}
        where ${profileFamilyHistories.accountId} = ${accounts.id}), '[]'::json)`,
      // A kit payment the provider has not decided yet (in review, or 3-D Secure): the page says so.
      paymentInProcess: sql<boolean>`exists (select 1 from orders o where o.account_id = ${accounts.id}
        and o.kind = 'kit' and o.status = 'pending' and o.provider_status is not null)`,
      // The company that unlinked this customer and took the unused kit back (issue 41 item 7), while
      // the customer has no kit and no company: the purchase page says why there is a price now.
      companyUnlink: sql<{ company: string; at: string } | null>`(
        select json_build_object('company', coalesce(nullif(b.name, ''), nullif(p2.first_name, ''), 'Tu empresa'), 'at', u.unlinked_at)
        from employee_unlinks u left join businesses b on b.account_id = u.business_id
          left join profiles p2 on p2.account_id = u.business_id
        where u.account_id = ${accounts.id} and u.place_returned and ${accounts.businessId} is null
          and not exists (select 1 from analyses a2 where a2.account_id = ${accounts.id})
        order by u.unlinked_at desc limit 1)`,
      publicCode: nutritionists.publicCode,
      business: {
        name: businesses.name,
        rut: businesses.rut,
        businessName: businesses.businessName,
        address: businesses.address,
        city: businesses.city,
        phone: businesses.phone,
        avatarUrl: businesses.avatarUrl,
      },
      referer: {
        publicCode: refererCode.publicCode,
        firstName: refererProfile.firstName,
        lastName: refererProfile.lastName,
      },
      session: sessionStateColumns(),
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .leftJoin(nutritionists, eq(nutritionists.accountId, accounts.id))
    .leftJoin(businesses, eq(businesses.accountId, accounts.id))
    .leftJoinLateral(latestAnalysis, sql`true`)
    .leftJoin(refererCode, eq(refererCode.accountId, accounts.nutritionistId))
    .leftJoin(refererProfile, eq(refererProfile.accountId, accounts.nutritionistId))
    .where(eq(accounts.id, sql.placeholder('id')))
    .limit(1);
}

const accountViewQuery = preparedStatement((db) => accountViewSelect(db).prepare('nt_account_view'));
const ownAccountViewQuery = preparedStatement((db) => accountViewSelect(db).prepare('nt_own_account_view'));
type AccountViewRow = Awaited<ReturnType<ReturnType<typeof accountViewQuery>['execute']>>[number];

/**
 * The account as the API shows it: profile, latest analysis, health lists, nutritionist code,
 * company, referer. One round trip (joins, a lateral subquery and JSON aggregates).
 */
export async function findAccountView(db: Executor, id: string): Promise<Account | undefined> {
  const [row] = await accountViewQuery(db).execute({ id, jti: '' });
  return row ? accountOf(row) : undefined;
}

/** The signed-in account's own view, with the session check in the same statement (decision 080). */
export async function findOwnAccountView(
  db: Executor,
  who: TokenSubject,
): Promise<WithSessionState<Account | undefined>> {
  const [row] = await ownAccountViewQuery(db).execute({ id: who.id, jti: who.jti });
  return row ? { session: row.session, data: accountOf(row) } : { session: undefined, data: undefined };
}

function accountOf(row: AccountViewRow): Account {
  const p = row.profile;
  const a = row.analysis;
  const b = row.business;
  const r = row.referer;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    emailConfirmed: row.emailConfirmedAt !== null,
    profile: {
      firstName: p?.firstName ?? '',
      lastName: p?.lastName ?? '',
      birthDate: p?.birthDate ?? null,
      height: p?.height ?? null,
      weight: p?.weight ?? null,
      gender: p?.gender ?? null,
      ethnicity: p?.ethnicity ?? null,
      mobile: p?.mobile ?? null,
      analysis: a
        ? {
            id: a.id,
            referenceId: a.referenceId,
            created: a.createdAt.toISOString(),
            lastModified: a.updatedAt.toISOString(),
            status: a.status,
            order:
              a.orderInvoiceId && a.orderQuantity !== null
                ? {
                    invoiceId: a.orderInvoiceId,
                    analyses: a.orderQuantity,
                    quantity: a.orderQuantity,
                    transaction: {
                      amount: a.orderTotalCents ?? 0,
                      currency: a.orderCurrency ?? 'USD',
                      installments: a.orderInstallments ?? 1,
                    },
                  }
                : null,
          }
        : null,
      pathologies: row.pathologies,
      familyHistories: row.familyHistories,
      ...(row.paymentInProcess && !a ? { paymentInProcess: true } : {}),
      ...(row.companyUnlink && !a
        ? { companyUnlink: { company: row.companyUnlink.company, at: new Date(row.companyUnlink.at).toISOString() } }
        : {}),
    },
    nutritionist: row.publicCode ? { publicCode: row.publicCode } : null,
    business: b
      ? {
          name: b.name,
          rut: b.rut,
          businessName: b.businessName,
          address: b.address,
          city: b.city,
          phone: b.phone,
          avatar: b.avatarUrl,
        }
      : null,
    // Only a customer has a referer: the nutritionist they linked by code.
    referer:
      row.role === 'Customer' && r?.publicCode != null && r.firstName != null && r.lastName != null
        ? { publicCode: r.publicCode, profile: { firstName: r.firstName, lastName: r.lastName } }
        : null,
  };
}

// ---------------------------------------------------------------- payout details

export async function findBankAccount(db: Executor, accountId: string): Promise<BankAccount | null> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.accountId, accountId)).limit(1);
  if (!row) return null;
  if (row.paymentType === 3) return { paymentType: 3, network: 'Abitab', ci: row.ci ?? '' };
  return {
    paymentType: 1,
    bank: row.bank as never,
    accountNumber: row.accountNumber ?? '',
    branchOffice: row.branchOffice ?? '',
    fullName: row.fullName ?? '',
  };
}

/** Saves bank fields for a bank, only the ID card for the collection network (doc 1 §5). */
export async function saveBankAccount(tx: Executor, accountId: string, value: BankAccount) {
  const values =
    value.paymentType === 1
      ? {
          paymentType: 1,
          bank: value.bank,
          accountNumber: value.accountNumber,
          branchOffice: value.branchOffice,
          fullName: value.fullName,
          network: null,
          ci: null,
        }
      : {
          paymentType: 3,
          bank: null,
          accountNumber: null,
          branchOffice: null,
          fullName: null,
          network: value.network,
          ci: value.ci,
        };
  await tx
    .insert(bankAccounts)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: bankAccounts.accountId, set: { ...values, updatedAt: new Date() } });
}

// ---------------------------------------------------------------- uploads and kit places

/** Claims an upload for its owner; false when it does not exist or belongs to someone else. */
export async function claimUpload(tx: Executor, key: string, ownerId: string): Promise<boolean> {
  const rows = await tx
    .update(uploads)
    .set({ ownerId })
    .where(and(eq(uploads.key, key), sql`(${uploads.ownerId} is null or ${uploads.ownerId} = ${ownerId})`))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/**
 * Places left: granted (purchases, operations, minus refunds) − used. Used = the company's employees
 * + former employees unlinked after their kit was sent (their place stays used; issue 22).
 */
export async function kitsAvailable(db: Executor, businessId: string): Promise<number> {
  const [granted] = await db
    .select({ total: sum(kitPlaceGrants.quantity) })
    .from(kitPlaceGrants)
    .where(eq(kitPlaceGrants.businessId, businessId));
  const [used] = await db.select({ n: count() }).from(accounts).where(eq(accounts.businessId, businessId));
  const [kept] = await db
    .select({ n: count() })
    .from(employeeUnlinks)
    .where(and(eq(employeeUnlinks.businessId, businessId), eq(employeeUnlinks.placeReturned, false)));
  return Math.max(0, Number(granted?.total ?? 0) - Number(used?.n ?? 0) - Number(kept?.n ?? 0));
}
