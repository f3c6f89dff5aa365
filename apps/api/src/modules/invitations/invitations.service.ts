import { createHash, randomBytes } from 'node:crypto';
import {
  type Account,
  AnalysisStatus,
  AppError,
  type AuthenticateResponse,
  type acceptInvitationSchema,
  companyOfferTexts,
  type EmployeeUnlinked,
  employeeTexts,
  formatDateEs,
  INVITATION_TTL_DAYS,
  type InvitationStatus,
  type InvitationSummary,
  type InvitationView,
  type invitationRequestSchema,
  invitationTexts,
  type LinkedPerson,
  listStateForAnalysisStatus,
  messages,
  montevideoDate,
  type PendingCompanyInvitation,
} from '@nutritest/domain';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { isUuid } from '../../platform/auth/email-tokens';
import type { AuthUser } from '../../platform/auth/guards';
import { hashNewPassword } from '../../platform/auth/passwords';
import type { TokenService } from '../../platform/auth/tokens';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import { enforceRateLimit } from '../../platform/rate-limit';
import * as accountsRepo from '../accounts';
import * as kits from '../kits';
import * as logisticsRepo from '../logistics';
import { recordConsent } from '../privacy';
import * as repo from './invitations.repository';

type Kind = 'patient' | 'employee';
type InvitationRequest = z.output<typeof invitationRequestSchema>;
type AcceptRequest = z.output<typeof acceptInvitationSchema>;

const DAY = 24 * 3600 * 1000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** 'pending' past its expiry reads as 'expired'. */
function statusOf(row: repo.InvitationRow, now = new Date()): InvitationStatus {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

function summary(row: repo.InvitationRow): InvitationSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

function toLinkedPerson(p: Awaited<ReturnType<typeof repo.listLinked>>[number]): LinkedPerson {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    analysisStatus: p.analysis?.status ?? null,
    state: listStateForAnalysisStatus(p.analysis?.status ?? null),
    referenceId: p.analysis?.referenceId ?? null,
    since: p.createdAt.toISOString(),
  };
}

/**
 * Invitations of nutritionists (patients) and companies (employees), the people linked to them, and
 * the acceptance that turns an invitation into a Customer account. An employee's kit is paid by a
 * company place, taken under a lock on the company's row: with K places left and N > K people
 * registering at once, exactly K get a kit.
 */
export function createInvitationsService(deps: {
  db: Database;
  tokens: TokenService;
  config: Config;
  mail: MailWorker;
}) {
  const { db, tokens, config, mail } = deps;

  const linkFor = (kind: Kind, token: string) =>
    `${config.publicUrl}/createUser?${kind === 'employee' ? 'user' : 'patient'}=${encodeURIComponent(token)}`;

  function inviterName(inviter: NonNullable<Awaited<ReturnType<typeof repo.findInviter>>>): string {
    if (inviter.role === 'Business') return inviter.businessName || inviter.firstName || 'Tu empresa';
    return `${inviter.firstName ?? ''} ${inviter.lastName ?? ''}`.trim() || 'Tu nutricionista';
  }

  /**
   * The invitation e-mail; when the address already has an account (decision 017), a notice to its
   * owner instead: the inviter gets the same answer and list entry either way, so inviting does not
   * tell whether someone has an account with us.
   */
  async function sendEmail(tx: Executor, row: repo.InvitationRow, token: string, name: string) {
    if (await accountsRepo.isEmailRegistered(tx, row.email)) {
      await enqueueEmail(
        tx,
        row.email,
        emailTemplates.notice({
          firstName: row.firstName,
          supportEmail: config.supportEmail,
          subject: `${name} te invitó a NutriTest`,
          paragraphs: [
            `${name} te invitó a NutriTest, pero ya tenés una cuenta con este correo, así que no creamos otra.`,
            row.kind === 'patient'
              ? 'Si querés compartir tus resultados con tu nutricionista, ingresá y vinculala desde tu perfil con su código.'
              : companyOfferTexts.emailParagraph(name),
          ],
          action: { label: 'Ingresar a NutriTest', url: `${config.publicUrl}/login` },
        }),
      );
      return;
    }
    await enqueueEmail(
      tx,
      row.email,
      emailTemplates.invitation({
        firstName: row.firstName,
        supportEmail: config.supportEmail,
        inviterName: name,
        kind: row.kind,
        url: linkFor(row.kind, token),
        expiresOn: formatDateEs(montevideoDate(row.expiresAt)),
      }),
    );
  }

  /** A usable invitation of that kind for a token, or the "expired or used" answer. */
  async function usable(tx: Executor, kind: Kind, token: string, lock = false) {
    const row = await repo.findByTokenHash(tx, hash(token), lock);
    if (!row || row.kind !== kind || statusOf(row) !== 'pending')
      throw new AppError('NOT_FOUND', invitationTexts.expired);
    return row;
  }

  return {
    async invite(user: AuthUser, kind: Kind, body: InvitationRequest) {
      if (body.accountId !== user.id) throw new AppError('FORBIDDEN');
      await enforceRateLimit(db, `invite:${user.id}`, 200, 3600);
      const info = body.newAccountInfo;
      const takenText = kind === 'patient' ? messages.emailAlreadyLoaded : messages.emailTakenInvite;
      if (kind === 'employee' && (await accountsRepo.kitsAvailable(db, user.id)) === 0) {
        throw new AppError('CONFLICT', invitationTexts.noKits);
      }
      const inviter = await repo.findInviter(db, user.id);
      if (!inviter) throw new AppError('NOT_FOUND');
      const token = randomBytes(32).toString('base64url');
      const values = {
        firstName: info.firstName,
        lastName: info.lastName ?? '',
        profile: info.profile ?? null,
        tokenHash: hash(token),
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY),
      };
      try {
        const row = await db.transaction(async (tx) => {
          // Inviting the same e-mail again renews the pending invitation (new link, new expiry).
          const pending = await repo.findPending(tx, user.id, info.email);
          const saved = pending
            ? await repo.updateInvitation(tx, pending.id, values)
            : await repo.insertInvitation(tx, { ...values, inviterId: user.id, kind, email: info.email });
          await sendEmail(tx, saved, token, inviterName(inviter));
          return saved;
        });
        mail.nudge();
        return { invitation: summary(row), message: invitationTexts.sent };
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', takenText, { 'newAccountInfo.email': takenText });
        throw err;
      }
    },

    async list(user: AuthUser): Promise<InvitationSummary[]> {
      const rows = (await repo.listByInviter(db, user.id)).map((row) => ({ row, item: summary(row) }));
      if (user.role === 'Business') {
        // An accepted invitation whose employee the company unlinked says so (issue 41 item 7), unless
        // the person joined the company again since (a new invitation, linked once more).
        const unlinks = await repo.listUnlinks(db, user.id);
        if (unlinks.size === 0) return rows.map(({ item }) => item);
        const current = new Set((await repo.listLinked(db, { businessId: user.id })).map((p) => p.id));
        return rows.map(({ row, item }) => {
          const unlink = row.status === 'accepted' && row.acceptedAccountId ? unlinks.get(row.acceptedAccountId) : null;
          if (!unlink || current.has(row.acceptedAccountId!)) return item;
          return { ...item, unlinked: { at: unlink.unlinkedAt.toISOString(), placeReturned: unlink.placeReturned } };
        });
      }
      if (user.role !== 'Nutritionist') return rows.map(({ item }) => item);
      // A nutritionist follows each invitee past the e-mail (issue 22 item 7): registered without a
      // kit, kit bought, results ready — only while the patient stays linked to them.
      const linked = new Map((await repo.listLinked(db, { nutritionistId: user.id })).map((p) => [p.id, p]));
      return rows.map(({ row, item }) => {
        if (item.status === 'pending') return { ...item, progress: 'invited' as const };
        const patient = row.status === 'accepted' && row.acceptedAccountId ? linked.get(row.acceptedAccountId) : null;
        if (!patient) return item;
        const status = patient.analysis?.status ?? null;
        const progress =
          status === null ? 'registered' : status === AnalysisStatus.ResultsSent ? 'resultsReady' : 'kitBought';
        return { ...item, progress };
      });
    },

    async resend(user: AuthUser, id: string) {
      const row = await repo.findById(db, id);
      if (!row || row.inviterId !== user.id) throw new AppError('NOT_FOUND');
      if (row.status !== 'pending') throw new AppError('CONFLICT', 'Esta invitación ya fue aceptada o cancelada.');
      if (row.kind === 'employee' && (await accountsRepo.kitsAvailable(db, user.id)) === 0) {
        throw new AppError('CONFLICT', invitationTexts.noKits);
      }
      const inviter = await repo.findInviter(db, user.id);
      if (!inviter) throw new AppError('NOT_FOUND');
      await enforceRateLimit(db, `invite:${user.id}`, 200, 3600);
      const token = randomBytes(32).toString('base64url');
      const saved = await db.transaction(async (tx) => {
        const updated = await repo.updateInvitation(tx, row.id, {
          tokenHash: hash(token),
          expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY),
        });
        await sendEmail(tx, updated, token, inviterName(inviter));
        return updated;
      });
      mail.nudge();
      return { invitation: summary(saved), message: invitationTexts.resent };
    },

    async revoke(user: AuthUser, id: string) {
      const row = await repo.findById(db, id);
      if (!row || row.inviterId !== user.id) throw new AppError('NOT_FOUND');
      if (row.status === 'accepted') throw new AppError('CONFLICT', 'Esta invitación ya fue aceptada.');
      if (row.status === 'pending') await repo.updateInvitation(db, row.id, { status: 'revoked' });
    },

    /** What the invited person's page shows; the token is the only key. */
    async view(kind: Kind, token: string, ip: string): Promise<InvitationView> {
      await enforceRateLimit(db, `invitation-view:${ip}`, 60, 60);
      const row = await usable(db, kind, token);
      const inviter = await repo.findInviter(db, row.inviterId);
      return {
        kind: row.kind,
        inviterName: inviter ? inviterName(inviter) : '',
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        profile: (row.profile as InvitationView['profile']) ?? null,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * The invited person completes their data and sets a password: one transaction creates the
     * Customer, links it to the inviter and, for an employee, takes a company place and opens the
     * kit (paid, nothing to pay). No place left → nothing is written and the invitation stays open.
     */
    async accept(body: AcceptRequest, ip: string): Promise<AuthenticateResponse> {
      await enforceRateLimit(db, `invitation-accept:${ip}`, 30, 3600);
      const passwordHash = await hashNewPassword(body.password, 'password');
      let created: { id: string; role: 'Customer'; tokenVersion: number };
      try {
        created = await db.transaction(async (tx) => {
          const probe = await repo.findByTokenHash(tx, hash(body.token));
          if (!probe) throw new AppError('NOT_FOUND', invitationTexts.expired);
          if (probe.kind === 'employee') await repo.lockBusiness(tx, probe.inviterId);
          const row = await usable(tx, probe.kind, body.token, true);
          if (await accountsRepo.isEmailRegistered(tx, row.email)) {
            throw new AppError('CONFLICT', messages.emailTaken, { email: messages.emailTaken });
          }
          if (row.kind === 'employee' && (await accountsRepo.kitsAvailable(tx, row.inviterId)) === 0) {
            throw new AppError('CONFLICT', invitationTexts.noPlacesLeft);
          }
          const { pathologies, familyHistories, ...profile } = body.profile;
          const account = await accountsRepo.insertAccount(tx, {
            email: row.email,
            passwordHash,
            role: 'Customer',
            // The e-mailed link proves the address.
            confirmed: true,
            nutritionistId: row.kind === 'patient' ? row.inviterId : null,
            businessId: row.kind === 'employee' ? row.inviterId : null,
            profile,
            pathologyIds: pathologies,
            familyHistoryIds: familyHistories,
          });
          if (row.kind === 'employee') {
            await kits.insertAnalysis(tx, {
              accountId: account.id,
              status: AnalysisStatus.Paid,
              referenceId: await kits.nextAnalysisReference(tx),
            });
          }
          // A patient invitation links to the nutritionist: sharing the results starts granted (revocable).
          if (row.kind === 'patient') await recordConsent(tx, account.id, 'share_nutritionist', true);
          // The express consent given with the terms box, as at signup (the schema checked its version).
          await recordConsent(tx, account.id, 'genetic_data', true);
          await repo.updateInvitation(tx, row.id, { status: 'accepted', acceptedAccountId: account.id });
          return { id: account.id, role: 'Customer' as const, tokenVersion: 0 };
        });
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new AppError('CONFLICT', messages.emailTaken, { email: messages.emailTaken });
        }
        throw err;
      }
      const account = await accountsRepo.findAccountView(db, created.id);
      if (!account) throw new AppError('INTERNAL');
      return { jwtToken: await tokens.sign(created), account };
    },

    /**
     * A company's pending invitation to this customer, who already had an account with that e-mail
     * (so the invitation e-mail carried no link: decision 017), while she has no kit, no company and
     * no kit payment under way (issue 41 item 7; decision 064).
     */
    async companyInvitation(user: AuthUser): Promise<PendingCompanyInvitation> {
      const customer = await repo.findCustomerForPlace(db, user.id);
      if (!customer || customer.hasKit || customer.isPaying || customer.businessId) return { invitation: null };
      const row = await repo.findPendingEmployeeInvitation(db, customer.email);
      return {
        invitation: row ? { id: row.id, company: row.company, expiresAt: row.expiresAt.toISOString() } : null,
      };
    },

    /**
     * She accepts it: one of the company's places pays her kit, as an acceptance through the link does.
     * The invitation must be addressed to her confirmed e-mail; the company's row is locked first, as in
     * `accept`, so places are never counted twice.
     */
    async acceptAsCustomer(user: AuthUser, invitationId: string): Promise<Account> {
      await enforceRateLimit(db, `invitation-accept-signed-in:${user.id}`, 30, 3600);
      await db.transaction(async (tx) => {
        const probe = await repo.findById(tx, invitationId);
        if (probe?.kind !== 'employee') throw new AppError('NOT_FOUND', companyOfferTexts.gone);
        await repo.lockBusiness(tx, probe.inviterId);
        const customer = await repo.findCustomerForPlace(tx, user.id, true);
        if (!customer) throw new AppError('FORBIDDEN');
        // Only the owner of the invited address, proven by its confirmation link, takes the place.
        const row = await repo.findPendingEmployeeInvitation(tx, customer.email, invitationId, true);
        if (!row) throw new AppError('NOT_FOUND', companyOfferTexts.gone);
        if (!customer.emailConfirmedAt) throw new AppError('FORBIDDEN', companyOfferTexts.confirmEmailFirst);
        if (customer.hasKit) throw new AppError('CONFLICT', companyOfferTexts.hasKit);
        if (customer.isPaying) throw new AppError('CONFLICT', companyOfferTexts.paying);
        if (customer.businessId && customer.businessId !== row.inviterId) {
          throw new AppError('CONFLICT', companyOfferTexts.otherCompany);
        }
        if ((await accountsRepo.kitsAvailable(tx, row.inviterId)) === 0) {
          throw new AppError('CONFLICT', invitationTexts.noPlacesLeft);
        }
        await repo.setCompany(tx, customer.id, row.inviterId);
        await kits.insertAnalysis(tx, {
          accountId: customer.id,
          status: AnalysisStatus.Paid,
          referenceId: await kits.nextAnalysisReference(tx),
        });
        await repo.updateInvitation(tx, row.id, { status: 'accepted', acceptedAccountId: customer.id });
      });
      const account = await accountsRepo.findAccountView(db, user.id);
      if (!account) throw new AppError('INTERNAL');
      return account;
    },

    async patients(user: AuthUser): Promise<LinkedPerson[]> {
      const people = await repo.listLinked(db, { nutritionistId: user.id });
      return people.filter((p) => p.analysis !== null).map(toLinkedPerson);
    },

    async referred(user: AuthUser): Promise<LinkedPerson[]> {
      return (await repo.listLinked(db, { nutritionistId: user.id })).map(toLinkedPerson);
    },

    async employees(user: AuthUser): Promise<LinkedPerson[]> {
      return (await repo.listLinked(db, { businessId: user.id })).map(toLinkedPerson);
    },

    /**
     * A company unlinks an employee who left (issue 22, decision 027). Under the company's lock (the
     * one acceptance and the refund of places take): a place whose kit was never delivered comes back
     * (the kit is cancelled and its booked slots freed); otherwise the person is unlinked and the
     * place stays used. The person keeps their account and is told by e-mail.
     */
    async unlinkEmployee(user: AuthUser, employeeId: string): Promise<EmployeeUnlinked> {
      if (!isUuid(employeeId)) throw new AppError('NOT_FOUND');
      const inviter = await repo.findInviter(db, user.id);
      const company = inviter ? inviterName(inviter) : 'Tu empresa';
      const { name, placeReturned } = await db.transaction(async (tx) => {
        await repo.lockBusiness(tx, user.id);
        const employee = await repo.findEmployee(tx, user.id, employeeId);
        if (!employee) throw new AppError('NOT_FOUND');
        const kit = await repo.findPlaceKit(tx, employee.id);
        const legs = kit ? await repo.liveLegs(tx, kit.id) : [];
        const isDelivered = legs.some((leg) => leg.type === 1 && leg.status === 'done');
        const isUnused = !kit || (kit.status === AnalysisStatus.Paid && !isDelivered);
        if (kit && isUnused) {
          for (const leg of legs) {
            if (leg.status === 'scheduled' && leg.date && leg.schedule !== null) {
              await logisticsRepo.releaseSlot(tx, leg.date, leg.schedule);
            }
          }
          await repo.deleteAnalysis(tx, kit.id);
        }
        await repo.unlinkEmployee(tx, user.id, employee.id, isUnused);
        await enqueueEmail(
          tx,
          employee.email,
          emailTemplates.notice({
            firstName: employee.firstName ?? '',
            supportEmail: config.supportEmail,
            subject: `${company} te quitó de su lista de empleados en NutriTest`,
            paragraphs: [
              `${company} te quitó de su lista de empleados en NutriTest, así que ya no cubre tu kit ni ve su estado.`,
              isUnused
                ? 'Como todavía no te habíamos entregado el kit, lo cancelamos: si tenías una entrega agendada, no va a ir nadie. Tu cuenta sigue activa; si querés hacerte el test igual, podés comprar tu kit desde tu cuenta.'
                : 'Tu kit, tu muestra y tus resultados siguen siendo tuyos y siguen en tu cuenta, como hasta ahora.',
              `Si creés que es un error, hablalo con ${company} o escribinos a ${config.supportEmail}.`,
            ],
            action: { label: 'Ingresar a NutriTest', url: `${config.publicUrl}/login` },
          }),
        );
        return { name: `${employee.firstName} ${employee.lastName}`.trim(), placeReturned: isUnused };
      });
      mail.nudge();
      const placesLeft = await accountsRepo.kitsAvailable(db, user.id);
      return {
        placeReturned,
        placesLeft,
        message: placeReturned ? employeeTexts.returned(name, placesLeft) : employeeTexts.kept(name),
      };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
