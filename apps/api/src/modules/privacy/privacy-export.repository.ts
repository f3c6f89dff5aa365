/** Reads of everything the portal holds about a person, for the data export (docs/privacy.md). */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  addresses,
  analyses,
  analysisEvents,
  bankAccounts,
  businesses,
  charges,
  consultationBookings,
  consultationPurchases,
  familyHistories,
  genotypes,
  invitations,
  kitDistributions,
  mealDeliveries,
  nutritionProfiles,
  orderLines,
  orders,
  pathologies,
  paymentInstruments,
  profileFamilyHistories,
  profilePathologies,
  profiles,
} from '../../db/schema';

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
  const rows = await db
    .select({
      id: orders.id,
      kind: orders.kind,
      quantity: sql<number>`(select sum(l.quantity)::int from ${orderLines} l where l.order_id = orders.id)`.mapWith(
        Number,
      ),
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      totalCents: orders.totalCents,
      currency: orders.currency,
      installments: orders.installments,
      status: orders.status,
      invoiceId: orders.invoiceId,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      refundedAt: orders.refundedAt,
    })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.kind, ['kit', 'kit_places'])))
    .orderBy(asc(orders.createdAt));
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
      id: orders.id,
      name: sql<string>`${orders.buyerName}`,
      email: sql<string>`${orders.buyerEmail}`,
      phone: sql<string>`${orders.buyerPhone}`,
      department: mealDeliveries.department,
      neighborhood: mealDeliveries.neighborhood,
      address: mealDeliveries.address,
      fromTime: mealDeliveries.fromTime,
      untilTime: mealDeliveries.untilTime,
      comments: mealDeliveries.comments,
      totalCents: orders.totalCents,
      currency: orders.currency,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(mealDeliveries, eq(mealDeliveries.orderId, orders.id))
    .where(eq(orders.accountId, accountId))
    .orderBy(asc(orders.createdAt));
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          title: orderLines.title,
          deliveryDate: sql<string>`${orderLines.serviceDate}`,
          quantity: orderLines.quantity,
          unitCents: orderLines.unitCents,
        })
        .from(orderLines)
        .where(and(inArray(orderLines.orderId, ids), eq(orderLines.kind, 'meal')))
        .orderBy(asc(orderLines.serviceDate))
    : [];
  return rows.map((r) => ({ ...r, items: items.filter((i) => i.orderId === r.id) }));
}

export async function exportConsultations(db: Executor, accountId: string) {
  const rows = await db
    .select({
      id: orders.id,
      type: consultationPurchases.type,
      name: consultationPurchases.name,
      lastName: consultationPurchases.lastName,
      email: sql<string>`${orders.buyerEmail}`,
      phone: sql<string>`${orders.buyerPhone}`,
      sessions: consultationPurchases.sessions,
      amountCents: orders.totalCents,
      currency: orders.currency,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(consultationPurchases, eq(consultationPurchases.orderId, orders.id))
    .where(eq(orders.accountId, accountId))
    .orderBy(asc(orders.createdAt));
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
