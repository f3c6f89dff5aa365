import { randomBytes } from 'node:crypto';
import {
  AppError,
  CONSENT_TEXT_VERSION,
  type ConsentKind,
  type ConsentsResponse,
  type DataExport,
  DELETE_ACCOUNT_LINK_HOURS,
  deletedAccountEmail,
  formatDateEs,
  montevideoDate,
  privacyTexts,
  scoreGenotypes,
} from '@nutritest/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { currentPasswordGuard } from '../../platform/auth/current-password';
import { consumeEmailToken, createEmailToken, isUuid } from '../../platform/auth/email-tokens';
import type { AuthUser } from '../../platform/auth/guards';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import type { SavedCard } from '../../platform/payments/provider';
import { enforceRateLimit } from '../../platform/rate-limit';
import type { FileStorage } from '../../platform/storage/storage';
import * as resultsRepo from '../results';
import { accessLogWriterFor } from '../results';
import * as repo from './privacy.repository';

const HOUR = 3600;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Whether a linked customer shares their genetic results with their nutritionist. The latest
 * 'share_nutritionist' event decides; a link with no event at all predates consent records (made by
 * the customer typing the code or accepting the invitation) and counts as granted (docs/privacy.md).
 */
export async function sharesWithNutritionist(db: Executor, customerId: string): Promise<boolean> {
  const latest = await repo.latestConsent(db, customerId, 'share_nutritionist');
  return latest ? latest.granted : true;
}

/**
 * Whether the owner opted in to the APOE-based results (docs/privacy.md, "APOE"). Off until they
 * grant it; the latest 'apoe_results' event decides, so a withdrawal applies from the next request.
 */
export async function showsApoeResults(db: Executor, ownerId: string): Promise<boolean> {
  const latest = await repo.latestConsent(db, ownerId, 'apoe_results');
  return latest?.granted ?? false;
}

/** Records a consent event (signup, linking to a nutritionist, the profile switch). */
export function recordConsent(db: Executor, accountId: string, kind: ConsentKind, granted: boolean) {
  return repo.insertConsent(db, accountId, kind, granted, CONSENT_TEXT_VERSION);
}

export function createPrivacyService(deps: {
  db: Database;
  config: Config;
  mail: MailWorker;
  storage: FileStorage;
  /** Removes a card saved at the payment provider (MercadoPago keeps cards under a customer). */
  removeProviderCard?: (card: SavedCard) => Promise<void>;
}) {
  const { db, config, mail, storage } = deps;
  const currentPassword = currentPasswordGuard(db);

  /** What must finish before a customer's data can go (docs/privacy.md, "Eliminar mi cuenta"). */
  async function assertNothingPending(tx: Executor, accountId: string) {
    const now = new Date();
    const consultation = await repo.findUpcomingConsultation(tx, accountId, now);
    if (consultation) {
      const when = formatDateEs(montevideoDate(consultation.startsAt));
      throw new AppError('CONFLICT', privacyTexts.deletionBlockedConsultation(when));
    }
    const delivery = await repo.findUpcomingMealDelivery(tx, accountId, montevideoDate(now));
    if (delivery)
      throw new AppError('CONFLICT', privacyTexts.deletionBlockedMeals(formatDateEs(delivery.deliveryDate)));
  }

  /** Self-service deletion is for customers; the other roles go through support (docs/privacy.md). */
  function assertCustomer(role: string) {
    if (role !== 'Customer') throw new AppError('FORBIDDEN', privacyTexts.deletionRoleViaSupport);
  }

  return {
    // ------------------------------------------------------------ consents

    async consents(user: AuthUser): Promise<ConsentsResponse> {
      const [account, history] = await Promise.all([
        repo.findAccountWithNutritionist(db, user.id),
        repo.listConsents(db, user.id),
      ]);
      if (!account) throw new AppError('NOT_FOUND');
      const latest = (kind: ConsentKind) => history.find((h) => h.kind === kind);
      const genetic = latest('genetic_data');
      const share = latest('share_nutritionist');
      const apoe = latest('apoe_results');
      const linked = account.nutritionist !== null;
      return {
        geneticData: {
          granted: genetic?.granted ?? false,
          textVersion: genetic?.textVersion ?? null,
          at: iso(genetic?.at),
        },
        shareNutritionist: {
          granted: share ? share.granted : linked,
          textVersion: share?.textVersion ?? null,
          at: iso(share?.at),
          legacy: !share && linked,
        },
        apoeResults: { granted: apoe?.granted ?? false, textVersion: apoe?.textVersion ?? null, at: iso(apoe?.at) },
        nutritionist: account.nutritionist
          ? { firstName: account.nutritionist.firstName, lastName: account.nutritionist.lastName }
          : null,
        currentTextVersion: CONSENT_TEXT_VERSION,
        history: history.map((h) => ({
          kind: h.kind,
          textVersion: h.textVersion,
          granted: h.granted,
          at: h.at.toISOString(),
        })),
      };
    },

    /**
     * Sharing with the nutritionist can be withdrawn and granted again at any time; it applies from
     * the next request (the results check reads the latest event). The genetic-data consent is the
     * basis of the whole service: it is withdrawn by deleting the account.
     */
    async updateConsent(user: AuthUser, kind: ConsentKind, granted: boolean): Promise<ConsentsResponse> {
      if (kind === 'genetic_data') {
        throw new AppError('VALIDATION', privacyTexts.geneticDataNotRevocable, {
          kind: privacyTexts.geneticDataNotRevocable,
        });
      }
      if (user.role !== 'Customer') throw new AppError('FORBIDDEN');
      if (kind === 'apoe_results') {
        await recordConsent(db, user.id, 'apoe_results', granted);
        return this.consents(user);
      }
      const account = await repo.findAccountWithNutritionist(db, user.id);
      if (!account?.nutritionist) {
        throw new AppError('CONFLICT', privacyTexts.noNutritionist, { granted: privacyTexts.noNutritionist });
      }
      await recordConsent(db, user.id, 'share_nutritionist', granted);
      return this.consents(user);
    },

    // ------------------------------------------------------------ export

    /** Everything held about the caller. The export is itself logged in the results access log. */
    async exportData(user: AuthUser): Promise<DataExport> {
      await enforceRateLimit(db, `export:${user.id}`, 10, HOUR);
      const account = await repo.exportAccount(db, user.id);
      if (!account) throw new AppError('NOT_FOUND');
      await resultsRepo.logAccess(db, user.id, user.id, user.role);
      // The export lists the log: rows this process has recorded but not yet written go in first.
      await accessLogWriterFor(db).flush();

      const [
        profile,
        health,
        consentRows,
        addresses,
        kits,
        nutrition,
        orders,
        cards,
        meals,
        consultations,
        received,
        sent,
        business,
        payout,
        access,
        linked,
      ] = await Promise.all([
        repo.exportProfile(db, user.id),
        repo.exportHealthAnswers(db, user.id),
        repo.listConsents(db, user.id),
        repo.exportAddresses(db, user.id),
        repo.listAnalyses(db, user.id),
        repo.exportNutritionProfile(db, user.id),
        repo.exportOrders(db, user.id),
        repo.exportSavedCards(db, user.id),
        repo.exportMealOrders(db, user.id),
        repo.exportConsultations(db, user.id),
        repo.exportInvitationsReceived(db, user.id, account.email),
        repo.exportInvitationsSent(db, user.id),
        repo.exportBusiness(db, user.id),
        repo.exportPayoutDetails(db, user.id),
        resultsRepo.listAccess(db, user.id),
        repo.findAccountWithNutritionist(db, user.id),
      ]);
      const kitIds = kits.map((k) => k.id);
      const [events, legs] = await Promise.all([repo.listAnalysisEvents(db, kitIds), repo.listKitLegs(db, kitIds)]);
      const apoeShown = await showsApoeResults(db, user.id);
      const results = [];
      for (const kit of kits) {
        const calls = await repo.listGenotypes(db, kit.id);
        if (calls.length === 0) continue;
        const scored = scoreGenotypes(calls);
        results.push({ referenceId: kit.referenceId, genotypes: calls, traits: scored.items, missing: scored.missing });
      }

      return {
        format: 'nutritest-export-1',
        exportedAt: new Date().toISOString(),
        // The export is the owner's right of access (Ley 18.331): complete, APOE included even without
        // the opt-in, with a warning then (docs/privacy.md, "APOE").
        notice: `Estos son todos los datos que NutriTest guarda sobre vos (Ley 18.331). Contienen datos de salud y genéticos: guardalos en un lugar seguro.${
          apoeShown || results.length === 0 ? '' : privacyTexts.apoeExportNotice
        }`,
        account: {
          id: account.id,
          email: account.email,
          role: account.role,
          emailConfirmedAt: iso(account.emailConfirmedAt),
          createdAt: account.createdAt.toISOString(),
          twoFactorEnabled: account.totpEnabledAt !== null,
          linkedNutritionist: linked?.nutritionist ?? null,
          company: account.businessId ? { name: (await repo.findBusinessName(db, account.businessId)) ?? '' } : null,
        },
        profile: profile
          ? {
              firstName: profile.firstName,
              lastName: profile.lastName,
              birthDate: profile.birthDate,
              height: profile.height,
              weight: profile.weight,
              gender: profile.gender,
              ethnicity: profile.ethnicity,
              mobile: profile.mobile,
              updatedAt: profile.updatedAt.toISOString(),
            }
          : null,
        healthAnswers: health,
        consents: consentRows.map((c) => ({
          kind: c.kind,
          textVersion: c.textVersion,
          granted: c.granted,
          at: c.at.toISOString(),
        })),
        addresses: addresses.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
        kits: kits.map((k) => ({
          referenceId: k.referenceId,
          status: k.status,
          createdAt: k.createdAt.toISOString(),
          timeline: events
            .filter((e) => e.analysisId === k.id)
            .map((e) => ({ status: e.status, at: e.at.toISOString() })),
          deliveries: legs
            .filter((l) => l.analysisId === k.id)
            .map((l) => ({
              leg: l.type,
              status: l.status,
              date: l.date,
              schedule: l.schedule,
              agreedDate: l.agreedDate,
              agreedNote: l.agreedNote,
            })),
        })),
        results,
        nutritionProfile: nutrition
          ? {
              sex: nutrition.sex,
              goals: nutrition.goals,
              activity: nutrition.activity,
              weight: nutrition.weight,
              height: nutrition.height,
              age: nutrition.age,
              selectedDiet: nutrition.selectedDiet,
              updatedAt: nutrition.updatedAt.toISOString(),
            }
          : null,
        orders: orders.map(({ order: o, charges }) => ({
          id: o.id,
          kind: o.kind,
          quantity: o.quantity,
          subtotalCents: o.subtotalCents,
          discountCents: o.discountCents,
          totalCents: o.totalCents,
          currency: o.currency,
          installments: o.installments,
          status: o.status,
          invoiceId: o.invoiceId,
          createdAt: o.createdAt.toISOString(),
          paidAt: iso(o.paidAt),
          refundedAt: iso(o.refundedAt),
          charges: charges.map((c) => ({
            amountCents: c.amountCents,
            currency: c.currency,
            status: c.status,
            at: c.at.toISOString(),
          })),
        })),
        savedCards: cards.map((c) => ({ ...c, createdAt: c.createdAt.toISOString(), removedAt: iso(c.removedAt) })),
        mealOrders: meals.map((m) => ({
          ...m,
          createdAt: m.createdAt.toISOString(),
          items: m.items.map(({ orderId: _o, ...i }) => i),
        })),
        consultations: consultations.map((c) => ({
          ...c,
          createdAt: c.createdAt.toISOString(),
          bookings: c.bookings.map((b) => ({
            startsAt: b.startsAt.toISOString(),
            endsAt: b.endsAt.toISOString(),
            status: b.status,
            sessionNumber: b.sessionNumber,
          })),
        })),
        invitationsReceived: received.map((i) => ({
          ...i,
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
        })),
        invitationsSent: sent.map((i) => ({
          ...i,
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
        })),
        business,
        payoutDetails: payout,
        resultsAccessLog: access.map((r) => ({
          at: r.at.toISOString(),
          role: r.viewerRole,
          viewer:
            r.viewerId === user.id ? 'Vos' : `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || 'Equipo NutriTest',
        })),
      };
    },

    // ------------------------------------------------------------ deletion

    /** Checks the password again and e-mails a single-use link (24 h) that confirms the deletion. */
    async requestDeletion(user: AuthUser, password: string): Promise<void> {
      assertCustomer(user.role);
      await enforceRateLimit(db, `delete-account:${user.id}`, 5, HOUR);
      // Wrong passwords count on the one current-password counter (issue 36, L1): the fifth ends every session.
      await currentPassword.assertOpen(user.id);
      const account = await repo.findAccountWithNutritionist(db, user.id);
      if (!account || !(await verifyPassword(account.passwordHash, password))) {
        return currentPassword.fail(
          user.id,
          new AppError('VALIDATION', privacyTexts.deletionWrongPassword, {
            password: privacyTexts.deletionWrongPassword,
          }),
        );
      }
      await currentPassword.succeed(user.id);
      await assertNothingPending(db, user.id);
      const profile = await repo.exportProfile(db, user.id);
      await db.transaction(async (tx) => {
        const { id, token } = await createEmailToken(tx, user.id, 'delete-account');
        await enqueueEmail(
          tx,
          account.email,
          emailTemplates.deleteAccount({
            firstName: profile?.firstName ?? '',
            supportEmail: config.supportEmail,
            confirmUrl: `${config.publicUrl}/eliminar-cuenta?data=${id}.${token}`,
            hours: DELETE_ACCOUNT_LINK_HOURS,
          }),
        );
      });
      mail.nudge();
    },

    /**
     * The e-mailed link, confirmed on its page: one transaction uses the token and erases the
     * account (privacy.repository eraseAccount). A refusal leaves the link unused.
     */
    async confirmDeletion(data: string, ip: string): Promise<void> {
      await enforceRateLimit(db, `delete-confirm:${ip}`, 20, HOUR);
      const [tokenId = '', token = ''] = data.split('.');
      if (!isUuid(tokenId) || !token) throw new AppError('VALIDATION', privacyTexts.deletionLinkInvalid);
      const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
      // Reads logged by this process but not yet written go in before the erasure deletes the log.
      await accessLogWriterFor(db).flush();
      let avatarKeys: string[] = [];
      let providerCards: SavedCard[] = [];
      try {
        ({ avatarKeys, providerCards } = await db.transaction(async (tx) => {
          const accountId = await consumeEmailToken(tx, { tokenId }, token, 'delete-account');
          const account = await repo.findAccountWithNutritionist(tx, accountId);
          if (!account || account.deletedAt) throw new AppError('VALIDATION', privacyTexts.deletionLinkInvalid);
          assertCustomer(account.role);
          await assertNothingPending(tx, accountId);
          const erased = await repo.eraseAccount(tx, {
            accountId,
            oldEmail: account.email,
            anonymousEmail: deletedAccountEmail(accountId),
            unusablePasswordHash,
            now: new Date(),
          });
          return erased;
        }));
      } catch (err) {
        if (err instanceof AppError && err.code === 'VALIDATION') {
          throw new AppError('VALIDATION', privacyTexts.deletionLinkInvalid);
        }
        throw err;
      }
      // Files go once the rows are gone; a failure here leaves an orphan file, never a dangling row.
      for (const key of avatarKeys) await storage.delete(key).catch(() => {});
      // The provider's copies of the saved cards too (best effort: our records no longer point at them).
      for (const card of providerCards) await deps.removeProviderCard?.(card).catch(() => {});
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
