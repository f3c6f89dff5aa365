import { AppError, type ConsultationNutritionist, messages, shareTexts } from '@nutritest/domain';
import type { Database, Executor } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import * as calendarRepo from './consultation-calendar.repository';
import {
  findConsultationOrder,
  hasActiveResultsShare,
  hasSessionToCome as sessionToCome,
  setShareResults,
} from './consultations.repository';

/**
 * The consultation's nutritionist as the client sees them (issue 22, item 19; docs/decisions/
 * 025-consultation-nutritionist-and-results-share.md): name, initials for the avatar and the
 * licence number, and the client's choice to share their genetic results with that nutritionist for
 * the consultation's sessions.
 */

const initialsOf = (first: string, last: string) =>
  `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toLocaleUpperCase('es') || 'N';

/** The cards of some nutritionists, by id (accounts that are not nutritionists are left out). */
export async function nutritionistCards(db: Executor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, ConsultationNutritionist>();
  return cardsOf(await calendarRepo.nutritionistCardRows(db, unique));
}

/** The cards of every nutritionist with weekly hours published (the only ones the built-in calendars offer). */
export async function nutritionistCardsWithHours(db: Executor) {
  return cardsOf(await calendarRepo.nutritionistCardRowsWithHours(db));
}

function cardsOf(rows: Awaited<ReturnType<typeof calendarRepo.nutritionistCardRows>>) {
  return new Map(
    rows.map((r) => {
      const first = r.firstName ?? '';
      const last = r.lastName ?? '';
      return [
        r.id,
        {
          id: r.id,
          name: `${first} ${last}`.trim() || 'Nutricionista de NutriTest',
          initials: initialsOf(first, last),
          licenseNumber: r.licenseNumber ?? null,
          photoUrl: r.photoUrl ?? null,
        },
      ];
    }),
  );
}

/** 'Lic. Lucía Fernández (matrícula 1234)' for the e-mails. */
export function nutritionistLine(card: ConsultationNutritionist): string {
  return card.licenseNumber ? `${card.name} (matrícula ${card.licenseNumber})` : card.name;
}

export async function consultationProfile(db: Executor, user: AuthUser) {
  const row = await calendarRepo.findProfile(db, user.id);
  return { licenseNumber: row?.licenseNumber ?? null, photoUrl: row?.photoUrl ?? null };
}

const photoRefused = () =>
  new AppError('VALIDATION', messages.validation, {
    photoUrl: 'Subí la foto desde este formulario y volvé a guardar.',
  });

/**
 * The photo must be an image this nutritionist uploaded themselves through POST /v1/uploads/avatar
 * (re-encoded by the server, owned by them on upload): any other URL, another account's upload or
 * an unclaimed signup upload is refused.
 */
async function checkOwnPhoto(db: Executor, user: AuthUser, url: string) {
  const match = /^\/uploads\/(avatars\/[a-z0-9-]+\.webp)$/.exec(url);
  if (!match?.[1]) throw photoRefused();
  if (!(await calendarRepo.ownsUpload(db, user.id, match[1]))) throw photoRefused();
}

export async function saveConsultationProfile(
  db: Executor,
  user: AuthUser,
  value: { licenseNumber: string | null; photoUrl?: string | null | undefined },
) {
  if (value.photoUrl) await checkOwnPhoto(db, user, value.photoUrl);
  // Absent photo: left as it is (clients that only send the licence number); null removes it.
  const photo = value.photoUrl === undefined ? {} : { photoUrl: value.photoUrl };
  await calendarRepo.upsertProfile(db, user.id, { licenseNumber: value.licenseNumber, ...photo });
  return consultationProfile(db, user);
}

/**
 * Whether `nutritionistId` may read `patientId`'s results through a consultation: a paid
 * consultation of that client, shared, with a confirmed session of that nutritionist that has not
 * ended. Read on every request, so unsharing or the end of the session applies at once.
 */
export const hasConsultationResultsShare = (
  db: Executor,
  patientId: string,
  nutritionistId: string,
  now = new Date(),
) => hasActiveResultsShare(db, patientId, nutritionistId, now);

/** Whether an order still has a session to come (held or confirmed, not ended): sharing can change until then. */
export const hasSessionToCome = (db: Executor, orderId: string, now = new Date()) => sessionToCome(db, orderId, now);

/**
 * The client shares (or stops sharing) their results for one of their consultations. Only their own
 * order (another's answers 404); sharing only while a session is to come; unsharing always.
 */
export async function setResultsShare(db: Database, user: AuthUser, orderId: string, share: boolean) {
  const order = await findConsultationOrder(db, orderId);
  if (!order || order.accountId !== user.id || !['pending', 'paid'].includes(order.status)) {
    throw new AppError('NOT_FOUND');
  }
  if (share && !(await hasSessionToCome(db, orderId))) throw new AppError('VALIDATION', shareTexts.tooLate);
  await db.transaction(async (tx) => {
    await setShareResults(tx, orderId, share);
    // The client's choice about their genetic data, in the audit log operations read.
    await calendarRepo.insertAudit(tx, {
      actorId: user.id,
      action: share ? 'consultation.results_shared' : 'consultation.results_unshared',
      entity: 'consultation_order',
      entityId: orderId,
      before: { shareResults: order.shareResults === 1 },
      after: { shareResults: share },
    });
  });
  return { share, message: share ? shareTexts.shared : shareTexts.unshared };
}
