import {
  AnalysisStatus,
  AppError,
  cardBrandLabel,
  commissionCents,
  convertCents,
  couponDiscountCents,
  formatDateEs,
  formatMoney,
  formatNumberEs,
  installmentAmountCents,
  KIT_REFUND_DAYS,
  KIT_REFUND_PENALTY_CENTS,
  type KitQuote,
  messages,
  montevideoDate,
  type PurchasedAnalysis,
  priceForQuantity,
  type purchaseAnalysisRequestSchema,
  type RefundQuote,
} from '@nutritest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import type { ExchangeRates } from '../../platform/exchange-rates/exchange-rates';
import { enqueueEmail } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import { requestHash } from '../../platform/request-hash';
import { kitsAvailable } from '../accounts';
import { kitChainOfOrder } from '../logistics';
import { challengeTexts, type Order, type Orders, type Product, refundTerms, savedCard } from '../orders';
import { listCostTiers } from '../reference';
import * as repo from './kits.repository';

type PurchaseRequest = z.output<typeof purchaseAnalysisRequestSchema>;

export const kitTexts = {
  failed: 'Error al realizar el pago',
  failedDetail:
    'La tarjeta o el banco no aprobaron el pago: probá con otra tarjeta o consultá con tu banco. Si no funciona, comunicate con nosotros.',
  processing: 'Tu pago se está procesando. Esperá unos segundos y volvé a intentar.',
  alreadyBought: 'Ya tenés un kit comprado.',
  customerOneKit: 'Como cliente podés comprar un kit.',
  cardRequired: 'Elegí una tarjeta para pagar.',
  couponInvalid: 'El cupón no es válido.',
  couponNotForCompanies: 'Los cupones no se aplican a la compra de cupos.',
  notRefundable: 'Este pedido ya no se puede reembolsar: la muestra está en proceso en el laboratorio.',
  securityCodeRequired: 'Ingresá el código de seguridad de la tarjeta para pagar.',
  priceChanged: (total: string) =>
    `El importe cambió desde que viste el resumen: ahora son ${total}. Revisá el resumen y confirmá de nuevo.`,
  rateUnavailable: 'No pudimos obtener la cotización del dólar de hoy. Probá de nuevo en unos minutos.',
  installmentsNotOffered: (n: number) =>
    n === 1
      ? 'Esta tarjeta no permite pagar en 1 pago este importe.'
      : `Esta tarjeta no ofrece ${n} cuotas para este importe.`,
  emailNotConfirmed: messages.emailNotConfirmed,
  labStarted: 'El laboratorio ya empezó a procesar tu muestra: según los términos ya no corresponde una devolución.',
  kitTooLate: (received: string) =>
    `Pasaron más de ${KIT_REFUND_DAYS} días desde que recibiste el kit (el ${received}): según los términos ya no corresponde una devolución.`,
  belowPenalty: 'Lo que pagaste no supera la penalidad de USD 50 de los términos: no hay importe para devolver.',
  noUnusedPlaces: 'Todos los cupos de esta compra ya están en uso o devueltos: no quedan cupos sin usar para devolver.',
  placesUsedMeanwhile:
    'Desde el pedido se usaron cupos de esta compra: la empresa tiene que pedir la devolución de nuevo.',
} as const;

/** How long the security code typed in the frame stays usable for a purchase. */
const SECURITY_TOKEN_MS = 10 * 60_000;

/**
 * The kit (a customer's one kit, or a company's places): its price from the cost tiers, the purchase
 * (POST /v1/analyses) paid by card through the orders module, and what a kit order does when paid
 * (the analysis and the nutritionist's commission, or the company's places, and the receipt e-mail),
 * refunded (the commission and the kit go back) or disputed, and what the terms allow to refund.
 */
export function createKits(deps: {
  db: Database;
  orders: Orders;
  config: Config;
  mail: { nudge(): void };
  log: FastifyBaseLogger;
  /** The day's USD rate: kits are priced in dollars and charged in pesos where the provider takes only pesos. */
  exchangeRates: Pick<ExchangeRates, 'usdRateFor'>;
}) {
  const { db, orders, config, exchangeRates } = deps;
  const { instruments } = orders;

  async function priceOf(quantity: number) {
    const tiers = await listCostTiers(db);
    const subtotal = priceForQuantity(tiers, quantity);
    if (subtotal === undefined)
      throw new AppError('VALIDATION', 'La cantidad no es válida.', { analysisAmount: 'La cantidad no es válida.' });
    return { subtotal, unit: subtotal / quantity };
  }

  /** Kits or places an order bought (its one line). */
  async function quantityOf(order: Order, ex: Executor = db) {
    const [line] = await orders.lines([order.id], ex);
    return line?.quantity ?? 1;
  }

  /** The kit price for this buyer and the coupon's discount (0 when it does not apply), as things are now. */
  async function quote(user: AuthUser, quantity: number, code: string | null) {
    const { subtotal } = await priceOf(user.role === 'Business' ? quantity : 1);
    if (!code || user.role === 'Business') return { subtotal, discount: 0, coupon: undefined, couponValid: false };
    const buyer = await orders.buyerOf(user.id);
    const { coupon, problem } = await orders.checkCoupon(code, {
      category: 'kits',
      currency: 'USD',
      buyer: { accountId: user.id, email: buyer?.email ?? null },
    });
    if (problem || !coupon) return { subtotal, discount: 0, coupon: undefined, couponValid: false };
    return { subtotal, discount: couponDiscountCents(subtotal, coupon), coupon, couponValid: true };
  }

  /**
   * What the buyer pays now, in dollars (the price list) and in the currency the card is charged in
   * (decision 065): a provider whose account charges only pesos (MercadoPago Uruguay) gets the dollar
   * price converted at the day's rate (BCU's, or the configured one), unit by unit, the coupon's
   * discount converted the same way. The order keeps both and the rate.
   */
  async function pricing(user: AuthUser, quantity: number, code: string | null) {
    const count = user.role === 'Business' ? quantity : 1;
    const { unit } = await priceOf(count);
    const priced = await quote(user, quantity, code);
    const list = {
      currency: 'USD' as const,
      subtotalCents: priced.subtotal,
      discountCents: priced.discount,
      totalCents: priced.subtotal - priced.discount,
      unitCents: unit,
    };
    const currencies = orders.provider.card.currencies;
    if (currencies.includes('USD')) return { priced, count, list, charge: list, rate: null };
    let rate: Awaited<ReturnType<typeof exchangeRates.usdRateFor>>;
    try {
      rate = await exchangeRates.usdRateFor(montevideoDate(new Date()));
    } catch (err) {
      deps.log.error({ err }, 'no exchange rate to charge a kit in pesos');
      throw new AppError('UNAVAILABLE', kitTexts.rateUnavailable);
    }
    const unitCents = convertCents(unit, rate.rate);
    const subtotalCents = unitCents * count;
    const discountCents = Math.min(convertCents(priced.discount, rate.rate), subtotalCents);
    const charge = {
      currency: currencies[0]!,
      subtotalCents,
      discountCents,
      totalCents: subtotalCents - discountCents,
      unitCents,
    };
    return { priced, count, list, charge, rate };
  }

  /** GET /v1/analyses/quote: the price in dollars and what the card would be charged, before paying. */
  async function quoteFor(user: AuthUser, quantity: number, code: string | null): Promise<KitQuote> {
    const { list, charge, rate } = await pricing(user, quantity, code);
    const amounts = ({ unitCents: _, ...a }: typeof list | typeof charge) => a;
    return {
      list: amounts(list),
      charge: amounts(charge),
      exchangeRate: rate ? { rate: rate.rate, rateDate: rate.rateDate, source: rate.source } : null,
    };
  }

  /** A kit order's penalty under the terms, in its own currency (converted at its own rate). */
  const penaltyOf = (order: Order) =>
    order.exchangeRate === null
      ? KIT_REFUND_PENALTY_CENTS
      : convertCents(KIT_REFUND_PENALTY_CENTS, Number(order.exchangeRate));

  async function resultOf(order: Order): Promise<PurchasedAnalysis> {
    const [analysis, charge, quantity, card, coupon] = await Promise.all([
      repo.findAnalysisByOrder(db, order.id),
      orders.chargeOf(order.id),
      quantityOf(order),
      orders.cardOf(order),
      order.couponId ? orders.couponCode(order.couponId) : null,
    ]);
    return {
      id: analysis?.id ?? order.id,
      referenceId: analysis?.referenceId ?? null,
      status: analysis?.status ?? AnalysisStatus.Paid,
      order: {
        invoiceId: order.invoiceId ?? '',
        analyses: quantity,
        quantity,
        transaction: {
          amount: order.totalCents,
          currency: order.currency,
          ...(order.listCurrency && order.listTotalCents !== null && order.exchangeRate !== null
            ? {
                listAmount: order.listTotalCents,
                listCurrency: order.listCurrency,
                exchangeRate: Number(order.exchangeRate),
              }
            : {}),
          installments: order.installments,
          discount: order.discountCents,
          coupon,
          card: card ? `${cardBrandLabel[card.brand]} ${card.masked}` : null,
          reference: charge?.providerReference ?? null,
          status: order.status === 'pending' ? 'in_process' : order.totalCents === 0 ? 'free' : 'approved',
        },
      },
    };
  }

  function answer(order: Order): Promise<PurchasedAnalysis> {
    if (order.status === 'paid' || order.status === 'disputed') return resultOf(order);
    // In process at the provider: said as such, never as a failure that invites a second charge.
    if (order.status === 'pending' && order.providerStatus) return resultOf(order);
    const detail = order.failureCode === 'challenge_expired' ? challengeTexts.expired : kitTexts.failedDetail;
    throw new AppError('PAYMENT_FAILED', kitTexts.failed, { payment: detail });
  }

  /** Waits briefly for a concurrent request with the same key to finish its order. */
  async function awaitSettled(scope: string, key: string): Promise<Order> {
    for (let i = 0; i < 40; i++) {
      const order = await orders.findByKey(scope, key);
      if (order && (order.status !== 'pending' || order.providerStatus)) return order;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new AppError('CONFLICT', kitTexts.processing);
  }

  /** What the terms allow to refund of a paid kit, or of a company's places. */
  async function refundQuote(tx: Executor, order: Order, now: Date): Promise<RefundQuote | null> {
    const no = (reason: string, deadline: Date | null = null) => refundTerms.refused(order, reason, deadline);
    if (order.kind === 'kit_places') {
      const quantity = await quantityOf(order, tx);
      const unused = Math.min(await kitsAvailable(tx, order.accountId!), placesLeft(order, quantity));
      if (unused <= 0) return no(kitTexts.noUnusedPlaces);
      return refundTerms.allowed(order, placesAmount(order, quantity, unused), 0, null);
    }
    if (order.refundedCents > 0) return null;
    // The purchase's live kit decides, not the first one: a lost kit's free replacement may be in the
    // lab already (issue 36, N4). The time limit runs from the first kit that was delivered.
    const chain = await kitChainOfOrder(tx, order.id);
    const live = chain.at(-1);
    if (!live) return null;
    if (live.status === AnalysisStatus.InLab || live.status === AnalysisStatus.ResultsSent) {
      return no(kitTexts.labStarted);
    }
    const delivered = await repo.kitDeliveredAt(
      tx,
      chain.map((k) => k.id),
    );
    const deadline = delivered ? new Date(delivered.getTime() + KIT_REFUND_DAYS * 86_400_000) : null;
    if (deadline && now > deadline) return no(kitTexts.kitTooLate(formatDateEs(montevideoDate(delivered!))), deadline);
    const penalty = penaltyOf(order);
    const amount = order.totalCents - penalty;
    if (amount <= 0) return no(kitTexts.belowPenalty, deadline);
    return refundTerms.allowed(order, amount, penalty, deadline);
  }

  /**
   * A company's kit places: the places of this purchase not in use yet (never shipped: no penalty,
   * no time limit) can be given back, at the price paid for each; they leave the company's places.
   */
  const placesLeft = (order: Order, quantity: number) =>
    quantity - Math.round((order.refundedCents * quantity) / order.totalCents);
  const placesAmount = (order: Order, quantity: number, places: number) =>
    places === placesLeft(order, quantity)
      ? order.totalCents - order.refundedCents
      : Math.round((order.totalCents * places) / quantity);

  /** What a reversed commission writes on the ledger (a negative amount, in the commission's currency). */
  async function ledgerCommissionReversal(
    tx: Executor,
    orderId: string,
    reversed: { nutritionistId: string; reversedCents: number; currency: 'USD' | 'UYU' } | undefined,
  ) {
    if (!reversed) return;
    await orders.writeLedger(tx, {
      kind: 'commission_reversal',
      orderId,
      accountId: reversed.nutritionistId,
      amountCents: -reversed.reversedCents,
      currency: reversed.currency,
    });
  }

  const product: Product = {
    flow: 'card',
    label: 'Kit',
    refundedStatus: 'refunded',
    operatorRefunds: true,

    async onPaid(tx, order, { card }) {
      const buyer = order.accountId ? await orders.buyerOf(order.accountId, tx) : undefined;
      const quantity = await quantityOf(order, tx);
      if (order.kind === 'kit') {
        await repo.insertAnalysis(tx, {
          accountId: order.accountId!,
          orderId: order.id,
          status: AnalysisStatus.Paid,
          referenceId: await repo.nextAnalysisReference(tx),
        });
        if (buyer?.nutritionistId && order.totalCents > 0) {
          // A share of what the buyer paid, in what the buyer paid in: the receipt's and the ledger's amount.
          const amount = commissionCents(order.totalCents, config.commissionRateBps);
          await repo.insertCommission(tx, {
            nutritionistId: buyer.nutritionistId,
            orderId: order.id,
            buyerId: order.accountId!,
            amountCents: amount,
            currency: order.currency,
            status: 'accrued',
          });
          await orders.writeLedger(tx, {
            kind: 'commission',
            orderId: order.id,
            accountId: buyer.nutritionistId,
            amountCents: amount,
            currency: order.currency,
          });
        }
      } else {
        await repo.grantPlaces(tx, order.accountId!, quantity, order.id);
      }
      if (buyer) {
        const money = (cents: number) => formatMoney(cents, order.currency);
        const what = order.kind === 'kit' ? 'Kit NutriTest' : `${quantity} cupos de Kit NutriTest`;
        // Charged in pesos: the dollar price and the rate it was converted at, as the summary showed them.
        const converted =
          order.listCurrency && order.listTotalCents !== null && order.exchangeRate !== null
            ? ` (${formatMoney(order.listTotalCents, order.listCurrency)} a ${formatNumberEs(Number(order.exchangeRate), { minimumFractionDigits: 3, maximumFractionDigits: 3 })} pesos por dólar)`
            : '';
        await enqueueEmail(
          tx,
          buyer.email,
          emailTemplates.receipt({
            firstName: buyer.firstName ?? '',
            supportEmail: config.supportEmail,
            invoiceId: order.invoiceId ?? '',
            description: `${what}${converted}`,
            amount: money(order.totalCents),
            discount: order.discountCents > 0 ? money(order.discountCents) : null,
            installments:
              order.installments > 1
                ? `${order.installments} cuotas de ${money(installmentAmountCents(order.totalCents, order.installments))}`
                : '1 pago',
            card: card ? `${cardBrandLabel[card.brand]} ${card.masked}` : 'Sin tarjeta (cupón)',
            places: order.kind === 'kit' ? null : quantity,
          }),
        );
      }
    },

    async onRefunded(tx, order, { amountCents, full }) {
      // The whole of it (or a refund that closes the order) takes the commission and the kit back;
      // a part takes the same share of the commission.
      const reversed = full
        ? await repo.reverseCommission(tx, order.id)
        : await repo.reduceCommission(tx, order.id, amountCents, order.totalCents);
      await ledgerCommissionReversal(tx, order.id, reversed);
      if (full) await repo.deleteAnalysisByOrder(tx, order.id);
    },

    async onDisputed(tx, order) {
      await ledgerCommissionReversal(tx, order.id, await repo.reverseCommission(tx, order.id));
    },

    /** A kit is refunded only before the lab processes its sample (the terms). */
    async checkRefund(order) {
      const analysis = await repo.findAnalysisByOrder(db, order.id);
      if (analysis && [AnalysisStatus.InLab, AnalysisStatus.ResultsSent].includes(analysis.status as 2 | 8)) {
        throw new AppError('CONFLICT', kitTexts.notRefundable);
      }
    },

    refundQuote,

    async beforeRefund(order, amountCents) {
      if (order.kind !== 'kit_places') return { close: true, undo: async () => {} };
      // Places given back: taken from the company first (locked), so no employee can use them meanwhile.
      const quantity = await quantityOf(order);
      const places = Math.round((amountCents * quantity) / order.totalCents);
      const grant = await db.transaction(async (tx) => {
        await repo.lockCompany(tx, order.accountId!);
        // Read again under the lock: what other refunds of this purchase gave back meanwhile counts.
        const now = (await orders.find(order.id, tx))!;
        if ((await kitsAvailable(tx, now.accountId!)) < places || placesLeft(now, quantity) < places) {
          throw new AppError('CONFLICT', kitTexts.placesUsedMeanwhile);
        }
        return { id: await repo.returnPlaces(tx, now.accountId!, places), all: places === placesLeft(now, quantity) };
      });
      // The money did not go back: the places are the company's again.
      return { close: grant.all, undo: () => repo.deletePlaceGrant(db, grant.id) };
    },
  };
  orders.register(['kit', 'kit_places'], product);
  // What the Brick in the card frame is told the amount is: one kit, in the currency the card is charged in.
  orders.setFramePrice(async () => {
    const { subtotal } = await priceOf(1);
    if (orders.provider.card.currencies.includes('USD')) return subtotal;
    const rate = await exchangeRates.usdRateFor(montevideoDate(new Date())).catch(() => null);
    return rate ? convertCents(subtotal, rate.rate) : subtotal;
  });
  orders.registerCouponQuote('kits', async (user, code, quantity) => {
    if (user.role === 'Business') return [false, 0];
    // Said when the coupon is applied, next to it, rather than only when paying.
    if (!(await orders.buyerOf(user.id))?.emailConfirmedAt) {
      throw new AppError('FORBIDDEN', kitTexts.emailNotConfirmed, { code: kitTexts.emailNotConfirmed });
    }
    const { discount, couponValid } = await quote(user, quantity, code);
    return [couponValid, discount];
  });

  return {
    /**
     * The instalment plans the card's provider offers for what this buyer would pay now (1–6), in the
     * currency the card is charged in (the quote's `charge`).
     */
    async installments(user: AuthUser, token: string, quantity: number, coupon: string | null) {
      const row = await instruments.findInstrument(user.id, token);
      if (!row) throw new AppError('NOT_FOUND');
      const { charge } = await pricing(user, quantity, coupon);
      if (charge.totalCents === 0) return [{ installments: 1, installmentAmountCents: 0, totalCents: 0 }];
      return instruments.offered(row, charge.totalCents, charge.currency);
    },

    quote: quoteFor,

    /**
     * Creates the order and charges it. Idempotent by (account, key): a double click, a retry or
     * two tabs get the first order's result and never a second charge.
     */
    async purchase(user: AuthUser, body: PurchaseRequest, idempotencyKey: string): Promise<PurchasedAnalysis> {
      const isCompany = user.role === 'Business';
      if (!isCompany && body.analysisAmount !== 1) {
        throw new AppError('VALIDATION', kitTexts.customerOneKit, { analysisAmount: kitTexts.customerOneKit });
      }
      if (isCompany && body.coupon) {
        throw new AppError('VALIDATION', kitTexts.couponNotForCompanies, { coupon: kitTexts.couponNotForCompanies });
      }
      const scope = `account:${user.id}`;
      const hash = requestHash(body);
      const sameRequest = (order: Order) => {
        // The key belongs to this account (unique (scope, key)); another body with it is refused.
        // Orders from before request hashes were kept (null) are the account's own: answered as before.
        if (order.requestHash !== null && order.requestHash !== hash) throw new AppError('UNPROCESSABLE');
      };
      const existing = await orders.findByKey(scope, idempotencyKey);
      if (existing) {
        sameRequest(existing);
        if (existing.status === 'pending') {
          // Asked again while pending: in process at the provider (the page after a 3-D Secure
          // challenge, a reload), or a first attempt whose outcome never reached us (the connection
          // to the provider or to the buyer cut, the process ended before recording it; issue 36).
          // Ask the provider, as the reconciliation job would, so a decided payment is answered at
          // once with its real state; settling is idempotent if the first attempt records it too.
          await orders.settleCardFromProvider(existing);
          const now = (await orders.find(existing.id))!;
          if (now.status !== 'pending' || now.providerStatus) return answer(now);
          // Nothing decided at the provider yet: the first attempt may still be charging.
          return answer(await awaitSettled(scope, idempotencyKey));
        }
        return answer(existing);
      }

      const quantity = body.analysisAmount;
      // A refusal caused by another send of this same attempt that committed first (the coupon's
      // once-per-account use is its, it is the live kit order) answers that order, as the first send
      // did: a double click or a retry racing the first never shows an error for a purchase that went through.
      const answerRaced = async (err: unknown) => {
        const raced = err instanceof AppError ? await orders.findByKey(scope, idempotencyKey) : undefined;
        if (!raced) throw err;
        sameRequest(raced);
        return answer(raced.status === 'pending' ? await awaitSettled(scope, idempotencyKey) : raced);
      };
      const checks = async () => {
        const { priced, list, charge, rate } = await pricing(user, quantity, body.coupon ?? null);
        const instrument = body.instrumentToken
          ? await instruments.findInstrument(user.id, body.instrumentToken)
          : undefined;
        if (body.instrumentToken && !instrument) {
          throw new AppError('VALIDATION', kitTexts.cardRequired, { instrumentToken: kitTexts.cardRequired });
        }
        // The buyer saw an amount before paying: a different one now (the day's rate changed) is said, not charged.
        if (
          body.chargeTotalCents !== undefined &&
          (body.chargeTotalCents !== charge.totalCents || (body.chargeCurrency ?? charge.currency) !== charge.currency)
        ) {
          const message = kitTexts.priceChanged(formatMoney(charge.totalCents, charge.currency));
          throw new AppError('CONFLICT', message, { chargeTotalCents: message });
        }
        if (instrument && body.installments > 1) {
          // Only a plan the card's provider offers for this amount (the provider would refuse it anyway).
          if (
            charge.totalCents > 0 &&
            !(await instruments.offered(instrument, charge.totalCents, charge.currency)).some(
              (o) => o.installments === body.installments,
            )
          ) {
            const message = kitTexts.installmentsNotOffered(body.installments);
            throw new AppError('VALIDATION', message, { installments: message });
          }
        }
        const couponInvalid = () =>
          new AppError('VALIDATION', kitTexts.couponInvalid, { coupon: kitTexts.couponInvalid });
        if (body.coupon && !priced.coupon) throw couponInvalid();
        const total = charge.totalCents;
        const buyer = await orders.buyerOf(user.id);
        // A coupon or a free kit needs a confirmed e-mail: a throwaway address cannot farm them.
        if ((priced.coupon || total === 0) && !buyer?.emailConfirmedAt) {
          throw new AppError('FORBIDDEN', kitTexts.emailNotConfirmed, { coupon: kitTexts.emailNotConfirmed });
        }
        if (total > 0 && !instrument) {
          throw new AppError('VALIDATION', kitTexts.cardRequired, { instrumentToken: kitTexts.cardRequired });
        }
        return { priced, list, charge, rate, instrument, couponInvalid, total, buyer };
      };
      let checked: Awaited<ReturnType<typeof checks>>;
      try {
        checked = await checks();
      } catch (err) {
        return answerRaced(err);
      }
      const { priced, list, charge, rate, instrument, couponInvalid, total, buyer } = checked;
      let securityToken: string | null = null;
      let deviceId: string | null = null;
      // Where a 3-D Secure challenge frame may talk to: the page that typed the security code.
      let frameOrigin = new URL(config.publicUrl).origin;

      let order: Order | undefined;
      try {
        order = await db.transaction((tx) =>
          orders.create(tx, {
            kind: isCompany ? 'kit_places' : 'kit',
            accountId: user.id,
            idempotency: { scope, key: idempotencyKey, requestHash: hash },
            currency: charge.currency,
            ...(rate ? { list: { currency: list.currency, totalCents: list.totalCents }, exchangeRate: rate } : {}),
            lines: [
              { kind: isCompany ? 'kit_place' : 'kit', title: 'Kit NutriTest', quantity, unitCents: charge.unitCents },
            ],
            discountCents: charge.discountCents,
            ...(priced.coupon
              ? { coupon: { id: priced.coupon.id, code: priced.coupon.code, category: 'kits', refused: couponInvalid } }
              : {}),
            installments: total > 0 ? body.installments : 1,
            instrumentId: total > 0 ? instrument!.id : null,
            // After the order row: a concurrent request with the same key waits on that row and then
            // answers this order; only the request that made it takes the security code's token.
            with: async (tx) => {
              if (total > 0 && orders.provider.card.needsSecurityCode) {
                const consumed = await instruments.consumeSecurityToken(tx, user.id, instrument!.id, SECURITY_TOKEN_MS);
                securityToken = consumed?.cardToken ?? null;
                deviceId = consumed?.deviceId ?? null;
                frameOrigin = consumed?.redirectOrigin ?? frameOrigin;
                if (!securityToken) {
                  throw new AppError('VALIDATION', kitTexts.securityCodeRequired, {
                    securityCode: kitTexts.securityCodeRequired,
                  });
                }
              }
            },
          }),
        );
      } catch (err) {
        const e = err as { code?: string; cause?: { code?: string } };
        if ((e.code ?? e.cause?.code) === '23505') {
          // The same key raced us, or another live kit order exists for this customer.
          const again = await orders.findByKey(scope, idempotencyKey);
          if (again) {
            sameRequest(again);
            return answer(again.status === 'pending' ? await awaitSettled(scope, idempotencyKey) : again);
          }
          throw new AppError('CONFLICT', kitTexts.alreadyBought);
        }
        // A first attempt with this key committed its order while this one was checking (it used the
        // coupon, it is the live kit order): answer that order's real state, not this attempt's refusal.
        return answerRaced(err);
      }
      if (!order) {
        const raced = await awaitSettled(scope, idempotencyKey);
        sameRequest(raced);
        return answer(raced);
      }

      const { challenge } = await orders.chargeCard(order, {
        card: instrument ? savedCard(instrument) : null,
        securityToken,
        deviceId,
        description: isCompany ? `NutriTest: ${quantity} cupos` : 'NutriTest: Kit',
        payerEmail: instrument ? (buyer?.email ?? '') : '',
        payerFirstName: buyer?.firstName ?? undefined,
        payerLastName: buyer?.lastName ?? undefined,
        items: [
          {
            id: isCompany ? 'kit-places' : 'kit',
            title: 'Kit NutriTest',
            description: 'Kit de saliva, análisis nutrigenético y resultados',
            categoryId: 'services',
            quantity,
            unitPriceCents: charge.unitCents,
          },
        ],
        shown: instrument ? { masked: instrument.masked, brand: instrument.brand } : null,
        unknownOutcome: kitTexts.processing,
      });
      const now = (await orders.find(order.id))!;
      if (challenge) {
        // The buyer's bank asks to confirm: our frame page shows its challenge (see cardFrame).
        const pending = await answer(now);
        pending.order.transaction.challengeUrl = await instruments.openChallenge(user.id, frameOrigin, challenge);
        return pending;
      }
      return answer(now);
    },

    async commissions(user: AuthUser, from: Date, to: Date) {
      const rows = await repo.listCommissions(db, user.id, from, to);
      return rows.map((r) => ({
        id: r.id,
        amount: r.status === 'reversed' ? 0 : r.amountCents,
        currency: r.currency,
        status: r.status,
        created: r.createdAt.toISOString(),
        transaction: { buyer: { firstName: r.firstName, lastName: r.lastName } },
      }));
    },
  };
}
export type Kits = ReturnType<typeof createKits>;
