import type { ConsentKind } from '@nutritest/domain';
import { and, asc, desc, eq, gte, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  addresses,
  analyses,
  analysisEvents,
  auditLog,
  bankAccounts,
  businesses,
  cardSessions,
  charges,
  consents,
  consultationBookings,
  consultationOrders,
  distributions,
  emailTokens,
  familyHistories,
  genotypes,
  invitations,
  kitDistributions,
  ledgerEntries,
  mealOrderItems,
  mealOrders,
  nutritionists,
  nutritionProfiles,
  orders,
  outboxEmails,
  pathologies,
  paymentInstruments,
  profileFamilyHistories,
  profilePathologies,
  profiles,
  rateLimits,
  resultsAccessLog,
  slotBookings,
  uploads,
} from '../../db/schema';

// ---------------------------------------------------------------- consents

export async function insertConsent(
  db: Executor,
  accountId: string,
  kind: ConsentKind,
  granted: boolean,
  textVersion: string,
) {
  await db.insert(consents).values({ accountId, kind, granted, textVersion });
}

/** Every consent event of the account, newest first. */
export function listConsents(db: Executor, accountId: string) {
  return db
    .select({ kind: consents.kind, textVersion: consents.textVersion, granted: consents.granted, at: consents.at })
    .from(consents)
    .where(eq(consents.accountId, accountId))
    .orderBy(desc(consents.at), desc(consents.id));
}

/** The latest event of one kind, or undefined when none was recorded. */
export async function latestConsent(db: Executor, accountId: string, kind: ConsentKind) {
  const [row] = await db
    .select({ granted: consents.granted, textVersion: consents.textVersion, at: consents.at })
    .from(consents)
    .where(and(eq(consents.accountId, accountId), eq(consents.kind, kind)))
    .orderBy(desc(consents.at), desc(consents.id))
    .limit(1);
  return row;
}

/** The person, the nutritionist they are linked to (names), for the consents page. */
export async function findAccountWithNutritionist(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      email: accounts.email,
      passwordHash: accounts.passwordHash,
      nutritionistId: accounts.nutritionistId,
      deletedAt: accounts.deletedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) return undefined;
  let nutritionist: { firstName: string; lastName: string; publicCode: string } | null = null;
  if (row.nutritionistId) {
    const [n] = await db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName, publicCode: nutritionists.publicCode })
      .from(nutritionists)
      .innerJoin(profiles, eq(profiles.accountId, nutritionists.accountId))
      .where(eq(nutritionists.accountId, row.nutritionistId));
    nutritionist = n ?? null;
  }
  return { ...row, nutritionist };
}

// ---------------------------------------------------------------- export

export async function exportAccount(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      role: accounts.role,
      emailConfirmedAt: accounts.emailConfirmedAt,
      createdAt: accounts.createdAt,
      totpEnabledAt: accounts.totpEnabledAt,
      nutritionistId: accounts.nutritionistId,
      businessId: accounts.businessId,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

export async function exportProfile(db: Executor, accountId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.accountId, accountId));
  return row;
}

export async function exportHealthAnswers(db: Executor, accountId: string) {
  const [p, f] = await Promise.all([
    db
      .select({ name: pathologies.name })
      .from(profilePathologies)
      .innerJoin(pathologies, eq(pathologies.id, profilePathologies.pathologyId))
      .where(eq(profilePathologies.accountId, accountId))
      .orderBy(asc(pathologies.id)),
    db
      .select({ name: familyHistories.name })
      .from(profileFamilyHistories)
      .innerJoin(familyHistories, eq(familyHistories.id, profileFamilyHistories.familyHistoryId))
      .where(eq(profileFamilyHistories.accountId, accountId))
      .orderBy(asc(familyHistories.id)),
  ]);
  return { pathologies: p.map((r) => r.name), familyHistories: f.map((r) => r.name) };
}

export async function findBusinessName(db: Executor, businessId: string) {
  const [row] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.accountId, businessId));
  return row?.name ?? null;
}

export async function exportBusiness(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      name: businesses.name,
      rut: businesses.rut,
      businessName: businesses.businessName,
      address: businesses.address,
      phone: businesses.phone,
      avatarUrl: businesses.avatarUrl,
    })
    .from(businesses)
    .where(eq(businesses.accountId, accountId));
  return row ?? null;
}

export async function exportPayoutDetails(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      paymentType: bankAccounts.paymentType,
      bank: bankAccounts.bank,
      accountNumber: bankAccounts.accountNumber,
      branchOffice: bankAccounts.branchOffice,
      fullName: bankAccounts.fullName,
      network: bankAccounts.network,
      ci: bankAccounts.ci,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.accountId, accountId));
  return row ?? null;
}

export function exportAddresses(db: Executor, accountId: string) {
  return db
    .select({
      street: addresses.street,
      doorNumber: addresses.doorNumber,
      apartmentNumber: addresses.apartmentNumber,
      corner: addresses.corner,
      state: addresses.state,
      city: addresses.city,
      createdAt: addresses.createdAt,
    })
    .from(addresses)
    .where(eq(addresses.accountId, accountId))
    .orderBy(asc(addresses.createdAt));
}

export function listAnalyses(db: Executor, accountId: string) {
  return db
    .select({
      id: analyses.id,
      referenceId: analyses.referenceId,
      status: analyses.status,
      createdAt: analyses.createdAt,
    })
    .from(analyses)
    .where(eq(analyses.accountId, accountId))
    .orderBy(asc(analyses.createdAt));
}

export function listAnalysisEvents(db: Executor, analysisIds: string[]) {
  if (analysisIds.length === 0) return Promise.resolve([]);
  return db
    .select({ analysisId: analysisEvents.analysisId, status: analysisEvents.status, at: analysisEvents.at })
    .from(analysisEvents)
    .where(inArray(analysisEvents.analysisId, analysisIds))
    .orderBy(asc(analysisEvents.at));
}

export function listKitLegs(db: Executor, analysisIds: string[]) {
  if (analysisIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: kitDistributions.id,
      analysisId: kitDistributions.analysisId,
      type: kitDistributions.type,
      status: kitDistributions.status,
      date: kitDistributions.date,
      schedule: kitDistributions.schedule,
      agreedDate: kitDistributions.agreedDate,
      agreedNote: kitDistributions.agreedNote,
    })
    .from(kitDistributions)
    .where(inArray(kitDistributions.analysisId, analysisIds))
    .orderBy(asc(kitDistributions.createdAt));
}

export function listGenotypes(db: Executor, analysisId: string) {
  return db
    .select({ rsid: genotypes.rsid, genotype: genotypes.genotype })
    .from(genotypes)
    .where(eq(genotypes.analysisId, analysisId))
    .orderBy(asc(genotypes.rsid));
}

export async function exportNutritionProfile(db: Executor, accountId: string) {
  const [row] = await db.select().from(nutritionProfiles).where(eq(nutritionProfiles.accountId, accountId));
  return row ?? null;
}

/** Kit orders with their charges: amounts and states only (the gateway's references stay out). */
export async function exportOrders(db: Executor, accountId: string) {
  const rows = await db.select().from(orders).where(eq(orders.accountId, accountId)).orderBy(asc(orders.createdAt));
  const ids = rows.map((r) => r.id);
  const chargeRows = ids.length
    ? await db
        .select({
          orderId: charges.orderId,
          amountCents: charges.amountCents,
          currency: charges.currency,
          status: charges.status,
          at: charges.createdAt,
        })
        .from(charges)
        .where(inArray(charges.orderId, ids))
        .orderBy(asc(charges.createdAt))
    : [];
  return rows.map((o) => ({ order: o, charges: chargeRows.filter((c) => c.orderId === o.id) }));
}

/** Saved cards as the person sees them: never the gateway token. */
export function exportSavedCards(db: Executor, accountId: string) {
  return db
    .select({
      brand: paymentInstruments.brand,
      masked: paymentInstruments.masked,
      holderName: paymentInstruments.holderName,
      expiry: paymentInstruments.expiry,
      createdAt: paymentInstruments.createdAt,
      removedAt: paymentInstruments.removedAt,
    })
    .from(paymentInstruments)
    .where(eq(paymentInstruments.accountId, accountId))
    .orderBy(asc(paymentInstruments.createdAt));
}

export async function exportMealOrders(db: Executor, accountId: string) {
  const rows = await db
    .select({
      id: mealOrders.id,
      name: mealOrders.name,
      email: mealOrders.email,
      phone: mealOrders.phone,
      department: mealOrders.department,
      neighborhood: mealOrders.neighborhood,
      address: mealOrders.address,
      fromTime: mealOrders.fromTime,
      untilTime: mealOrders.untilTime,
      comments: mealOrders.comments,
      totalCents: mealOrders.totalCents,
      currency: mealOrders.currency,
      status: mealOrders.status,
      createdAt: mealOrders.createdAt,
    })
    .from(mealOrders)
    .where(eq(mealOrders.accountId, accountId))
    .orderBy(asc(mealOrders.createdAt));
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db
        .select({
          orderId: mealOrderItems.orderId,
          title: mealOrderItems.title,
          deliveryDate: mealOrderItems.deliveryDate,
          quantity: mealOrderItems.quantity,
          unitCents: mealOrderItems.unitCents,
        })
        .from(mealOrderItems)
        .where(inArray(mealOrderItems.orderId, ids))
        .orderBy(asc(mealOrderItems.deliveryDate))
    : [];
  return rows.map((r) => ({ ...r, items: items.filter((i) => i.orderId === r.id) }));
}

export async function exportConsultations(db: Executor, accountId: string) {
  const rows = await db
    .select({
      id: consultationOrders.id,
      type: consultationOrders.type,
      name: consultationOrders.name,
      lastName: consultationOrders.lastName,
      email: consultationOrders.email,
      phone: consultationOrders.phone,
      sessions: consultationOrders.sessions,
      amountCents: consultationOrders.amountCents,
      currency: consultationOrders.currency,
      status: consultationOrders.status,
      createdAt: consultationOrders.createdAt,
    })
    .from(consultationOrders)
    .where(eq(consultationOrders.accountId, accountId))
    .orderBy(asc(consultationOrders.createdAt));
  const ids = rows.map((r) => r.id);
  const bookings = ids.length
    ? await db
        .select({
          orderId: consultationBookings.orderId,
          startsAt: consultationBookings.startsAt,
          endsAt: consultationBookings.endsAt,
          status: consultationBookings.status,
          sessionNumber: consultationBookings.sessionNumber,
        })
        .from(consultationBookings)
        .where(inArray(consultationBookings.orderId, ids))
        .orderBy(asc(consultationBookings.startsAt))
    : [];
  return rows.map((r) => ({ ...r, bookings: bookings.filter((b) => b.orderId === r.id) }));
}

const invitationColumns = {
  kind: invitations.kind,
  firstName: invitations.firstName,
  lastName: invitations.lastName,
  email: invitations.email,
  status: invitations.status,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
};

export function exportInvitationsReceived(db: Executor, accountId: string, email: string) {
  return db
    .select(invitationColumns)
    .from(invitations)
    .where(or(eq(invitations.acceptedAccountId, accountId), eq(invitations.email, email)))
    .orderBy(asc(invitations.createdAt));
}

export function exportInvitationsSent(db: Executor, accountId: string) {
  return db
    .select(invitationColumns)
    .from(invitations)
    .where(eq(invitations.inviterId, accountId))
    .orderBy(asc(invitations.createdAt));
}

// ---------------------------------------------------------------- deletion

/** A paid consultation session still to come: deletion waits until it happened (docs/privacy.md). */
export async function findUpcomingConsultation(db: Executor, accountId: string, now: Date) {
  const [row] = await db
    .select({ startsAt: consultationBookings.startsAt })
    .from(consultationBookings)
    .innerJoin(consultationOrders, eq(consultationOrders.id, consultationBookings.orderId))
    .where(
      and(
        eq(consultationOrders.accountId, accountId),
        eq(consultationOrders.status, 'paid'),
        eq(consultationBookings.status, 'confirmed'),
        gte(consultationBookings.endsAt, now),
      ),
    )
    .orderBy(asc(consultationBookings.startsAt))
    .limit(1);
  return row;
}

/** A paid meals delivery from `today` on: the courier needs the address until then. */
export async function findUpcomingMealDelivery(db: Executor, accountId: string, today: string) {
  const [row] = await db
    .select({ deliveryDate: mealOrderItems.deliveryDate })
    .from(mealOrderItems)
    .innerJoin(mealOrders, eq(mealOrders.id, mealOrderItems.orderId))
    .where(
      and(eq(mealOrders.accountId, accountId), eq(mealOrders.status, 'paid'), gte(mealOrderItems.deliveryDate, today)),
    )
    .orderBy(asc(mealOrderItems.deliveryDate))
    .limit(1);
  return row;
}

/**
 * Everything personal about the account goes, in the caller's transaction; what accounting needs
 * (orders, charges, ledger, commissions, meal and consultation orders) stays with amounts and dates
 * but without names, contact data or notes. The account row stays, anonymised, so those records keep
 * their owner id and every session dies with the token version.
 */
export async function eraseAccount(
  tx: Executor,
  input: { accountId: string; oldEmail: string; anonymousEmail: string; unusablePasswordHash: string; now: Date },
) {
  const { accountId, oldEmail, anonymousEmail, now } = input;

  // Kits: free the courier slots of legs still to come, then the genetic data and the kit history.
  const kitIds = (await tx.select({ id: analyses.id }).from(analyses).where(eq(analyses.accountId, accountId))).map(
    (r) => r.id,
  );
  const legIds: string[] = [];
  if (kitIds.length) {
    const legs = await tx
      .select({
        id: kitDistributions.id,
        date: kitDistributions.date,
        schedule: kitDistributions.schedule,
        status: kitDistributions.status,
      })
      .from(kitDistributions)
      .where(inArray(kitDistributions.analysisId, kitIds));
    for (const leg of legs) {
      legIds.push(leg.id);
      if (leg.status === 'scheduled' && leg.date && leg.schedule !== null) {
        await tx
          .update(slotBookings)
          .set({ booked: sql`greatest(${slotBookings.booked} - 1, 0)` })
          .where(and(eq(slotBookings.date, leg.date), eq(slotBookings.schedule, leg.schedule)));
      }
    }
    // Operator audit entries about these kits may quote call notes: keep who/what/when, drop the details.
    await tx
      .update(auditLog)
      .set({ before: null, after: null })
      .where(inArray(auditLog.entityId, [...kitIds, ...legIds]));
    // genotypes, analysis_events, distributions and kit legs go with the analysis (on delete cascade).
    await tx.delete(genotypes).where(inArray(genotypes.analysisId, kitIds));
    await tx.delete(analyses).where(inArray(analyses.id, kitIds));
  }
  await tx.delete(distributions).where(eq(distributions.accountId, accountId));
  await tx.delete(addresses).where(eq(addresses.accountId, accountId));

  // Health and profile data.
  await tx.delete(profilePathologies).where(eq(profilePathologies.accountId, accountId));
  await tx.delete(profileFamilyHistories).where(eq(profileFamilyHistories.accountId, accountId));
  await tx.delete(nutritionProfiles).where(eq(nutritionProfiles.accountId, accountId));
  // The profile row stays (other people's listings join it) but says nothing about the person.
  await tx
    .update(profiles)
    .set({
      firstName: 'Cuenta',
      lastName: 'eliminada',
      birthDate: null,
      height: null,
      weight: null,
      gender: null,
      ethnicity: null,
      mobile: null,
      updatedAt: now,
    })
    .where(eq(profiles.accountId, accountId));
  await tx.delete(bankAccounts).where(eq(bankAccounts.accountId, accountId));

  // Consents, the results access log, links and tokens.
  await tx.delete(consents).where(eq(consents.accountId, accountId));
  await tx.delete(resultsAccessLog).where(eq(resultsAccessLog.ownerId, accountId));
  await tx.delete(emailTokens).where(eq(emailTokens.accountId, accountId));
  await tx.delete(cardSessions).where(eq(cardSessions.accountId, accountId));
  await tx
    .delete(invitations)
    .where(
      or(
        eq(invitations.acceptedAccountId, accountId),
        and(eq(invitations.email, oldEmail), eq(invitations.status, 'pending')),
        and(eq(invitations.inviterId, accountId), eq(invitations.status, 'pending')),
      ),
    );
  const avatars = await tx.delete(uploads).where(eq(uploads.ownerId, accountId)).returning({ key: uploads.key });

  // Accounting records: kept, without personal data.
  await tx
    .update(paymentInstruments)
    .set({
      holderName: '',
      masked: '****',
      expiry: '',
      token: sql`'eliminada-' || ${paymentInstruments.id}::text`,
      removedAt: sql`coalesce(${paymentInstruments.removedAt}, now())`,
    })
    .where(eq(paymentInstruments.accountId, accountId));
  const orderIds = (await tx.select({ id: orders.id }).from(orders).where(eq(orders.accountId, accountId))).map(
    (r) => r.id,
  );
  await tx
    .update(ledgerEntries)
    .set({ note: null })
    .where(
      orderIds.length
        ? or(eq(ledgerEntries.accountId, accountId), inArray(ledgerEntries.orderId, orderIds))
        : eq(ledgerEntries.accountId, accountId),
    );
  await tx
    .update(mealOrders)
    .set({ name: '', email: anonymousEmail, phone: '', department: '', neighborhood: '', address: '', comments: '' })
    .where(eq(mealOrders.accountId, accountId));
  await tx
    .update(consultationOrders)
    .set({ name: '', lastName: '', email: anonymousEmail, phone: '' })
    .where(eq(consultationOrders.accountId, accountId));

  // Copies of the e-mails sent to the old address (they quote names and links), and counters keyed by it.
  await tx.delete(outboxEmails).where(eq(outboxEmails.toAddress, oldEmail));
  const escaped = oldEmail.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');
  await tx.delete(rateLimits).where(like(rateLimits.key, `%:${escaped}`));

  // The account row: anonymised, unusable, every token dead.
  await tx
    .update(accounts)
    .set({
      email: anonymousEmail,
      passwordHash: input.unusablePasswordHash,
      tokenVersion: sql`${accounts.tokenVersion} + 1`,
      nutritionistId: null,
      businessId: null,
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)));

  return { avatarKeys: avatars.map((a) => a.key) };
}
