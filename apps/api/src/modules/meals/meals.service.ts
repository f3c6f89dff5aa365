import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  canOrderFor,
  type createMealOrderSchema,
  dateInWeek,
  type MealOrderResponse,
  mealPricesOrder,
  mealsTexts,
  mealsTotals,
  mealWeekdays,
  mealWeekSchema,
  mondayOf,
  montevideoDate,
  type PreferenceResponse,
  shippingCents,
  weekday,
  type ZoneCosts,
  zoneCostCents,
  zoneTiers,
} from '@nutritest/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import type { TokenSubject, WithSessionState } from '../../platform/auth/sessions.repository';
import { type CachedJson, cachedJson } from '../../platform/cached-json';
import { createGenerationCache } from '../../platform/generation-cache';
import { emailRateKey } from '../../platform/rate-limit';
import { requestHash } from '../../platform/request-hash';
import { type CouponProblem, type NewOrderLine, notForThisCategory, type Orders } from '../orders';
import type { ResultsSource } from '../results';
import { dayLabel, listEs, orderDeadlines } from './meal-deadlines';
import { mealFields } from './meal-fields';
import * as repo from './meals.repository';
import { createMealsProduct } from './meals-product';
import { listMyOrders, repeatMyOrder } from './my-orders';

/** An unpaid meal order gives its coupon back and stops being payable after this long. */
export const MEAL_ORDER_EXPIRY_MS = 24 * 3600_000;

type CreateOrder = z.output<typeof createMealOrderSchema>;

export { orderDeadlines } from './meal-deadlines';

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
 * Weekly meals: the menu, prices, coupons, orders and their payment. Every figure is computed here;
 * an order becomes paid only when the provider, asked by the server, says the payment of that order
 * was approved for its exact amount and currency.
 */
export function createMealsService(deps: {
  db: Database;
  config: Config;
  /** The orders module: meals orders are made, paid, expired and refunded there. */
  orders: Orders;
  /** A customer's food ratings, from their results source (`source`: already read with the session check). */
  foodScores: (accountId: string, source?: ResultsSource) => Promise<ReadonlyMap<string, number> | null>;
  /** The results service's read of the signed-in account's source with its session check (decision 080). */
  ownSourceWithSession: (who: TokenSubject) => Promise<WithSessionState<ResultsSource | undefined>>;
  log: FastifyBaseLogger;
}) {
  const { db, config, orders, foodScores, log } = deps;
  orders.register(['meals'], createMealsProduct({ config }));
  /** The menu weeks from a Monday, rebuilt after any change to them (platform/generation-cache.ts). */
  const menuCache = createGenerationCache<Awaited<ReturnType<typeof repo.listWeeksFrom>>>(db, 'meals-menu', {
    ttlMs: 60_000,
  });
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
  /**
   * The menu for everyone, with a customer's "suits me" marks. `signedIn` is what the route's
   * getOptionalUserWith(ownSourceWithSession) gave: the viewer and their results source, read with
   * the session check (decision 080).
   */
  async function weeksAnswer(
    signedIn: { user: AuthUser; data: ResultsSource | undefined } | null,
    now = new Date(),
  ): Promise<CachedJson> {
    const monday = mondayOf(montevideoDate(now));
    const viewer = signedIn?.user;
    // The menu (cached) and the customer's ratings (cached per lab import) are read side by side.
    const [weeks, scores] = await Promise.all([
      menuCache.get(monday, () => repo.listWeeksFrom(db, monday)),
      viewer?.role === 'Customer' && signedIn?.data ? foodScores(viewer.id, signedIn.data) : null,
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
      // A meals order is never `refunded` (given back, it is cancelled), expired nor disputed.
      status: order.status as MealOrderStatus['status'],
      paymentId: order.status === 'paid' ? order.paymentId : null,
      mealCount: order.mealCount,
      mealsCents: order.mealsCents,
      shippingCents: order.shippingCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      currency: 'UYU',
      refund:
        order.refundReason === 'late' && order.refundPaymentId
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

  async function currentPrices() {
    const map = await repo.prices(db, mealPricesOrder);
    const costs = Object.fromEntries(zoneTiers.map((t) => [t, map.get(t) ?? 0])) as ZoneCosts;
    return { costs, mealUnitCents: map.get('MEAL_UNIT') ?? 0 };
  }

  /** The one coupon rule's problems, in the meals page's words, next to the coupon field. */
  const couponRefused = (problem: CouponProblem) => {
    const message = notForThisCategory(problem) ? mealsTexts.couponOtherCategory : mealsTexts.couponNotFound;
    return new AppError('VALIDATION', message, { couponCode: message });
  };

  /**
   * Unpaid orders older than MEAL_ORDER_EXPIRY_MS are cancelled and give their coupon back. The
   * provider is asked first, so an order paid whose notification was lost is paid, not cancelled;
   * a payment arriving after the expiry is refunded automatically (the order is cancelled).
   */
  async function expireUnpaid(now = new Date()): Promise<number> {
    const expired = await orders.unpaidBefore('meals', new Date(now.getTime() - MEAL_ORDER_EXPIRY_MS));
    let count = 0;
    for (const order of expired) {
      try {
        if (order.preferenceId) {
          const approved = (await orders.findPayments(order.id)).filter((p) => p.status === 'approved');
          for (const payment of approved) await orders.applyPayment(payment, now);
        }
        if (await orders.cancelUnpaid(order.id)) count++;
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
    ownSourceWithSession: deps.ownSourceWithSession,

    /** Pesos: the four zone tiers' cost per delivery day, then the price per meal (index 4). */
    async prices(): Promise<number[]> {
      const { costs, mealUnitCents } = await currentPrices();
      return [...zoneTiers.map((t) => costs[t] / 100), mealUnitCents / 100];
    },

    /**
     * Idempotent per caller: the key is looked up only among the caller's own orders (the account's,
     * or the guests'), and only the same request body finds its order again; the same key with
     * another body answers 422. A guest's order is never handed out for a key alone: whoever asks
     * must send the whole request again (name, e-mail, phone, address, meals), which is what a
     * retry of that guest's own page does.
     */
    async createOrder(user: AuthUser | null, idempotencyKey: string, body: CreateOrder, now = new Date()) {
      // A guest's scope is their e-mail (keyed hash, as the rate limits): one guest's key never finds
      // nor blocks another guest's order (issue 36, L6).
      const scope = user ? `account:${user.id}` : emailRateKey(config.jwtSecret, 'guest', body.userObject.email);
      const hash = requestHash(body);
      const sameRequest = async (orderId: string, kind: string, requestHashOf: string | null) => {
        if (kind !== 'meals' || requestHashOf !== hash) throw new AppError('UNPROCESSABLE');
        return view((await repo.findOrder(db, orderId))!);
      };
      const weekIds = [...new Set(body.orderObject.map((w) => w.weekId))];
      const mealIds = [
        ...new Set(body.orderObject.flatMap((w) => w.days.flatMap((d) => d.meals.map((m) => m.mealId)))),
      ];
      // The reads before an order are independent: side by side (issue 23: an order's time under load
      // is its number of round trips). A retried request is answered from its first order.
      const [existing, weekRows, mealRows, prices] = await Promise.all([
        orders.findByKey(scope, idempotencyKey),
        repo.findWeeks(db, weekIds),
        repo.findMeals(db, mealIds),
        currentPrices(),
      ]);
      if (existing) return sameRequest(existing.id, existing.kind, existing.requestHash);

      // A refusal here that another send of this attempt caused (it committed first and its coupon use
      // is the buyer's last) answers that order, as the first send did: see the catch below.
      try {
        // Every meal exists in its week, is delivered that day, and the day is still open.
        const weeks = new Map(weekRows.map((w) => [w.id, w]));
        const mealsById = new Map(mealRows.map((m) => [m.id, m]));
        const { costs, mealUnitCents } = prices;
        const items: NewOrderLine[] = [];
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
                kind: 'meal',
                productRef: meal.id,
                serviceDate: d.date,
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
        const u = body.userObject;
        // The one coupon rule (modules/orders/coupons.ts): dates, uses left, for meals, and the buyer's
        // own uses (the account's, or the e-mail the order is made with).
        const priced = body.couponCode
          ? await orders.checkCoupon(body.couponCode, {
              category: 'meals',
              currency: 'UYU',
              buyer: { accountId: user?.id ?? null, email: u.email },
            })
          : null;
        if (priced?.problem) throw couponRefused(priced.problem);
        const coupon = priced?.coupon ?? null;
        const totals = mealsTotals({
          mealCount: items.reduce((sum, i) => sum + i.quantity, 0),
          pricePerMealCents: mealUnitCents,
          shippingCents: shippingCents(
            body.orderObject.map((w) => ({ dates: w.days.map((d) => d.date) })),
            costPerDay,
          ),
          coupon,
        });
        // Lines in the kitchen's order (by day, then dish), then the shipping.
        items.sort(
          (a, b) => (a.serviceDate ?? '').localeCompare(b.serviceDate ?? '') || a.title.localeCompare(b.title),
        );
        const lines: NewOrderLine[] = [
          ...items,
          ...(totals.shippingCents > 0
            ? [{ kind: 'shipping' as const, title: 'Envío', quantity: 1, unitCents: totals.shippingCents }]
            : []),
        ];
        const order = await db.transaction((tx) =>
          orders.create(tx, {
            kind: 'meals',
            accountId: user?.id ?? null,
            idempotency: { scope, key: idempotencyKey, requestHash: hash },
            currency: 'UYU',
            lines,
            // Never more than the meals and the shipping (a fixed coupon larger than the meals).
            discountCents: totals.mealsCents + totals.shippingCents - totals.totalCents,
            // The coupon's use is taken with the order (bounded, with its row locked), so at most
            // maxUses orders can ever hold it; cancelling or expiring an unpaid order gives it back.
            ...(coupon
              ? { coupon: { id: coupon.id, code: coupon.code, category: 'meals', refused: couponRefused } }
              : {}),
            buyer: { name: u.name, email: u.email, phone: u.phone },
            with: (tx, created) =>
              repo.insertDelivery(tx, {
                orderId: created.id,
                department: u.department,
                neighborhood: u.neighborhood,
                address: u.address,
                fromTime: u.from,
                untilTime: u.until,
                saltOption: u.saltOption,
                carboOption: u.carboOption,
                comments: u.comments,
              }),
          }),
        );
        if (order) return view((await repo.findOrder(db, order.id))!);
      } catch (err) {
        // The same key raced us (unique (scope, key), or its order took the coupon's last use while
        // this send checked it): answer the order that won.
        const again = await orders.findByKey(scope, idempotencyKey);
        if (again) return sameRequest(again.id, again.kind, again.requestHash);
        throw err;
      }
      const raced = (await orders.findByKey(scope, idempotencyKey))!;
      return sameRequest(raced.id, raced.kind, raced.requestHash);
    },

    async getOrder(id: string, accessKey: string): Promise<MealOrderStatus> {
      const order = checkAccess(await repo.findOrder(db, id), accessKey);
      return view(order, await closedDaysOf(order));
    },

    async cancelOrder(id: string, accessKey: string) {
      const order = checkAccess(await repo.findOrder(db, id), accessKey);
      if (order.status === 'paid') throw new AppError('CONFLICT', 'El pedido ya está pago: escribinos para cambiarlo.');
      await orders.cancelUnpaid(id);
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
      return orders.openPaymentPage(order, {
        title: `Platos semanales NutriTest (${order.mealCount})`,
        payer: { name: order.name, email: order.email, phone: order.phone },
        backUrl: `${config.publicUrl}/platos-semanales`,
        ...(deadlines[0] ? { expiresAt: deadlines[0].deadline } : {}),
      });
    },

    expireUnpaid,
  };
}
export type MealsService = ReturnType<typeof createMealsService>;
