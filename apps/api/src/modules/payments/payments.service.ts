import { randomBytes } from 'node:crypto';
import {
  AnalysisStatus,
  AppError,
  type CardBrand,
  cardBrandLabel,
  commissionCents,
  couponDiscountCents,
  detectCardBrand,
  formatMoney,
  installmentAmountCents,
  isLuhnValid,
  maskCardNumber,
  messages,
  type PaymentInstrument,
  type PurchasedAnalysis,
  priceForQuantity,
  type purchaseAnalysisRequestSchema,
} from '@nutritest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { coupons, orders } from '../../db/schema';
import type { AuthUser } from '../../platform/auth/guards';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import type { ChargeResult, PaymentGateway } from '../../platform/payments/gateway';
import { requestHash } from '../../platform/request-hash';
import { listCostTiers } from '../reference/reference.repository';
import * as repo from './payments.repository';

type PurchaseRequest = z.output<typeof purchaseAnalysisRequestSchema>;
type Order = typeof orders.$inferSelect;
type Coupon = typeof coupons.$inferSelect;

export const paymentTexts = {
  failed: 'Error al realizar el pago',
  failedDetail: 'Reintente nuevamente de lo contrario comuníquese con nosotros',
  processing: 'Tu pago se está procesando. Esperá unos segundos y volvé a intentar.',
  alreadyBought: 'Ya tenés un kit comprado.',
  customerOneKit: 'Como cliente podés comprar un kit.',
  cardRequired: 'Elegí una tarjeta para pagar.',
  couponInvalid: 'El cupón no es válido.',
  couponNotForCompanies: 'Los cupones no se aplican a la compra de cupos.',
  cardNumber: 'El número de tarjeta no es válido.',
  cardBrand: 'Aceptamos tarjetas Visa, Mastercard y OCA.',
  cardExpiry: 'La fecha de vencimiento no es válida.',
  cardCvv: 'El código de seguridad no es válido.',
  cardHolder: 'Ingresá el nombre como figura en la tarjeta.',
  sessionExpired: 'La sesión para agregar la tarjeta venció. Volvé a intentarlo.',
  notRefundable: 'Este pedido ya no se puede reembolsar: la muestra está en proceso en el laboratorio.',
  emailNotConfirmed: messages.emailNotConfirmed,
} as const;

const CARD_SESSION_MINUTES = 30;

export interface CardInput {
  session: string;
  number: string;
  holderName: string;
  expiry: string;
  cvv: string;
}

export function createPaymentsService(deps: {
  db: Database;
  gateway: PaymentGateway & { tokenize?(card: { number: string; brand: string }): Promise<string> };
  config: Config;
  mail: MailWorker;
  log: FastifyBaseLogger;
}) {
  const { db, gateway, config, mail, log } = deps;

  const toInstrument = (row: {
    token: string;
    masked: string;
    brand: CardBrand;
    holderName: string;
    expiry: string;
  }): PaymentInstrument => ({
    instrumentToken: row.token,
    name: row.masked,
    brand: row.brand,
    issuerImageUrl: `/sandbox/brands/${row.brand}.svg`,
    holderName: row.holderName,
    expiry: row.expiry,
  });

  /** Is the coupon usable now, for this category, by this account? (No lock: for the price preview.) */
  async function couponProblem(
    ex: Executor,
    coupon: Coupon | undefined,
    accountId: string,
    category: string,
    currency: string,
  ) {
    const now = Date.now();
    if (coupon?.active !== 1) return paymentTexts.couponInvalid;
    if (coupon.category && coupon.category !== category) return paymentTexts.couponInvalid;
    if (coupon.kind === 'fixed' && coupon.currency && coupon.currency !== currency) return paymentTexts.couponInvalid;
    if (coupon.validFrom && coupon.validFrom.getTime() > now) return paymentTexts.couponInvalid;
    if (coupon.validUntil && coupon.validUntil.getTime() < now) return paymentTexts.couponInvalid;
    if (coupon.maxUses !== null && coupon.usesCount >= coupon.maxUses) return paymentTexts.couponInvalid;
    if (coupon.maxUsesPerAccount !== null) {
      const used = await repo.countCouponUsesBy(ex, coupon.id, accountId);
      if (used >= coupon.maxUsesPerAccount) return paymentTexts.couponInvalid;
    }
    return null;
  }

  async function priceOf(quantity: number) {
    const tiers = await listCostTiers(db);
    const subtotal = priceForQuantity(tiers, quantity);
    if (subtotal === undefined)
      throw new AppError('VALIDATION', 'La cantidad no es válida.', { analysisAmount: 'La cantidad no es válida.' });
    return { subtotal, unit: subtotal / quantity };
  }

  async function resultOf(order: Order): Promise<PurchasedAnalysis> {
    const analysis = await repo.findAnalysisByOrder(db, order.id);
    const charge = await repo.findApprovedCharge(db, order.id);
    const instrument = order.instrumentId ? await repo.findInstrumentById(db, order.instrumentId) : undefined;
    const coupon = order.couponId ? await repo.findCouponById(db, order.couponId) : undefined;
    return {
      id: analysis?.id ?? order.id,
      referenceId: analysis?.referenceId ?? null,
      status: analysis?.status ?? AnalysisStatus.Paid,
      order: {
        invoiceId: order.invoiceId ?? '',
        analyses: order.quantity,
        quantity: order.quantity,
        transaction: {
          amount: order.totalCents,
          currency: 'USD',
          installments: order.installments,
          discount: order.discountCents,
          coupon: coupon?.code ?? null,
          card: instrument ? `${cardBrandLabel[instrument.brand]} ${instrument.masked}` : null,
          reference: charge?.providerReference ?? null,
          status: order.totalCents === 0 ? 'free' : 'approved',
        },
      },
    };
  }

  /**
   * Completes a pending order with the gateway's answer, in one transaction: approved -> paid,
   * invoice, analysis or kit places, commission, ledger and receipt; otherwise -> failed, the coupon
   * released. Only the first caller for an order does anything (settleOrder checks 'pending').
   */
  async function finalize(order: Order, result: ChargeResult | 'free', card?: { masked: string; brand: CardBrand }) {
    const unapplied = await db.transaction(async (tx): Promise<string | null> => {
      if (result !== 'free' && result.status !== 'approved') {
        const failed = await repo.settleOrder(tx, order.id, { status: 'failed', failureCode: result.errorCode });
        if (!failed) return null;
        await repo.insertCharge(tx, {
          orderId: order.id,
          gateway: gateway.name,
          providerReference: result.reference,
          amountCents: order.totalCents,
          currency: order.currency,
          installments: order.installments,
          status: result.status,
          errorCode: result.errorCode,
        });
        await repo.insertLedger(tx, {
          kind: 'charge_rejected',
          orderId: order.id,
          accountId: order.accountId,
          amountCents: order.totalCents,
          currency: order.currency,
          reference: result.reference,
          note: result.errorCode,
        });
        const released = await repo.releaseCouponUse(tx, order.id);
        if (released) {
          await repo.insertLedger(tx, {
            kind: 'coupon_release',
            orderId: order.id,
            accountId: order.accountId,
            amountCents: order.discountCents,
            currency: order.currency,
          });
        }
        return null;
      }

      const invoiceId = await repo.nextInvoiceId(tx);
      const paid = await repo.settleOrder(tx, order.id, { status: 'paid', paidAt: new Date(), invoiceId });
      if (!paid) {
        if (result === 'free') return null;
        // Someone settled the order first. The same charge (another process, a retry): nothing to do.
        // Otherwise (reconciliation found no charge and failed the order, then this one was approved)
        // the money paid nothing: it is refunded below.
        const current = await repo.findOrder(tx, order.id);
        const charged = await repo.findApprovedCharge(tx, order.id);
        if (current?.status === 'paid' && charged?.providerReference === result.reference) return null;
        return current?.status ?? 'unknown';
      }
      if (result !== 'free') {
        await repo.insertCharge(tx, {
          orderId: order.id,
          gateway: gateway.name,
          providerReference: result.reference,
          amountCents: order.totalCents,
          currency: order.currency,
          installments: order.installments,
          status: 'approved',
        });
        await repo.insertLedger(tx, {
          kind: 'charge',
          orderId: order.id,
          accountId: order.accountId,
          amountCents: order.totalCents,
          currency: order.currency,
          reference: result.reference,
        });
      }
      const buyer = await repo.findBuyer(tx, order.accountId);
      if (order.kind === 'kit') {
        await repo.insertAnalysis(tx, {
          accountId: order.accountId,
          orderId: order.id,
          status: AnalysisStatus.Paid,
          referenceId: await repo.nextAnalysisReference(tx),
        });
        if (buyer?.nutritionistId && order.totalCents > 0) {
          const amount = commissionCents(order.totalCents, config.commissionRateBps);
          await repo.insertCommission(tx, {
            nutritionistId: buyer.nutritionistId,
            orderId: order.id,
            buyerId: order.accountId,
            amountCents: amount,
            currency: 'USD',
            status: 'accrued',
          });
          await repo.insertLedger(tx, {
            kind: 'commission',
            orderId: order.id,
            accountId: buyer.nutritionistId,
            amountCents: amount,
            currency: 'USD',
          });
        }
      } else {
        await repo.grantPlaces(tx, order.accountId, order.quantity, order.id);
      }
      if (buyer) {
        await enqueueEmail(
          tx,
          buyer.email,
          emailTemplates.receipt({
            firstName: buyer.firstName || 'Hola',
            supportEmail: config.supportEmail,
            invoiceId,
            description: order.kind === 'kit' ? 'Kit NutriTest' : `${order.quantity} cupos de Kit NutriTest`,
            amount: formatMoney(order.totalCents, 'USD'),
            discount: order.discountCents > 0 ? formatMoney(order.discountCents, 'USD') : null,
            installments:
              order.installments > 1
                ? `${order.installments} cuotas de ${formatMoney(installmentAmountCents(order.totalCents, order.installments), 'USD')}`
                : '1 pago',
            card: card ? `${cardBrandLabel[card.brand]} ${card.masked}` : 'Sin tarjeta (cupón)',
          }),
        );
      }
      return null;
    });
    if (unapplied !== null && result !== 'free' && result.status === 'approved') {
      await refundUnapplied(order, result.reference, unapplied);
    }
    mail.nudge();
  }

  /**
   * An approved charge that paid nothing (its order was already failed or refunded): refunded at the
   * gateway (idempotent by reference), logged and written once on the ledger as `unapplied_refund`.
   */
  async function refundUnapplied(order: Order, reference: string, status: string) {
    const refunded = await gateway.refund(reference);
    if (refunded.status !== 'refunded') {
      log.error({ orderId: order.id, reference, errorCode: refunded.errorCode }, 'automatic refund failed');
      throw new AppError('UNAVAILABLE');
    }
    const written = await repo.insertUnappliedRefundOnce(db, {
      orderId: order.id,
      accountId: order.accountId,
      amountCents: order.totalCents,
      currency: order.currency,
      reference,
      note: `Kit ${order.id}: el pedido ya estaba ${status === 'failed' ? 'fallido' : status} (${gateway.name})`,
    });
    if (written) {
      log.warn(
        { orderId: order.id, reference, status, amountCents: order.totalCents, gateway: gateway.name },
        'payment paid no order: refunded automatically',
      );
    }
  }

  /** Waits briefly for a concurrent request with the same key to finish its order. */
  async function awaitSettled(accountId: string, key: string): Promise<Order> {
    for (let i = 0; i < 40; i++) {
      const order = await repo.findOrderByKey(db, accountId, key);
      if (order && order.status !== 'pending') return order;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new AppError('CONFLICT', paymentTexts.processing);
  }

  function answer(order: Order): Promise<PurchasedAnalysis> {
    if (order.status === 'paid') return resultOf(order);
    throw new AppError('PAYMENT_FAILED', paymentTexts.failed, { payment: paymentTexts.failedDetail });
  }

  return {
    // ------------------------------------------------------------ instruments and the card page

    async openCardSession(user: AuthUser, redirectOrigin: string): Promise<string> {
      const id = randomBytes(24).toString('base64url');
      await repo.insertCardSession(db, {
        id,
        accountId: user.id,
        redirectOrigin,
        expiresAt: new Date(Date.now() + CARD_SESSION_MINUTES * 60_000),
      });
      return gateway.cardPageUrl(id);
    },

    findCardSession: (id: string) => repo.findCardSession(db, id),

    /** The sandbox card page's submit: checks the card like a provider would, stores token + mask. */
    async addCard(input: CardInput): Promise<{ instrument: PaymentInstrument; redirectOrigin: string }> {
      const digits = input.number.replace(/\D/g, '');
      const fields: Record<string, string> = {};
      const brand = detectCardBrand(digits);
      if (!isLuhnValid(digits)) fields.number = paymentTexts.cardNumber;
      else if (!brand) fields.number = paymentTexts.cardBrand;
      const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
      const month = Number(expiry?.[1]);
      const year = 2000 + Number(expiry?.[2]);
      const now = new Date();
      if (
        !expiry ||
        month < 1 ||
        month > 12 ||
        year < now.getUTCFullYear() ||
        (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
      ) {
        fields.expiry = paymentTexts.cardExpiry;
      }
      if (!/^\d{3}$/.test(input.cvv.trim())) fields.cvv = paymentTexts.cardCvv;
      const holderName = input.holderName.trim().replace(/\s+/g, ' ');
      if (holderName.length < 3 || holderName.length > 60 || !/^[\p{L} '.-]+$/u.test(holderName)) {
        fields.holderName = paymentTexts.cardHolder;
      }
      if (Object.keys(fields).length) throw new AppError('VALIDATION', 'Revisá los datos de la tarjeta.', fields);
      if (!gateway.tokenize) throw new AppError('UNAVAILABLE');

      const session = await db.transaction((tx) => repo.useCardSession(tx, input.session));
      if (!session) throw new AppError('VALIDATION', paymentTexts.sessionExpired);
      const token = await gateway.tokenize({ number: digits, brand: brand! });
      const row = await repo.insertInstrument(db, {
        accountId: session.accountId,
        gateway: gateway.name,
        token,
        brand: brand!,
        masked: maskCardNumber(digits),
        holderName,
        expiry: `${String(month).padStart(2, '0')}/${String(year).slice(2)}`,
      });
      return { instrument: toInstrument(row), redirectOrigin: session.redirectOrigin };
    },

    async listInstruments(user: AuthUser): Promise<PaymentInstrument[]> {
      return (await repo.listInstruments(db, user.id)).map(toInstrument);
    },

    async removeInstrument(user: AuthUser, token: string): Promise<void> {
      if (!(await repo.removeInstrument(db, user.id, token))) throw new AppError('NOT_FOUND');
    },

    // ------------------------------------------------------------ coupons and price

    /** [isValid, discount in cents] for the price the caller would pay now. */
    async checkCoupon(user: AuthUser, code: string, category: 'kits' | 'meals' | 'consultations', quantity: number) {
      if (category !== 'kits') {
        const coupon = await repo.findCouponByCode(db, code);
        const problem = await couponProblem(db, coupon, user.id, category, 'UYU');
        return [problem === null, 0] as [boolean, number];
      }
      if (user.role === 'Business') return [false, 0] as [boolean, number];
      // Said when the coupon is applied, next to it, rather than only when paying.
      if (!(await repo.isEmailConfirmed(db, user.id))) {
        throw new AppError('FORBIDDEN', paymentTexts.emailNotConfirmed, { code: paymentTexts.emailNotConfirmed });
      }
      const { subtotal } = await priceOf(user.role === 'Customer' ? 1 : quantity);
      const coupon = await repo.findCouponByCode(db, code);
      const problem = await couponProblem(db, coupon, user.id, 'kits', 'USD');
      if (problem || !coupon) return [false, 0] as [boolean, number];
      return [true, couponDiscountCents(subtotal, coupon)] as [boolean, number];
    },

    // ------------------------------------------------------------ purchase

    /**
     * Creates the order and charges it. Idempotent by (account, key): a double click, a retry or
     * two tabs get the first order's result and never a second charge.
     */
    async purchase(user: AuthUser, body: PurchaseRequest, idempotencyKey: string): Promise<PurchasedAnalysis> {
      const isCompany = user.role === 'Business';
      if (!isCompany && body.analysisAmount !== 1) {
        throw new AppError('VALIDATION', paymentTexts.customerOneKit, { analysisAmount: paymentTexts.customerOneKit });
      }
      if (isCompany && body.coupon) {
        throw new AppError('VALIDATION', paymentTexts.couponNotForCompanies, {
          coupon: paymentTexts.couponNotForCompanies,
        });
      }
      const hash = requestHash(body);
      const sameRequest = (order: Order) => {
        // The key belongs to this account (unique (account, key)); another body with it is refused.
        // Orders from before request hashes were kept (null) are the account's own: answered as before.
        if (order.requestHash !== null && order.requestHash !== hash) throw new AppError('UNPROCESSABLE');
      };
      const existing = await repo.findOrderByKey(db, user.id, idempotencyKey);
      if (existing) {
        sameRequest(existing);
        return answer(existing.status === 'pending' ? await awaitSettled(user.id, idempotencyKey) : existing);
      }

      const quantity = body.analysisAmount;
      const { subtotal, unit } = await priceOf(quantity);
      const instrument = body.instrumentToken
        ? await repo.findInstrument(db, user.id, body.instrumentToken)
        : undefined;
      if (body.instrumentToken && !instrument) {
        throw new AppError('VALIDATION', paymentTexts.cardRequired, { instrumentToken: paymentTexts.cardRequired });
      }

      let order: Order | undefined;
      try {
        order = await db.transaction(async (tx) => {
          let discount = 0;
          let coupon: Coupon | undefined;
          if (body.coupon) {
            coupon = await repo.lockCoupon(tx, body.coupon);
            const problem = await couponProblem(tx, coupon, user.id, 'kits', 'USD');
            if (problem || !coupon)
              throw new AppError('VALIDATION', paymentTexts.couponInvalid, { coupon: paymentTexts.couponInvalid });
            discount = couponDiscountCents(subtotal, coupon);
          }
          const total = subtotal - discount;
          // A coupon or a free kit needs a confirmed e-mail: a throwaway address cannot farm them.
          if ((coupon || total === 0) && !(await repo.isEmailConfirmed(tx, user.id))) {
            throw new AppError('FORBIDDEN', paymentTexts.emailNotConfirmed, { coupon: paymentTexts.emailNotConfirmed });
          }
          if (total > 0 && !instrument) {
            throw new AppError('VALIDATION', paymentTexts.cardRequired, { instrumentToken: paymentTexts.cardRequired });
          }
          const created = await repo.insertOrderOnce(tx, {
            accountId: user.id,
            kind: isCompany ? 'kit_places' : 'kit',
            quantity,
            unitPriceCents: unit,
            subtotalCents: subtotal,
            discountCents: discount,
            totalCents: total,
            currency: 'USD',
            installments: total > 0 ? body.installments : 1,
            couponId: coupon?.id ?? null,
            instrumentId: total > 0 ? instrument!.id : null,
            status: 'pending',
            idempotencyKey,
            requestHash: hash,
          });
          if (!created) return undefined;
          if (coupon) {
            await repo.incrementCouponUses(tx, coupon.id);
            await repo.insertCouponUse(tx, { couponId: coupon.id, accountId: user.id, orderId: created.id });
            await repo.insertLedger(tx, {
              kind: 'coupon_use',
              orderId: created.id,
              accountId: user.id,
              amountCents: discount,
              currency: 'USD',
              reference: coupon.code,
            });
          }
          return created;
        });
      } catch (err) {
        const e = err as { code?: string; cause?: { code?: string; constraint?: string }; constraint?: string };
        const code = e.code ?? e.cause?.code;
        if (code === '23505') {
          // The same key raced us, or another live kit order exists for this customer.
          const again = await repo.findOrderByKey(db, user.id, idempotencyKey);
          if (again) {
            sameRequest(again);
            return answer(again.status === 'pending' ? await awaitSettled(user.id, idempotencyKey) : again);
          }
          throw new AppError('CONFLICT', paymentTexts.alreadyBought);
        }
        throw err;
      }
      if (!order) {
        const raced = await awaitSettled(user.id, idempotencyKey);
        sameRequest(raced);
        return answer(raced);
      }

      if (order.totalCents === 0) {
        await finalize(order, 'free');
      } else {
        let result: ChargeResult;
        try {
          result = await gateway.charge({
            idempotencyKey: order.id,
            token: instrument!.token,
            amountCents: order.totalCents,
            currency: 'USD',
            installments: order.installments,
            description: isCompany ? `NutriTest: ${quantity} cupos` : 'NutriTest: Kit',
          });
        } catch (err) {
          // Unknown outcome: leave the order pending; the reconciliation job asks the gateway later.
          log.error({ err, orderId: order.id }, 'gateway charge failed');
          throw new AppError('UNAVAILABLE', paymentTexts.processing);
        }
        await finalize(order, result, { masked: instrument!.masked, brand: instrument!.brand });
      }
      return answer((await repo.findOrder(db, order.id))!);
    },

    /** Settles orders left pending by a crash between the charge and its recording. */
    async reconcilePending(olderThanMs = 2 * 60_000): Promise<number> {
      const stale = await db.transaction((tx) => repo.stalePendingOrders(tx, new Date(Date.now() - olderThanMs)));
      for (const order of stale) {
        const result = order.totalCents === 0 ? 'free' : await gateway.findCharge(order.id);
        await finalize(order, result ?? { status: 'error', reference: null, errorCode: 'no_charge_made' });
      }
      return stale.length;
    },

    // ------------------------------------------------------------ refunds, commissions, ledger

    /** Operator refund: before the lab processes the sample (terms). Reverses the commission. */
    async refund(orderId: string): Promise<void> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.status !== 'paid') throw new AppError('CONFLICT', 'El pedido no está pago.');
      const analysis = await repo.findAnalysisByOrder(db, order.id);
      if (analysis && [AnalysisStatus.InLab, AnalysisStatus.ResultsSent].includes(analysis.status as 2 | 8)) {
        throw new AppError('CONFLICT', paymentTexts.notRefundable);
      }
      const charge = await repo.findApprovedCharge(db, order.id);
      if (charge?.providerReference) {
        const refunded = await gateway.refund(charge.providerReference);
        if (refunded.status !== 'refunded') throw new AppError('UNAVAILABLE');
      }
      await db.transaction(async (tx) => {
        if (!(await repo.markOrderRefunded(tx, order.id))) return;
        if (charge) await repo.markChargeRefunded(tx, charge.id);
        await repo.insertLedger(tx, {
          kind: 'refund',
          orderId: order.id,
          accountId: order.accountId,
          amountCents: order.totalCents,
          currency: order.currency,
          reference: charge?.providerReference ?? null,
        });
        const reversed = await repo.reverseCommission(tx, order.id);
        if (reversed) {
          await repo.insertLedger(tx, {
            kind: 'commission_reversal',
            orderId: order.id,
            accountId: reversed.nutritionistId,
            amountCents: -reversed.amountCents,
            currency: 'USD',
          });
        }
        await repo.deleteAnalysisByOrder(tx, order.id);
      });
    },

    async commissions(user: AuthUser, from: Date, to: Date) {
      const rows = await repo.listCommissions(db, user.id, from, to);
      return rows.map((r) => ({
        id: r.id,
        amount: r.status === 'reversed' ? 0 : r.amountCents,
        currency: 'USD' as const,
        status: r.status,
        created: r.createdAt.toISOString(),
        transaction: { buyer: { firstName: r.firstName, lastName: r.lastName } },
      }));
    },

    ledger: (from: Date, to: Date) => repo.listLedger(db, from, to),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
