import { AppError, type CardBrand, type PurchaseKind } from '@nutritest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import type { MailWorker } from '../../platform/mail/outbox';
import { enqueueEmail } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import type {
  ChargeRequest,
  ChargeResult,
  NotificationRequest,
  PaymentProvider,
  ProviderPayment,
} from '../../platform/payments/provider';
import {
  type CouponBuyer,
  type CouponCategory,
  type CouponProblem,
  checkCoupon,
  lockCoupon,
  useCoupon,
} from './coupons';
import { createInstruments } from './instruments';
import * as repo from './orders.repository';
import type { Product, ProductRegistry } from './products';
import { createRefundRequests } from './refund-requests';
import { createRefunds } from './refunds';
import { chargeSettlement, createSettlement } from './settlement';
import { createUnappliedPayments } from './unapplied';

/** Unpaid redirect orders are reconciled for this long after they were made (their payment page expires). */
const RECONCILE_LOOKBACK_MS = 3 * 24 * 3600_000;

/**
 * How long a buyer has to finish a 3-D Secure challenge (the card frame says so). After it the charge is
 * cancelled at the provider (it can no longer be approved behind our back), the order fails (its coupon
 * and the one-live-kit place free again) and the buyer is told by e-mail.
 */
export const CHALLENGE_TIMEOUT_MINUTES = 15;

export const challengeTexts = {
  expiredSubject: 'Tu pago no se completó: tu banco no recibió la confirmación',
  expired:
    'No confirmaste el pago con tu banco a tiempo: cancelamos el intento y no se cobró nada. Podés volver a intentarlo.',
} as const;

export interface CreateOrderInput {
  kind: PurchaseKind;
  accountId: string | null;
  /** `account:<id>` or `guest`, the Idempotency-Key (null: none) and the request's hash. */
  idempotency: { scope: string; key: string | null; requestHash: string | null };
  /** What the buyer is charged in: every amount of the order (lines, discount) is in it. */
  currency: 'USD' | 'UYU';
  /**
   * A sale priced in another currency than it is charged in (decision 065): its price there (after the
   * coupon) and the rate it was converted at. Coupons are checked in the price's currency.
   */
  list?: { currency: 'USD' | 'UYU'; totalCents: number };
  exchangeRate?: { rate: number; rateDate: string | null; source: 'bcu' | 'configured' };
  /** Priced by the product; each line's amount is its quantity × unit. */
  lines: repo.NewOrderLine[];
  discountCents?: number;
  /**
   * A coupon to take one use of, in the order's transaction: the one the product priced the discount
   * with (checked without a lock), checked again with its row locked.
   */
  coupon?: { id: string; code: string; category: CouponCategory; refused: (problem: CouponProblem) => AppError };
  /** Who to tell and bill when there is no account to read it from. */
  buyer?: { name: string; email: string; phone: string | null };
  installments?: number;
  instrumentId?: string | null;
  /** The product's own rows, written in the order's transaction after the order and its coupon use. */
  with?: (tx: Executor, order: repo.Order) => Promise<void>;
}

/**
 * The orders module: the one home of money. Every sale (a kit, a company's places, weekly meals, a
 * consultation) is an order with lines, made here for its product (which prices the lines), paid
 * through the one payment provider (card or redirect flow), settled by one function whatever told us
 * (our charge's answer, the one webhook, the one reconciliation), refunded by one path, and its
 * receipt written by the one database trigger on `orders`. Products react through their hooks
 * (products.ts): paid, failed, closed, cancelled, refunded, disputed.
 */
export function createOrders(deps: {
  db: Database;
  provider: PaymentProvider;
  config: Config;
  mail: MailWorker;
  log: FastifyBaseLogger;
}) {
  const { db, provider, config, mail, log } = deps;
  const products: ProductRegistry = new Map();
  const couponQuotes = new Map<
    CouponCategory,
    (user: AuthUser, code: string, quantity: number) => Promise<[boolean, number]>
  >();
  let framePrice: () => Promise<number> = async () => 0;

  function productOf(order: { kind: PurchaseKind }): Product {
    const product = products.get(order.kind);
    if (!product) throw new Error(`no product registered for ${order.kind} orders`);
    return product;
  }

  const unapplied = createUnappliedPayments({ db, provider, log, labelOf: (order) => productOf(order).label });
  const refunds = createRefunds({ db, provider, config, mail, log, productOf });
  const settlement = createSettlement({ db, provider, mail, log, productOf, unapplied, refunds });
  const instruments = createInstruments({ db, provider, log, framePriceCents: () => framePrice() });
  const refundRequests = createRefundRequests({ db, config, refunds, productOf, mailNudge: () => mail.nudge() });
  // Webhooks only (`source_news=webhooks`): without it MercadoPago also sends unsigned IPN copies.
  const notificationUrl = `${config.publicUrl}/v1/payment/webhook?source_news=webhooks`;

  /**
   * Makes an order and its lines (pending), takes its coupon's use and writes the product's rows, in
   * one transaction. Idempotent per (scope, key): answers undefined when that key already made an
   * order (the caller reads it with `findByKey`).
   */
  async function create(tx: Executor, input: CreateOrderInput): Promise<repo.Order | undefined> {
    const product = productOf(input);
    const subtotal = input.lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
    const discount = input.discountCents ?? 0;
    // The coupon first, its row locked (before the order refers to it): concurrent orders with one
    // coupon are checked one after the other, and its last use goes to one of them.
    let coupon: { buyer: CouponBuyer; code: string } | undefined;
    if (input.coupon) {
      const buyer: CouponBuyer = {
        accountId: input.accountId,
        email:
          input.buyer?.email ?? (input.accountId ? ((await repo.findBuyer(tx, input.accountId))?.email ?? null) : null),
      };
      const locked = await lockCoupon(tx, input.coupon.code, {
        category: input.coupon.category,
        currency: input.list?.currency ?? input.currency,
        buyer,
      });
      if (locked.problem || locked.coupon.id !== input.coupon.id) {
        throw input.coupon.refused(locked.problem ?? 'unknown');
      }
      coupon = { buyer, code: locked.coupon.code };
    }
    const order = await repo.insertOrderOnce(
      tx,
      {
        accountId: input.accountId,
        kind: input.kind,
        paymentFlow: product.flow,
        status: 'pending',
        currency: input.currency,
        ...(input.list && input.exchangeRate
          ? {
              listCurrency: input.list.currency,
              listTotalCents: input.list.totalCents,
              exchangeRate: input.exchangeRate.rate.toFixed(3),
              exchangeRateDate: input.exchangeRate.rateDate,
              exchangeRateSource: input.exchangeRate.source,
            }
          : {}),
        subtotalCents: subtotal,
        discountCents: discount,
        totalCents: subtotal - discount,
        installments: input.installments ?? 1,
        couponId: input.coupon?.id ?? null,
        instrumentId: input.instrumentId ?? null,
        idempotencyScope: input.idempotency.scope,
        idempotencyKey: input.idempotency.key,
        requestHash: input.idempotency.requestHash,
        buyerName: input.buyer?.name ?? null,
        buyerEmail: input.buyer?.email ?? null,
        buyerPhone: input.buyer?.phone ?? null,
      },
      input.lines,
    );
    if (!order) return undefined;
    if (input.coupon && coupon) {
      if (!(await useCoupon(tx, input.coupon.id, coupon.buyer, order.id))) throw input.coupon.refused('usedUp');
      if (product.flow === 'card') {
        await repo.insertLedger(tx, {
          kind: 'coupon_use',
          orderId: order.id,
          accountId: input.accountId,
          amountCents: discount,
          currency: input.currency,
          reference: coupon.code,
        });
      }
    }
    await input.with?.(tx, order);
    return order;
  }

  /**
   * The order of `input` (no coupon, no key) as the common table expressions `created` and
   * `created_lines`, for a product that writes it with its own rows in one statement (one round trip).
   */
  function createInStatement(input: Omit<CreateOrderInput, 'coupon' | 'with' | 'discountCents'>) {
    return repo.orderInsertCtes(
      {
        accountId: input.accountId,
        kind: input.kind,
        paymentFlow: productOf(input).flow,
        status: 'pending',
        currency: input.currency,
        subtotalCents: 0,
        totalCents: 0,
        installments: input.installments ?? 1,
        idempotencyScope: input.idempotency.scope,
        buyerName: input.buyer?.name ?? null,
        buyerEmail: input.buyer?.email ?? null,
        buyerPhone: input.buyer?.phone ?? null,
      },
      input.lines,
    );
  }

  /** Cancels an unpaid order (its buyer, an expiry) and gives its coupon use back, once. */
  async function cancelUnpaid(orderId: string) {
    return db.transaction(async (tx) => {
      const cancelled = await repo.moveOrder(tx, orderId, ['pending', 'failed'], {
        status: 'cancelled',
        preferenceId: null,
        checkoutUrl: null,
      });
      if (cancelled) await repo.releaseCouponUse(tx, orderId);
      return cancelled;
    });
  }

  /**
   * Redirect flow: the provider's payment page of an order, created once; asked again, the same one
   * (unless the provider changed since: then a new one from the configured provider).
   */
  async function openPaymentPage(
    order: Pick<repo.Order, 'id' | 'totalCents' | 'preferenceId' | 'checkoutUrl' | 'gateway'>,
    page: {
      title: string;
      payer: { name: string; email: string; phone?: string };
      backUrl: string;
      expiresAt?: Date;
    },
  ) {
    if (order.preferenceId && order.checkoutUrl && order.gateway === provider.name) {
      return {
        id: order.preferenceId,
        checkoutUrl: order.checkoutUrl,
        gateway: provider.name,
        publicKey: provider.publicKey,
      };
    }
    const preference = await provider.redirect.createPreference({
      orderId: order.id,
      items: [
        {
          id: order.id,
          title: page.title,
          description: page.title,
          categoryId: 'services',
          quantity: 1,
          unitPriceCents: order.totalCents,
        },
      ],
      currency: 'UYU',
      payer: page.payer,
      // The provider appends status, payment_id and external_reference (MercadoPago's back_urls).
      backUrls: { success: page.backUrl, failure: page.backUrl, pending: page.backUrl },
      notificationUrl,
      ...(page.expiresAt ? { expiresAt: page.expiresAt } : {}),
    });
    await repo.updateOrder(db, order.id, {
      preferenceId: preference.id,
      checkoutUrl: preference.checkoutUrl,
      gateway: provider.name,
    });
    return {
      id: preference.id,
      checkoutUrl: preference.checkoutUrl,
      gateway: provider.name,
      publicKey: provider.publicKey,
    };
  }

  /**
   * Card flow: charges a pending order's card (outside any transaction: no network call holds one)
   * and settles the order with the answer. An order with nothing to pay is paid without a charge.
   * Throws UNAVAILABLE when the provider's answer is unknown (the order stays pending: the
   * reconciliation asks the provider later). Answers the charge's 3-D Secure challenge, if any.
   */
  async function chargeCard(
    order: repo.Order,
    charge: Pick<
      ChargeRequest,
      'securityToken' | 'description' | 'payerEmail' | 'payerFirstName' | 'payerLastName' | 'items' | 'deviceId'
    > & {
      /** The saved card (null only when there is nothing to pay). */
      card: ChargeRequest['card'] | null;
      shown: { masked: string; brand: CardBrand } | null;
      unknownOutcome: string;
    },
  ) {
    if (order.totalCents === 0) {
      await settlement.settle(order.id, chargeSettlement(order, 'free'), { trusted: true, card: null });
      return { challenge: undefined };
    }
    if (!charge.card) throw new Error(`order ${order.id} has something to pay and no card`);
    let result: Awaited<ReturnType<PaymentProvider['card']['charge']>>;
    try {
      result = await provider.card.charge({
        idempotencyKey: order.id,
        card: charge.card,
        securityToken: charge.securityToken,
        amountCents: order.totalCents,
        currency: order.currency,
        installments: order.installments,
        description: charge.description,
        payerEmail: charge.payerEmail,
        payerFirstName: charge.payerFirstName,
        payerLastName: charge.payerLastName,
        items: charge.items,
        deviceId: charge.deviceId ?? null,
        notificationUrl,
      });
    } catch (err) {
      // Unknown outcome: the order stays pending; the reconciliation job asks the provider later.
      log.error({ err, orderId: order.id }, 'card charge failed');
      throw new AppError('UNAVAILABLE', charge.unknownOutcome);
    }
    // What the provider answered is checked against the order like any payment (amount, currency).
    await settlement.settle(order.id, chargeSettlement(order, result), { card: charge.shown });
    return { challenge: result.status === 'pending' ? result.challenge : undefined };
  }

  /** Card flow: a pending order settled with what the provider says now (nothing when still undecided). */
  async function settleCardFromProvider(order: repo.Order) {
    let result: Awaited<ReturnType<PaymentProvider['card']['findCharge']>>;
    try {
      result = await provider.card.findCharge(order.id);
    } catch (err) {
      log.warn({ err, orderId: order.id }, 'provider unavailable while asking for a pending charge');
      return;
    }
    if (!result || result.status === 'pending') return;
    await settlement.settle(order.id, chargeSettlement(order, result), { card: await settlement.cardOf(order) });
  }

  /**
   * A 3-D Secure challenge left unfinished past CHALLENGE_TIMEOUT_MINUTES: cancelled at the provider,
   * then settled with what it says (rejected as `challenge_expired`, or approved if the bank was
   * faster), and the buyer told when it failed.
   */
  async function expireChallenge(order: repo.Order, reference: string, now: Date) {
    const after = await provider.card.cancelCharge(reference);
    const result: ChargeResult =
      after && after.status !== 'pending' && after.status !== 'rejected'
        ? after
        : { status: 'rejected', reference, errorCode: 'challenge_expired' };
    const outcome = await settlement.settle(order.id, chargeSettlement(order, result), {
      now,
      card: await settlement.cardOf(order),
    });
    if (result.status !== 'rejected') return outcome;
    const failed = await repo.findOrder(db, order.id);
    const buyer = order.accountId ? await repo.findBuyer(db, order.accountId) : undefined;
    if (failed?.status === 'failed' && failed.failureCode === 'challenge_expired' && buyer) {
      await db.transaction((tx) =>
        enqueueEmail(
          tx,
          buyer.email,
          emailTemplates.notice({
            firstName: buyer.firstName ?? '',
            supportEmail: config.supportEmail,
            subject: challengeTexts.expiredSubject,
            paragraphs: [
              `Tu banco pidió confirmar el pago con tarjeta y no recibimos la confirmación en ${CHALLENGE_TIMEOUT_MINUTES} minutos.`,
              challengeTexts.expired,
            ],
          }),
        ),
      );
      mail.nudge();
    }
    return outcome;
  }

  /**
   * The one reconciliation (every minute, any process): pending orders the provider may have settled
   * without telling us — a notification lost or never sent, a crash between a charge and its recording,
   * a payment in review — are settled with what the provider says about them now.
   */
  async function reconcilePending(olderThanMs = 2 * 60_000, now = new Date()): Promise<number> {
    const stale = await repo.stalePendingOrders(
      db,
      new Date(now.getTime() - olderThanMs),
      new Date(now.getTime() - RECONCILE_LOOKBACK_MS),
    );
    let applied = 0;
    for (const order of stale) {
      try {
        if (order.paymentFlow === 'card') {
          const result =
            order.totalCents === 0
              ? 'free'
              : ((await provider.card.findCharge(order.id)) ?? {
                  status: 'error' as const,
                  reference: null,
                  errorCode: 'no_charge_made',
                });
          if (
            result !== 'free' &&
            result.status === 'pending' &&
            result.detail === 'pending_challenge' &&
            order.createdAt.getTime() < now.getTime() - CHALLENGE_TIMEOUT_MINUTES * 60_000
          ) {
            if ((await expireChallenge(order, result.reference, now)) === 'applied') applied++;
            continue;
          }
          const outcome = await settlement.settle(order.id, chargeSettlement(order, result), {
            now,
            trusted: result === 'free',
            card: await settlement.cardOf(order),
          });
          if (outcome === 'applied') applied++;
          continue;
        }
        const payments = await provider.findPayments(order.id);
        // Approved ones first: the first pays the order, any other approved one is refunded.
        const ordered = [
          ...payments.filter((p) => p.status === 'approved'),
          ...payments.filter((p) => p.status !== 'approved').slice(0, 1),
        ];
        for (const payment of ordered) {
          if ((await settlement.applyPayment(payment, now)) === 'applied') applied++;
        }
      } catch (err) {
        log.warn({ err, orderId: order.id }, 'order reconciliation failed; retried at the next run');
      }
    }
    if (applied > 0) log.info({ applied }, 'orders settled by reconciliation');
    return applied;
  }

  /**
   * Every provider notification (the one webhook): a payment, or a chargeback whose payments are each
   * read back and applied like any payment.
   */
  async function onNotification(request: NotificationRequest): Promise<'applied' | 'ignored' | 'refused'> {
    const notice = provider.readNotification(request);
    switch (notice.kind) {
      case 'refused':
        return 'refused';
      case 'ignored':
        // Signed by the provider, about a topic we do not use (merchant orders, claims...): acknowledged.
        log.info({ topic: notice.topic }, 'provider notification of a topic we do not use');
        return 'ignored';
      case 'payment':
        return (await settlement.applyPaymentById(notice.id)) === 'applied' ? 'applied' : 'ignored';
      case 'chargeback': {
        let outcome: 'applied' | 'ignored' = 'ignored';
        for (const id of (await provider.chargebackPayments?.(notice.id)) ?? []) {
          if ((await settlement.applyPaymentById(id)) === 'applied') outcome = 'applied';
        }
        return outcome;
      }
    }
  }

  return {
    provider,
    instruments,
    /** Refunds under the terms: the buyer's requests and operations' decisions. */
    refundRequests,

    /**
     * An account just proved it owns `email` (confirmed it, or changed to it): the guest orders paid
     * with that address become its own (issue 41, item 4). In the caller's transaction.
     */
    attachGuestOrders: (tx: Executor, accountId: string, email: string) =>
      repo.attachPaidGuestOrders(tx, accountId, email),

    /** A product's hooks, for the kinds of order it sells. */
    register(kinds: PurchaseKind[], product: Product) {
      for (const kind of kinds) products.set(kind, product);
    },
    /** How a coupon category's `checkCoupon` answers (kits: the discount on the price the buyer would pay). */
    registerCouponQuote(
      category: CouponCategory,
      quote: (user: AuthUser, code: string, quantity: number) => Promise<[boolean, number]>,
    ) {
      couponQuotes.set(category, quote);
    },
    /** The price the card frame shows. */
    setFramePrice(price: () => Promise<number>) {
      framePrice = price;
    },

    create,
    createInStatement,
    find: (id: string, ex: Executor = db) => repo.findOrder(ex, id),
    findByKey: (scope: string, key: string) => repo.findOrderByKey(db, scope, key),
    lines: (orderIds: string[], ex: Executor = db) => repo.listLines(ex, orderIds),
    unpaidBefore: (kind: PurchaseKind, before: Date) => repo.unpaidOrdersBefore(db, kind, before),
    /** A card order's charge at the provider: the approved one, else the one still pending. */
    chargeOf: async (orderId: string) =>
      (await repo.findApprovedCharge(db, orderId)) ?? (await repo.findPendingCharge(db, orderId)),
    /** The saved card a card order is charged on (what its receipt shows). */
    cardOf: (order: repo.Order) => settlement.cardOf(order),
    couponCode: async (couponId: string) => (await repo.findCouponById(db, couponId))?.code ?? null,
    buyerOf: (accountId: string, ex: Executor = db) => repo.findBuyer(ex, accountId),
    cancelUnpaid,
    openPaymentPage,
    chargeCard,
    settleCardFromProvider,
    applyPayment: (payment: ProviderPayment, now = new Date()) => settlement.applyPayment(payment, now),
    applyPaymentById: (reference: string, now = new Date()) => settlement.applyPaymentById(reference, now),
    findPayments: (orderId: string) => provider.findPayments(orderId),
    onNotification,
    reconcilePending,
    refund: refunds.refund,

    /**
     * Operations refund an order directly (kits): all that is left, or `amountCents` of it. Answers
     * `in_process` when the provider accepted it but has not given the money back yet.
     */
    async refundByOperator(orderId: string, amountCents?: number) {
      const order = await repo.findOrder(db, orderId);
      const product = order ? products.get(order.kind) : undefined;
      if (!order || !product?.operatorRefunds) throw new AppError('NOT_FOUND');
      return refunds.refund(order.id, amountCents);
    },

    /** A coupon checked by the one rule, without a lock (a preview; the order takes it again). */
    checkCoupon: (code: string, use: { category: CouponCategory; currency: 'USD' | 'UYU'; buyer: CouponBuyer }) =>
      checkCoupon(db, code, use),
    /** POST /v1/coupon/checkCoupon: [valid, discount] for a category, as its product prices it. */
    async quoteCoupon(user: AuthUser, code: string, category: CouponCategory, quantity: number) {
      const quote = couponQuotes.get(category);
      if (quote) return quote(user, code, quantity);
      const buyer = await repo.findBuyer(db, user.id);
      const { problem } = await checkCoupon(db, code, {
        category,
        currency: 'UYU',
        buyer: { accountId: user.id, email: buyer?.email ?? null },
      });
      return [problem === null, 0] as [boolean, number];
    },

    /** Ledger writes of the products (a kit's commission) in their order's transaction. */
    writeLedger: repo.insertLedger,
    ledger: (from: Date, to: Date) => repo.listLedger(db, from, to),
  };
}
export type Orders = ReturnType<typeof createOrders>;
