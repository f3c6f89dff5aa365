import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  canOrderFor,
  type createMealOrderSchema,
  dateInWeek,
  formatDateEs,
  formatMoney,
  type MealOrderResponse,
  mealPricesOrder,
  mealsTexts,
  mealsTotals,
  mealWeekdays,
  mealWeekSchema,
  mondayOf,
  montevideoDate,
  orderDeadline,
  type PreferenceResponse,
  shippingCents,
  weekday,
  weekdayNames,
  type ZoneCosts,
  zoneCostCents,
  zoneTiers,
} from '@nutritest/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import { type CachedJson, cachedJson } from '../../platform/cached-json';
import { createGenerationCache } from '../../platform/generation-cache';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import type { NotificationRequest, PaymentProvider, ProviderPayment } from '../../platform/payments/provider';
import { requestHash } from '../../platform/request-hash';
import { createUnappliedPayments, type UnappliedReason } from '../payments/unapplied-payments';
import { mealFields } from './meal-fields';
import * as repo from './meals.repository';
import { listMyOrders, repeatMyOrder } from './my-orders';

/** An unpaid meal order gives its coupon back and stops being payable after this long. */
export const MEAL_ORDER_EXPIRY_MS = 24 * 3600_000;

type CreateOrder = z.output<typeof createMealOrderSchema>;

/** Why a meal order was closed with its payment given back (see `refundReason` on the order). */
export interface MealOrderRefund {
  reason: 'late';
  /** The refunded payment. */
  paymentId: string;
  /** The delivery days whose orders had closed when the payment arrived (ISO dates). */
  closedDays: string[];
}
export type MealOrderStatus = MealOrderResponse & { refund: MealOrderRefund | null };

/**
 * The delivery days of an order and their ordering deadlines, earliest first: an order can be paid
 * only while every one of its days is still open (`canOrderFor`), that is before `deadlines[0]`.
 */
export function orderDeadlines(items: readonly { deliveryDate: string }[]) {
  return [...new Set(items.map((i) => i.deliveryDate))]
    .map((day) => ({ day, deadline: orderDeadline(day) }))
    .sort((a, b) => a.deadline.getTime() - b.deadline.getTime());
}

/** 'martes 01/12' */
const dayLabel = (day: string) => `${weekdayNames[weekday(day)]!.toLowerCase()} ${formatDateEs(day).slice(0, 5)}`;
const listEs = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;

/**
 * Weekly meals: the menu, prices, coupons, orders and their payment. Every figure is computed here;
 * an order becomes paid only when the provider, asked by the server, says the payment of that order
 * was approved for its exact amount and currency.
 */
export function createMealsService(deps: {
  db: Database;
  config: Config;
  mail: MailWorker;
  provider: PaymentProvider;
  foodScores: (accountId: string) => Promise<ReadonlyMap<string, number> | null>;
  log: FastifyBaseLogger;
  /** Payments of other orders paid through the same checkout (consultations). */
  otherPayment?: (payment: ProviderPayment) => Promise<'applied' | 'ignored'>;
}) {
  const { db, config, mail, provider: gateway, foodScores, log, otherPayment } = deps;
  /** The menu weeks from a Monday, rebuilt after any change to them (platform/generation-cache.ts). */
  const menuCache = createGenerationCache<Awaited<ReturnType<typeof repo.listWeeksFrom>>>(db, 'meals-menu', {
    ttlMs: 60_000,
  });
  const unapplied = createUnappliedPayments({ db, provider: gateway, log });
  /**
   * GET /v1/meal/MealsByWeek serialised and gzipped once per menu and per person's ratings (issue 23):
   * the menu's weeks (kept until a change, above) and a customer's scores (kept per lab import,
   * foods.service) are the same objects until they change, so the answer hangs off both.
   */
  const menuAnswers = new WeakMap<object, WeakMap<object, CachedJson>>();
  const signedOutOrNoScores = {};
  const menuAnswerSchema = z.array(mealWeekSchema);

  function menuOf(weeks: Awaited<ReturnType<typeof repo.listWeeksFrom>>, scores: ReadonlyMap<string, number> | null) {
    return weeks
      .filter((w) => w.meals.length > 0)
      .map((w) => ({
        weekId: w.id,
        weekstart: w.weekstart,
        weekend: w.weekend,
        mealsList: w.meals.map((m) => ({
          ...mealFields(m),
          // Suits the person when none of its main ingredients is "No sugerido" for them.
          suitsMe: scores && m.foodIds.length > 0 ? m.foodIds.every((id) => (scores.get(id) ?? 1) < 3) : null,
        })),
      }));
  }

  /** The weekly menu as sent: the same text for everyone with the same ratings, until a change. */
  async function weeksAnswer(viewer: AuthUser | null, now = new Date()): Promise<CachedJson> {
    const monday = mondayOf(montevideoDate(now));
    // The menu (cached) and the customer's ratings (cached per lab import) are read side by side.
    const [weeks, scores] = await Promise.all([
      menuCache.get(monday, () => repo.listWeeksFrom(db, monday)),
      viewer?.role === 'Customer' ? foodScores(viewer.id) : null,
    ]);
    let byScores = menuAnswers.get(weeks);
    if (!byScores) {
      byScores = new WeakMap();
      menuAnswers.set(weeks, byScores);
    }
    const key = scores ?? signedOutOrNoScores;
    let answer = byScores.get(key);
    if (!answer) {
      answer = cachedJson(menuAnswerSchema, menuOf(weeks, scores));
      byScores.set(key, answer);
    }
    return answer;
  }

  const accessKeyOf = (orderId: string) =>
    createHmac('sha256', config.jwtSecret).update(`meal-order:${orderId}`).digest('base64url');

  function checkAccess(order: repo.MealOrderRow | undefined, accessKey: string): repo.MealOrderRow {
    if (!order) throw new AppError('NOT_FOUND');
    const expected = Buffer.from(accessKeyOf(order.id));
    const given = Buffer.from(accessKey);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('NOT_FOUND');
    return order;
  }

  function view(order: repo.MealOrderRow, closedDays: string[] = []): MealOrderStatus {
    return {
      orderId: order.id,
      accessKey: accessKeyOf(order.id),
      status: order.status,
      paymentId: order.status === 'paid' ? order.paymentId : null,
      mealCount: order.mealCount,
      mealsCents: order.mealsCents,
      shippingCents: order.shippingCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      currency: 'UYU',
      refund:
        order.refundReason && order.refundPaymentId
          ? { reason: order.refundReason, paymentId: order.refundPaymentId, closedDays }
          : null,
    };
  }

  /** The days of a late-refunded order that had closed when its payment arrived (for the return page). */
  async function closedDaysOf(order: repo.MealOrderRow) {
    if (!order.refundReason) return [];
    const closedAt = order.paidAt ?? new Date();
    return orderDeadlines(await repo.listItems(db, order.id))
      .filter((d) => d.deadline.getTime() <= closedAt.getTime())
      .map((d) => d.day);
  }

  /**
   * A payment that arrived after the kitchen closed orders for a day of its order: the order is
   * cancelled with the reason and the refunded payment (the coupon given back) and the buyer gets
   * one e-mail saying so, in one transaction; only the first caller (the status guard) does it.
   * `paid_at` keeps when the payment arrived, for the days shown on the return page.
   */
  async function closeLate(orderId: string, payment: ProviderPayment, now: Date) {
    return db.transaction(async (tx) => {
      const closed = await repo.closeLateOrder(tx, orderId, payment.id, now);
      if (!closed) return false;
      if (closed.couponId && closed.couponHeld === 1) await repo.releaseCoupon(tx, closed.couponId);
      const days = orderDeadlines(await repo.listItems(tx, orderId)).filter(
        (d) => d.deadline.getTime() <= now.getTime(),
      );
      await enqueueEmail(
        tx,
        closed.email,
        emailTemplates.notice({
          firstName: closed.name,
          supportEmail: config.supportEmail,
          subject: 'Tu pago llegó después del cierre de pedidos: te lo devolvimos',
          paragraphs: [
            `Tu pago del pedido de platos semanales (número de pago ${payment.id}, ${formatMoney(payment.amountCents, 'UYU')}) nos llegó después de que la cocina cerró los pedidos para el ${listEs(days.map((d) => dayLabel(d.day)))}, así que no pudimos confirmar tu pedido.`,
            'Te devolvimos el pago completo. Según tu medio de pago, la devolución puede tardar unos días en verse en tu cuenta o tarjeta.',
            'Si querés, hacé un pedido nuevo para los días que todavía están abiertos.',
          ],
          action: { label: 'Ver el menú', url: `${config.publicUrl}/platos-semanales` },
        }),
      );
      return true;
    });
  }

  async function currentPrices() {
    const map = await repo.prices(db, mealPricesOrder);
    const costs = Object.fromEntries(zoneTiers.map((t) => [t, map.get(t) ?? 0])) as ZoneCosts;
    return { costs, mealUnitCents: map.get('MEAL_UNIT') ?? 0 };
  }

  /** A meals coupon usable now, or the reason it is not. */
  async function usableCoupon(code: string) {
    const coupon = await repo.findCoupon(db, code.trim().toUpperCase());
    const now = Date.now();
    const usable =
      coupon !== undefined &&
      coupon.active === 1 &&
      !(coupon.validFrom && coupon.validFrom.getTime() > now) &&
      !(coupon.validUntil && coupon.validUntil.getTime() < now) &&
      !(coupon.maxUses !== null && coupon.usesCount >= coupon.maxUses);
    if (!usable || !coupon) {
      throw new AppError('VALIDATION', mealsTexts.couponNotFound, { couponCode: mealsTexts.couponNotFound });
    }
    if (coupon.category !== 'meals') {
      throw new AppError('VALIDATION', mealsTexts.couponOtherCategory, { couponCode: mealsTexts.couponOtherCategory });
    }
    if (coupon.kind === 'fixed' && coupon.currency && coupon.currency !== 'UYU') {
      throw new AppError('VALIDATION', mealsTexts.couponOtherCategory, { couponCode: mealsTexts.couponOtherCategory });
    }
    return coupon;
  }

  /** Queued in the transaction that marks the order paid: exactly one confirmation per paid order. */
  async function sendConfirmation(orderId: string, ex: Executor) {
    const order = await repo.findOrder(ex, orderId);
    if (!order) return;
    const items = await repo.listItems(ex, orderId);
    const byDate = new Map<string, string[]>();
    for (const item of items) {
      byDate.set(item.deliveryDate, [...(byDate.get(item.deliveryDate) ?? []), `${item.quantity} × ${item.title}`]);
    }
    await enqueueEmail(
      ex,
      order.email,
      emailTemplates.notice({
        firstName: order.name,
        supportEmail: config.supportEmail,
        subject: 'Confirmamos tu pedido de platos semanales',
        paragraphs: [
          `Recibimos el pago de tu pedido (número de pago ${order.paymentId}). Este es el detalle:`,
          ...[...byDate].map(
            ([date, lines]) => `${weekdayNames[weekday(date)]} ${formatDateEs(date)}: ${lines.join(', ')}.`,
          ),
          `Entrega en ${order.address}, ${order.neighborhood} (${order.department}), entre las ${order.fromTime} y las ${order.untilTime}. ${order.saltOption === 'sin-sal' ? 'Sin sal' : 'Con sal'}, ${order.carboOption === 'sin-carbo' ? 'sin carbohidratos' : 'con carbohidratos'}.`,
          `Platos: ${formatMoney(order.mealsCents, 'UYU')} · Envío: ${formatMoney(order.shippingCents, 'UYU')}${order.discountCents ? ` · Descuento: −${formatMoney(order.discountCents, 'UYU')}` : ''} · Total: ${formatMoney(order.totalCents, 'UYU')}.`,
        ],
      }),
    );
  }

  /**
   * Applies a payment read from the provider to the order it names, only when the amount and
   * currency match. A paid or cancelled order never changes again, so repeated, late or
   * out-of-order notifications (approved, then an older pending) leave it as it is.
   */
  async function applyCheckoutPayment(found: ProviderPayment, now = new Date()): Promise<'applied' | 'ignored'> {
    // A chargeback of a checkout payment counts as given back (the order's own payment: nothing changes).
    const payment = found.status === 'charged_back' ? { ...found, status: 'refunded' as const } : found;
    if (!payment.externalReference) return 'ignored';
    const orderId = payment.externalReference;
    if (!/^[0-9a-f-]{36}$/.test(orderId)) return 'ignored';
    if (!(await repo.findOrder(db, orderId))) return otherPayment ? otherPayment(payment) : 'ignored';
    const outcome = await db.transaction(
      async (
        tx,
      ): Promise<{ kind: 'applied' | 'ignored' | 'late' } | { kind: 'unapplied'; reason: UnappliedReason }> => {
        const order = await repo.findOrder(tx, orderId, true);
        if (!order) return { kind: 'ignored' };
        // The payment that paid this order, seen again: nothing to do.
        if (order.paymentId === payment.id) return { kind: 'ignored' };
        // The late payment this order was closed for, seen again: its refund and ledger entry are
        // made sure of (both idempotent), the e-mail went out once.
        if (order.refundPaymentId === payment.id) return { kind: 'unapplied', reason: order.refundReason ?? 'late' };
        const payable = order.status === 'pending' || order.status === 'failed';
        const matches = payment.amountCents === order.totalCents && payment.currency === order.currency;
        if (payment.status === 'approved' || payment.status === 'refunded') {
          // Every delivery day must still be open when the payment arrives: after a day's deadline
          // the kitchen has closed its orders. (A payment already refunded: a crash after our refund.)
          const [first] = payable && matches ? orderDeadlines(await repo.listItems(tx, orderId)) : [];
          if (first && now.getTime() >= first.deadline.getTime()) return { kind: 'late' };
          if (payable && matches && payment.status === 'approved') {
            // Orders from before coupons were held at creation count their use now.
            if (order.couponId && order.couponHeld === 0 && !(await repo.useCoupon(tx, order.couponId))) {
              log.warn({ orderId }, 'the coupon ran out before the payment; order kept at its price');
            }
            await repo.updateOrder(tx, order.id, { status: 'paid', paymentId: payment.id, paidAt: new Date() });
            await sendConfirmation(orderId, tx);
            return { kind: 'applied' };
          }
          const reason: UnappliedReason =
            order.status === 'cancelled' ? 'cancelled' : order.status === 'paid' ? 'alreadyPaid' : 'amountMismatch';
          return { kind: 'unapplied', reason };
        }
        if (payable && (payment.status === 'rejected' || payment.status === 'cancelled')) {
          await repo.updateOrder(tx, order.id, { status: 'failed' });
        }
        return { kind: 'ignored' };
      },
    );
    if (outcome.kind === 'applied') {
      mail.nudge();
      return 'applied';
    }
    if (outcome.kind === 'late') {
      // Refunded first (outside the order's transaction), then the order is closed and the buyer told:
      // the e-mail never says "refunded" for a refund that failed (that throws: the provider retries).
      if (payment.status === 'approved') await unapplied.refund(payment, 'meals', orderId, 'late');
      else await unapplied.recordRefunded(payment, 'meals', orderId, 'late');
      if (await closeLate(orderId, payment, now)) mail.nudge();
      return 'ignored';
    }
    if (outcome.kind === 'unapplied') {
      // Outside the order's transaction: the provider is called, and the order row is not held meanwhile.
      if (payment.status === 'approved') await unapplied.refund(payment, 'meals', orderId, outcome.reason);
      else await unapplied.recordRefunded(payment, 'meals', orderId, outcome.reason);
    }
    return 'ignored';
  }

  /** Cancels an unpaid order and gives its coupon use back, once (the status guard decides who does it). */
  async function cancelUnpaid(ex: Executor, orderId: string) {
    const cancelled = await repo.cancelUnpaidOrder(ex, orderId);
    if (cancelled?.couponId && cancelled.couponHeld === 1) await repo.releaseCoupon(ex, cancelled.couponId);
    return cancelled;
  }

  /**
   * Unpaid orders older than MEAL_ORDER_EXPIRY_MS are cancelled and give their coupon back. The
   * provider is asked first, so an order paid whose notification was lost is paid, not cancelled;
   * a payment arriving after the expiry is refunded automatically (the order is cancelled).
   */
  async function expireUnpaid(now = new Date()): Promise<number> {
    const expired = await repo.unpaidOrdersBefore(db, new Date(now.getTime() - MEAL_ORDER_EXPIRY_MS));
    let count = 0;
    for (const order of expired) {
      try {
        if (order.preferenceId) {
          const approved = (await gateway.findPayments(order.id)).filter((p) => p.status === 'approved');
          for (const payment of approved) await applyCheckoutPayment(payment, now);
        }
        if (await db.transaction((tx) => cancelUnpaid(tx, order.id))) count++;
      } catch (err) {
        log.warn({ err, orderId: order.id }, 'meal order expiry failed; retried at the next run');
      }
    }
    if (count > 0) log.info({ count }, 'unpaid meal orders expired');
    return count;
  }

  return {
    /** Mis pedidos: the signed-in account's orders (my-orders.ts). */
    myOrders: (user: AuthUser, now = new Date()) => listMyOrders(db, user.id, now),

    /** 'Repetir pedido': the same dishes in the next open week, at today's price (my-orders.ts). */
    async repeatOrder(user: AuthUser, orderId: string, now = new Date()) {
      const { mealUnitCents } = await currentPrices();
      return repeatMyOrder(db, user.id, orderId, mealUnitCents, now);
    },

    weeksAnswer,

    /** Pesos: the four zone tiers' cost per delivery day, then the price per meal (index 4). */
    async prices(): Promise<number[]> {
      const { costs, mealUnitCents } = await currentPrices();
      return [...zoneTiers.map((t) => costs[t] / 100), mealUnitCents / 100];
    },

    async validateCoupon(code: string, category: 'kits' | 'meals' | 'consultations') {
      if (category !== 'meals') {
        throw new AppError('VALIDATION', 'Este cupón se valida en la compra del kit o de la consulta.');
      }
      const coupon = await usableCoupon(code);
      return {
        discount: coupon.kind === 'percent' ? coupon.value : coupon.value / 100,
        type: coupon.kind,
        message: mealsTexts.couponValid,
      };
    },

    /**
     * Idempotent per caller: the key is looked up only among the caller's own orders (the account's,
     * or the guests'), and only the same request body finds its order again; the same key with
     * another body answers 422. A guest's order is never handed out for a key alone: whoever asks
     * must send the whole request again (name, e-mail, phone, address, meals), which is what a
     * retry of that guest's own page does.
     */
    async createOrder(user: AuthUser | null, idempotencyKey: string, body: CreateOrder, now = new Date()) {
      const scope = user ? `account:${user.id}` : 'guest';
      const hash = requestHash(body);
      const sameRequest = (order: repo.MealOrderRow) => {
        if (order.requestHash !== hash) throw new AppError('UNPROCESSABLE');
        return view(order);
      };
      const weekIds = [...new Set(body.orderObject.map((w) => w.weekId))];
      const mealIds = [
        ...new Set(body.orderObject.flatMap((w) => w.days.flatMap((d) => d.meals.map((m) => m.mealId)))),
      ];
      // The reads before an order are independent: side by side (issue 23: an order's time under load
      // is its number of round trips). A retried request is answered from its first order.
      const [existing, weekRows, mealRows, prices] = await Promise.all([
        repo.findOrderByKey(db, scope, idempotencyKey),
        repo.findWeeks(db, weekIds),
        repo.findMeals(db, mealIds),
        currentPrices(),
      ]);
      if (existing) return sameRequest(existing);

      // Every meal exists in its week, is delivered that day, and the day is still open.
      const weeks = new Map(weekRows.map((w) => [w.id, w]));
      const mealsById = new Map(mealRows.map((m) => [m.id, m]));
      const { costs, mealUnitCents } = prices;
      const items: Parameters<typeof repo.insertOrder>[2] = [];
      body.orderObject.forEach((w, wi) => {
        const week = weeks.get(w.weekId);
        if (!week)
          throw new AppError('VALIDATION', mealsTexts.weekClosed, {
            [`orderObject.${wi}.weekId`]: mealsTexts.weekClosed,
          });
        w.days.forEach((d, di) => {
          const field = `orderObject.${wi}.days.${di}.date`;
          if (mondayOf(d.date) !== week.weekstart || weekday(d.date) !== d.day) {
            throw new AppError('VALIDATION', mealsTexts.dayClosed, { [field]: mealsTexts.dayClosed });
          }
          if (!canOrderFor(d.date, now))
            throw new AppError('VALIDATION', mealsTexts.dayClosed, { [field]: mealsTexts.dayClosed });
          for (const line of d.meals) {
            const meal = mealsById.get(line.mealId);
            if (!meal || meal.weekId !== week.id || meal.active !== 1 || !mealWeekdays(meal).includes(d.day)) {
              throw new AppError('VALIDATION', mealsTexts.mealNotThatDay, { [field]: mealsTexts.mealNotThatDay });
            }
            if (dateInWeek(week.weekstart, d.day) !== d.date) {
              throw new AppError('VALIDATION', mealsTexts.dayClosed, { [field]: mealsTexts.dayClosed });
            }
            items.push({
              mealId: meal.id,
              weekId: week.id,
              deliveryDate: d.date,
              title: meal.title,
              quantity: line.quantity,
              unitCents: mealUnitCents,
            });
          }
        });
      });
      const costPerDay = zoneCostCents(body.userObject.department, body.userObject.neighborhood, costs);
      if (costPerDay === null) {
        throw new AppError('VALIDATION', mealsTexts.localityOutside, {
          'userObject.neighborhood': mealsTexts.localityOutside,
        });
      }
      const coupon = body.couponCode ? await usableCoupon(body.couponCode) : null;
      const totals = mealsTotals({
        mealCount: items.reduce((sum, i) => sum + i.quantity, 0),
        pricePerMealCents: mealUnitCents,
        shippingCents: shippingCents(
          body.orderObject.map((w) => ({ dates: w.days.map((d) => d.date) })),
          costPerDay,
        ),
        coupon,
      });
      const u = body.userObject;
      try {
        const order = await db.transaction(async (tx) => {
          // The coupon's use is taken now (an atomic, bounded increment), so at most maxUses orders
          // can ever hold it; cancelling or expiring an unpaid order gives it back.
          if (coupon && !(await repo.useCoupon(tx, coupon.id))) {
            throw new AppError('VALIDATION', mealsTexts.couponNotFound, { couponCode: mealsTexts.couponNotFound });
          }
          return repo.insertOrder(
            tx,
            {
              accountId: user?.id ?? null,
              idempotencyKey,
              idempotencyScope: scope,
              requestHash: hash,
              couponHeld: coupon ? 1 : 0,
              accessKeyHash: 'hmac',
              name: u.name,
              email: u.email,
              phone: u.phone,
              department: u.department,
              neighborhood: u.neighborhood,
              address: u.address,
              fromTime: u.from,
              untilTime: u.until,
              saltOption: u.saltOption,
              carboOption: u.carboOption,
              comments: u.comments,
              couponId: coupon?.id ?? null,
              ...totals,
              currency: 'UYU',
              status: 'pending',
            },
            items,
          );
        });
        return view(order);
      } catch (err) {
        // The same key raced us (unique (scope, key)): answer the order that won.
        const again = await repo.findOrderByKey(db, scope, idempotencyKey);
        if (again) return sameRequest(again);
        throw err;
      }
    },

    async getOrder(id: string, accessKey: string): Promise<MealOrderStatus> {
      const order = checkAccess(await repo.findOrder(db, id), accessKey);
      return view(order, await closedDaysOf(order));
    },

    async cancelOrder(id: string, accessKey: string) {
      const order = checkAccess(await repo.findOrder(db, id), accessKey);
      if (order.status === 'paid') throw new AppError('CONFLICT', 'El pedido ya está pago: escribinos para cambiarlo.');
      await db.transaction((tx) => cancelUnpaid(tx, id));
    },

    /** The payment preference of an order: created once, the same one for every later call. */
    async preference(id: string, accessKey: string, now = new Date()): Promise<PreferenceResponse> {
      const order = checkAccess(await repo.findOrder(db, id), accessKey);
      if (order.status !== 'pending') throw new AppError('CONFLICT', 'Este pedido ya no se puede pagar.');
      // Payable only while every delivery day is open; the provider's page closes at the first deadline.
      const deadlines = orderDeadlines(await repo.listItems(db, order.id));
      const closed = deadlines.filter((d) => d.deadline.getTime() <= now.getTime());
      if (closed.length > 0) {
        throw new AppError(
          'CONFLICT',
          `Ya cerramos los pedidos para el ${listEs(closed.map((d) => dayLabel(d.day)))}: este pedido ya no se puede pagar. Elegí otros días y hacé un pedido nuevo.`,
        );
      }
      if (order.preferenceId && order.checkoutUrl && order.gateway === gateway.name) {
        return {
          id: order.preferenceId,
          checkoutUrl: order.checkoutUrl,
          gateway: gateway.name,
          publicKey: gateway.publicKey,
        };
      }
      // The provider appends status, payment_id and external_reference (MercadoPago's back_urls).
      const back = (_status: string) => `${config.publicUrl}/platos-semanales`;
      const preference = await gateway.redirect.createPreference({
        orderId: order.id,
        items: [
          {
            id: order.id,
            title: `Platos semanales NutriTest (${order.mealCount})`,
            quantity: 1,
            unitPriceCents: order.totalCents,
          },
        ],
        currency: 'UYU',
        payer: { name: order.name, email: order.email, phone: order.phone },
        backUrls: { success: back('approved'), failure: back('rejected'), pending: back('pending') },
        notificationUrl: `${config.publicUrl}/v1/payment/webhook`,
        expiresAt: deadlines[0]?.deadline,
      });
      await repo.updateOrder(db, order.id, {
        preferenceId: preference.id,
        checkoutUrl: preference.checkoutUrl,
        gateway: gateway.name,
      });
      return {
        id: preference.id,
        checkoutUrl: preference.checkoutUrl,
        gateway: gateway.name,
        publicKey: gateway.publicKey,
      };
    },

    /**
     * A provider notification: verified, then the payment is read from the provider and applied to
     * the order it names only when the amount and currency match. Repeats change nothing.
     */
    /**
     * Every provider notification (the one webhook): a payment, or a chargeback whose payments are each
     * read back and applied like any payment (a kit's becomes disputed, see payments.service).
     */
    async onNotification(request: NotificationRequest): Promise<'applied' | 'ignored' | 'refused'> {
      const paymentId = gateway.verifyNotification(request);
      if (paymentId) return this.applyPayment(paymentId);
      const chargebackId = gateway.verifyChargebackNotification?.(request);
      if (!chargebackId || !gateway.chargebackPayments) return 'refused';
      let outcome: 'applied' | 'ignored' = 'ignored';
      for (const id of await gateway.chargebackPayments(chargebackId)) {
        if ((await this.applyPayment(id)) === 'applied') outcome = 'applied';
      }
      return outcome;
    },

    async applyPayment(paymentId: string, now = new Date()): Promise<'applied' | 'ignored'> {
      const payment = await gateway.getPayment(paymentId);
      return payment ? applyCheckoutPayment(payment, now) : 'ignored';
    },

    /**
     * The reconciliation job: orders still pending some minutes after their payment page was
     * opened (a notification lost, never sent, or a crash between the payment and its recording)
     * are settled with what the provider says about them. Looks back 3 days, 50 orders per run.
     */
    async reconcilePending(olderThanMs: number, now = new Date()): Promise<number> {
      const stale = await repo.stalePendingOrders(
        db,
        new Date(now.getTime() - olderThanMs),
        new Date(now.getTime() - 3 * 24 * 3600_000),
      );
      let applied = 0;
      for (const order of stale) {
        try {
          const payments = await gateway.findPayments(order.id);
          // Approved ones first: the first pays the order, any other approved one is refunded.
          const ordered = [
            ...payments.filter((p) => p.status === 'approved'),
            ...payments.filter((p) => p.status !== 'approved').slice(0, 1),
          ];
          for (const payment of ordered) if ((await applyCheckoutPayment(payment, now)) === 'applied') applied++;
        } catch (err) {
          log.warn({ err, orderId: order.id }, 'meal order reconciliation failed; retried at the next run');
        }
      }
      if (applied > 0) log.info({ applied }, 'meal orders settled by reconciliation');
      await expireUnpaid(now);
      return applied;
    },

    expireUnpaid,
  };
}
export type MealsService = ReturnType<typeof createMealsService>;
