/** Account deletion: what makes it wait, and the erasure itself (docs/privacy.md). */
import { and, asc, eq, gte, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  addresses,
  analyses,
  auditLog,
  bankAccounts,
  cardSessions,
  consents,
  consultationBookings,
  consultationPurchases,
  distributions,
  emailTokens,
  genotypes,
  invitations,
  kitDistributions,
  ledgerEntries,
  mealDeliveries,
  nutritionProfiles,
  orderLines,
  orders,
  outboxEmails,
  paymentInstruments,
  profileFamilyHistories,
  profilePathologies,
  profiles,
  providerCustomers,
  rateLimits,
  resultsAccessLog,
  slotBookings,
  trustedDevices,
  twoFactorRecoveryCodes,
  uploads,
} from '../../db/schema';

/** A paid consultation session still to come: deletion waits until it happened (docs/privacy.md). */
export async function findUpcomingConsultation(db: Executor, accountId: string, now: Date) {
  const [row] = await db
    .select({ startsAt: consultationBookings.startsAt })
    .from(consultationBookings)
    .innerJoin(orders, eq(orders.id, consultationBookings.orderId))
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.status, 'paid'),
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
    .select({ deliveryDate: sql<string>`${orderLines.serviceDate}` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.kind, 'meals'),
        eq(orders.status, 'paid'),
        eq(orderLines.kind, 'meal'),
        gte(orderLines.serviceDate, today),
      ),
    )
    .orderBy(asc(orderLines.serviceDate))
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
  // The account row stays (anonymised), so its cascades do not run: the browsers it trusted and its
  // second factor's recovery codes go here.
  await tx.delete(trustedDevices).where(eq(trustedDevices.accountId, accountId));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountId, accountId));
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

  // Cards saved at the payment provider: removed there once this commits (the service does it).
  const providerCards = (
    await tx
      .select({
        token: paymentInstruments.token,
        providerCustomerId: paymentInstruments.providerCustomerId,
        providerCardId: paymentInstruments.providerCardId,
        paymentMethodId: paymentInstruments.paymentMethodId,
        issuerId: paymentInstruments.issuerId,
        bin: paymentInstruments.bin,
      })
      .from(paymentInstruments)
      .where(and(eq(paymentInstruments.accountId, accountId), isNotNull(paymentInstruments.providerCardId)))
  ).filter((c) => c.providerCustomerId && c.providerCardId);
  await tx.delete(providerCustomers).where(eq(providerCustomers.accountId, accountId));

  // Accounting records: kept, without personal data.
  await tx
    .update(paymentInstruments)
    .set({
      providerCustomerId: null,
      providerCardId: null,
      bin: null,
      issuerImageUrl: null,
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
  // The buyer as given on meals and consultation orders, their delivery and who attended.
  await tx
    .update(orders)
    .set({ buyerName: '', buyerEmail: anonymousEmail, buyerPhone: '' })
    .where(and(eq(orders.accountId, accountId), isNotNull(orders.buyerEmail)));
  const accountOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.accountId, accountId));
  await tx
    .update(mealDeliveries)
    .set({ department: '', neighborhood: '', address: '', comments: '' })
    .where(inArray(mealDeliveries.orderId, accountOrders));
  await tx
    .update(consultationPurchases)
    .set({ name: '', lastName: '' })
    .where(inArray(consultationPurchases.orderId, accountOrders));

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

  return { avatarKeys: avatars.map((a) => a.key), providerCards };
}
