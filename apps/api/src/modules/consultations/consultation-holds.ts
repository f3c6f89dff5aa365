import { timingSafeEqual } from 'node:crypto';
import {
  AppError,
  bookingHorizonTexts,
  type ConsultationType,
  consultationTexts,
  type hireNutritionistSchema,
  offerOf,
  SLOT_HOLD_MINUTES,
} from '@nutritest/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/guards';
import { emailRateKey, enforceRateLimit, hitRateLimit, peekRateLimit } from '../../platform/rate-limit';
import type { FreeSlot } from './consultation-calendar';
import {
  type ConsultationLinks,
  type ConsultationsDeps,
  isUniqueViolation,
  type OrderRow,
  type SlotChoice,
} from './consultation-context';
import { nutritionistCards } from './consultation-nutritionists';
import * as repo from './consultations.repository';
import { WEBHOOK_CALENDAR_ID } from './slot-providers';

type Hire = z.output<typeof hireNutritionistSchema>;

/** Slot holds (unpaid, 15 minutes each) per client address and per e-mail in an hour (issue 17). */
export const HOLDS_PER_ADDRESS = 20;
export const HOLDS_PER_EMAIL = 5;
const HOLD_WINDOW_SECONDS = 3600;

/**
 * Hiring: the slot is held while the person pays (the database refuses two active bookings of one
 * slot), with the payment preference; the order's status for its keyed link; expired holds.
 */
export function createConsultationHolds(
  { db, config, orders, log }: ConsultationsDeps,
  links: ConsultationLinks,
  freeSlot: (type: string, slot: SlotChoice, minutes: number) => Promise<FreeSlot>,
) {
  const { accessKeyOf } = links;
  async function hasPriorPlan(user: AuthUser) {
    return repo.hasPaidPlan(db, user.id);
  }

  function checkAccess(order: OrderRow | undefined, accessKey: string): OrderRow {
    if (!order) throw new AppError('NOT_FOUND');
    const expected = Buffer.from(accessKeyOf(order.id));
    const given = Buffer.from(accessKey);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('NOT_FOUND');
    return order;
  }

  return {
    /**
     * Whether a signed-in client may buy '2 Controles de seguimiento' (a paid consultation with a
     * plan before): the page says so before the calendar, not at the last click (issue 41 item 12).
     * The same rule `hire` applies.
     */
    async followUpsAllowed(user: AuthUser) {
      return user.role !== 'Customer' || hasPriorPlan(user);
    },

    async hire(user: AuthUser | null, body: Hire, ip: string) {
      const { tipoConsulta, user: person, slot } = body.orderData;
      // null: the slot is not one the calendars offer right now (taken, too soon, not published).
      const stillFree = (minutes: number) =>
        freeSlot(tipoConsulta, slot, minutes).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'CONFLICT') return null;
          throw error;
        });
      // Only a signed-in client has results to share (issue 22, item 19).
      const shareResults = user?.role === 'Customer' && body.orderData.shareResults === true;
      const offer = offerOf(tipoConsulta);
      const start = new Date(slot.start);
      const month = slot.start.slice(0, 7);
      const calendarKey = slot.nutritionistId === WEBHOOK_CALENDAR_ID ? 'webhook' : slot.nutritionistId;
      // Anonymous 15-minute holds must not block calendars at scale (issue 17): at most
      // HOLDS_PER_ADDRESS per client address and HOLDS_PER_EMAIL per e-mail in an hour, counted in
      // the database so every process shares them. Checked before the hold, counted once it exists.
      const holdKeys = [
        `consultation-hold:ip:${ip}`,
        emailRateKey(config.jwtSecret, 'consultation-hold:email', person.email),
      ];
      const holdLimits = [HOLDS_PER_ADDRESS, HOLDS_PER_EMAIL];
      // The checks before a hold read independent rows: they go to the database side by side (issue 23:
      // a hold's time under load is its number of round trips), and are judged in this order.
      const [, priorPlan, chosen, ...holdCounts] = await settleInOrder([
        enforceRateLimit(db, `hire:${ip}`, 30, 3600),
        offer.requiresPriorPlan && user?.role === 'Customer' ? hasPriorPlan(user) : Promise.resolve(true),
        // The slot must be one the calendar offers right now (not taken, not too soon): the month's
        // slots as the calendar page reads them, rebuilt after any booking or calendar change
        // (issue 23: not generated again for every hold); the unique index refuses a slot taken since.
        stillFree(offer.firstSessionMinutes),
        ...holdKeys.map((key) => peekRateLimit(db, key, HOLD_WINDOW_SECONDS)),
      ] as const);
      if (!priorPlan) throw new AppError('VALIDATION', consultationTexts.priorPlanRequired);
      if (!chosen) {
        log.info({ month }, 'a consultation slot is no longer free');
        throw new AppError('CONFLICT', consultationTexts.slotGone);
      }
      for (const [i, count] of holdCounts.entries()) {
        if ((count as number) >= holdLimits[i]!) {
          log.info({ limit: i === 0 ? 'address' : 'email' }, 'consultation holds limited');
          throw new AppError('RATE_LIMITED', bookingHorizonTexts.tooManyHolds);
        }
      }
      const heldUntil = new Date(Date.now() + SLOT_HOLD_MINUTES * 60_000);
      // The abandoned hold of this slot expired, the order and its hold written: one statement, so
      // one round trip instead of five (issue 23: a hold's time under load is its round trips), and
      // as atomic as the transaction it replaces. The hold's insert reads the expiry's count, which
      // makes PostgreSQL run the expiry first; a row this statement has just expired no longer
      // counts for the partial unique index, and a live hold of the slot still does (23505).
      const now = new Date();
      const nutritionistId = calendarKey === 'webhook' ? null : slot.nutritionistId;
      let order: { id: string };
      try {
        order = {
          id: await repo.holdSlot(db, {
            orderCtes: orders.createInStatement({
              kind: 'consultation',
              accountId: user?.id ?? null,
              idempotency: { scope: user ? `account:${user.id}` : 'guest', key: null, requestHash: null },
              currency: 'UYU',
              lines: [
                {
                  kind: 'consultation',
                  productRef: tipoConsulta,
                  title: offer.title,
                  quantity: 1,
                  unitCents: offer.priceCents,
                },
              ],
              buyer: { name: `${person.name} ${person.lastName}`.trim(), email: person.email, phone: person.phone },
            }),
            calendarKey,
            nutritionistId,
            start,
            end: chosen.end,
            heldUntil,
            purchase: {
              type: tipoConsulta,
              sessions: offer.sessions,
              name: person.name,
              lastName: person.lastName,
              shareResultsAt: shareResults ? now : null,
            },
          }),
        };
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', consultationTexts.slotTaken);
        throw err;
      }
      // Counting the hold, opening its checkout and reading the nutritionist's card: side by side.
      const [preference, card] = await Promise.all([
        orders.openPaymentPage(
          { id: order.id, totalCents: offer.priceCents, preferenceId: null, checkoutUrl: null, gateway: null },
          {
            title: offer.title,
            payer: { name: `${person.name} ${person.lastName}`, email: person.email, phone: person.phone },
            backUrl: `${config.publicUrl}/consulta-nutricional`,
          },
        ),
        calendarKey === 'webhook' ? null : nutritionistCards(db, [slot.nutritionistId]),
        ...holdKeys.map((key) => hitRateLimit(db, key, HOLD_WINDOW_SECONDS)),
      ]);
      return {
        ...preference,
        orderId: order.id,
        accessKey: accessKeyOf(order.id),
        heldUntil: heldUntil.toISOString(),
        nutritionist: card?.get(slot.nutritionistId) ?? null,
      };
    },

    async orderStatus(id: string, accessKey: string) {
      const order = checkAccess(await repo.findConsultationOrder(db, id), accessKey);
      const booking = await repo.firstBookingOf(db, id);
      return {
        orderId: order.id,
        // A consultation order is never `refunded` (given back, it is cancelled) nor disputed.
        status: order.status as 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired',
        paymentId: order.status === 'paid' ? order.paymentId : null,
        tipoConsulta: order.type as ConsultationType,
        slotStart: booking?.startsAt.toISOString() ?? '',
        refundReason: order.refundReason,
        refundPaymentId: order.refundPaymentId,
      };
    },
    /** Holds past their time: the slot is free again. */
    expireHolds: () => repo.expireHolds(db),
  };
}

/**
 * Awaits every check together and answers their values in order; when some fail, the first failure
 * in that order is thrown (as if they had run one after the other), once all have settled.
 */
async function settleInOrder<T extends readonly unknown[]>(
  checks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(checks);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
