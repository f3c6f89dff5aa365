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
import type { ChargeResult, PaymentGateway, SavedCard } from '../../platform/payments/gateway';
import { requestHash } from '../../platform/request-hash';
import { listCostTiers } from '../reference/reference.repository';
import * as repo from './payments.repository';

type PurchaseRequest = z.output<typeof purchaseAnalysisRequestSchema>;
type Order = typeof orders.$inferSelect;
type Coupon = typeof coupons.$inferSelect;

export const paymentTexts = {
  failed: 'Error al realizar el pago',
  failedDetail: 'Intentá nuevamente; si no funciona, comunicate con nosotros.',
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
  securityCodeRequired: 'Ingresá el código de seguridad de la tarjeta para pagar.',
  installmentsNotOffered: (n: number) =>
    n === 1
      ? 'Esta tarjeta no permite pagar en 1 pago este importe.'
      : `Esta tarjeta no ofrece ${n} cuotas para este importe.`,
  cardNotAccepted: 'Aceptamos tarjetas Visa, Mastercard y OCA.',
  cardNotSaved: 'No pudimos guardar la tarjeta. Revisá los datos e intentá nuevamente.',
  refundAmount: 'El importe a reembolsar no es válido.',
  emailNotConfirmed: messages.emailNotConfirmed,
} as const;

const CARD_SESSION_MINUTES = 30;
/** How long the security code typed in the frame stays usable for a purchase. */
const SECURITY_TOKEN_MS = 10 * 60_000;

type InstrumentRow = NonNullable<Awaited<ReturnType<typeof repo.findInstrumentById>>>;
const savedCard = (row: InstrumentRow): SavedCard => ({
  token: row.token,
  providerCustomerId: row.providerCustomerId,
  providerCardId: row.providerCardId,
  paymentMethodId: row.paymentMethodId,
  issuerId: row.issuerId,
  bin: row.bin,
});

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
  /** Imported lazily (mercadopago-card-gateway.ts knows the provider's brands). */
  providerBrands?: Record<string, CardBrand>;
  config: Config;
  mail: MailWorker;
  log: FastifyBaseLogger;
}) {
  const { db, gateway, config, mail, log } = deps;

  const notificationUrl = `${config.publicUrl}/v1/payment/webhook`;
  const toInstrument = (row: {
    token: string;
    masked: string;
    brand: CardBrand;
    holderName: string;
    expiry: string;
    issuerImageUrl?: string | null;
  }): PaymentInstrument => ({
    instrumentToken: row.token,
    name: row.masked,
    brand: row.brand,
    issuerImageUrl: row.issuerImageUrl ?? `/sandbox/brands/${row.brand}.svg`,
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
    const charge = (await repo.findApprovedCharge(db, order.id)) ?? (await repo.findPendingCharge(db, order.id));
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
          status: order.status === 'pending' ? 'in_process' : order.totalCents === 0 ? 'free' : 'approved',
        },
      },
    };
  }

  /**
   * Completes a pending order with the gateway's answer, in one transaction: approved -> paid,
   * invoice, analysis or kit places, commission, ledger and receipt; otherwise -> failed, the coupon
   * released. Only the first caller for an order does anything (settleOrder checks 'pending').
   */
  /** The order's charge row as the provider left it (a pending row gives way to the final one). */
  async function recordCharge(
    tx: Executor,
    order: Order,
    reference: string | null,
    status: 'approved' | 'pending' | 'rejected' | 'error',
    errorCode?: string,
  ) {
    await repo.deletePendingCharges(tx, order.id);
    await repo.insertCharge(tx, {
      orderId: order.id,
      gateway: gateway.name,
      providerReference: reference,
      amountCents: order.totalCents,
      currency: order.currency,
      installments: order.installments,
      status,
      errorCode: errorCode ?? null,
    });
  }

  /** What was taken back from the nutritionist, on the ledger (a negative amount). */
  async function ledgerCommissionReversal(
    tx: Executor,
    orderId: string,
    reversed: { nutritionistId: string; reversedCents: number } | undefined,
  ) {
    if (!reversed) return;
    await repo.insertLedger(tx, {
      kind: 'commission_reversal',
      orderId,
      accountId: reversed.nutritionistId,
      amountCents: -reversed.reversedCents,
      currency: 'USD',
    });
  }

  async function finalize(order: Order, result: ChargeResult | 'free', card?: { masked: string; brand: CardBrand }) {
    if (result !== 'free' && result.status === 'pending') {
      // Neither paid nor failed: the order waits (a notification or the reconciliation settles it).
      await db.transaction(async (tx) => {
        const still = await repo.settleOrder(tx, order.id, { providerStatus: result.detail });
        if (!still) return;
        await recordCharge(tx, order, result.reference, 'pending', result.detail);
      });
      return;
    }
    const unapplied = await db.transaction(async (tx): Promise<string | null> => {
      if (result !== 'free' && result.status !== 'approved') {
        const failed = await repo.settleOrder(tx, order.id, {
          status: 'failed',
          failureCode: result.errorCode,
          providerStatus: null,
        });
        if (!failed) return null;
        await recordCharge(tx, order, result.reference, result.status, result.errorCode);
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
      const paid = await repo.settleOrder(tx, order.id, {
        status: 'paid',
        paidAt: new Date(),
        invoiceId,
        providerStatus: null,
      });
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
        await recordCharge(tx, order, result.reference, 'approved');
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
            firstName: buyer.firstName ?? '',
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
            places: order.kind === 'kit' ? null : order.quantity,
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
      if (order && (order.status !== 'pending' || order.providerStatus)) return order;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new AppError('CONFLICT', paymentTexts.processing);
  }

  /** Writes a refund the provider made: the order, the ledger, and the commission. Once per step. */
  /**
   * `close`: a refund under the terms (the kit given back, the penalty kept): the order ends
   * refunded although part of its price stays, and the kit, its logistics and the commission go.
   */
  async function recordRefund(order: Order, amount: number, reference: string | null, close = false) {
    await db.transaction(async (tx) => {
      const updated = await repo.addOrderRefund(tx, order.id, amount, close);
      if (!updated || updated.refundedCents !== order.refundedCents + amount) return;
      const full = updated.status === 'refunded';
      if (full) {
        const charge = await repo.findApprovedCharge(tx, order.id);
        if (charge) await repo.markChargeRefunded(tx, charge.id);
      }
      await repo.insertLedger(tx, {
        kind: 'refund',
        orderId: order.id,
        accountId: order.accountId,
        amountCents: amount,
        currency: order.currency,
        reference,
        note: close
          ? `Devolución según los términos (${formatMoney(order.totalCents - updated.refundedCents, 'USD')} de penalidad)`
          : full
            ? null
            : `Reembolso parcial (${formatMoney(updated.refundedCents, 'USD')} de ${formatMoney(order.totalCents, 'USD')})`,
      });
      const reversed = full
        ? await repo.reverseCommission(tx, order.id)
        : await repo.reduceCommission(tx, order.id, amount, order.totalCents);
      await ledgerCommissionReversal(tx, order.id, reversed);
      if (full) await repo.deleteAnalysisByOrder(tx, order.id);
    });
  }

  /** The buyer's bank took a paid order's money back: disputed, commission reversed, operations told. */
  async function dispute(order: Order, reference: string) {
    await db.transaction(async (tx) => {
      const disputed = await repo.markOrderDisputed(tx, order.id);
      if (!disputed) return;
      await repo.markChargeChargedBack(tx, order.id);
      await repo.insertLedger(tx, {
        kind: 'chargeback',
        orderId: order.id,
        accountId: order.accountId,
        amountCents: -(order.totalCents - order.refundedCents),
        currency: order.currency,
        reference,
        note: 'Contracargo: el banco del comprador devolvió el pago.',
      });
      const reversed = await repo.reverseCommission(tx, order.id);
      await ledgerCommissionReversal(tx, order.id, reversed);
      const buyer = await repo.findBuyer(tx, order.accountId);
      await enqueueEmail(
        tx,
        config.supportEmail,
        emailTemplates.notice({
          firstName: 'Equipo de operaciones',
          supportEmail: config.supportEmail,
          subject: `Contracargo en el pedido ${order.invoiceId ?? order.id}`,
          paragraphs: [
            `El banco de ${buyer?.email ?? 'un comprador'} devolvió el pago ${reference} (${formatMoney(order.totalCents, 'USD')}) del pedido ${order.invoiceId ?? order.id}.`,
            'El pedido quedó en disputa y la comisión fue revertida. Respondé el contracargo en el panel del proveedor de pagos con la documentación de la entrega.',
          ],
        }),
      );
    });
    mail.nudge();
  }

  /** A pending order settled with what the provider says now (nothing when it is still undecided). */
  async function settleFromProvider(order: Order) {
    let result: ChargeResult | null;
    try {
      result = await gateway.findCharge(order.id);
    } catch (err) {
      log.warn({ err, orderId: order.id }, 'provider unavailable while asking for a pending charge');
      return;
    }
    if (!result || result.status === 'pending') return;
    const instrument = order.instrumentId ? await repo.findInstrumentById(db, order.instrumentId) : undefined;
    await finalize(order, result, instrument ? { masked: instrument.masked, brand: instrument.brand } : undefined);
  }

  /** What the buyer would pay now (the coupon checked without a lock: the purchase checks it again). */
  async function previewTotal(user: AuthUser, quantity: number, code: string | null) {
    const { subtotal, discount } = await quote(user, quantity, code);
    return subtotal - discount;
  }

  /** The kit price for this buyer and the coupon's discount (0 when it does not apply), as things are now. */
  async function quote(user: AuthUser, quantity: number, code: string | null) {
    const { subtotal } = await priceOf(user.role === 'Business' ? quantity : 1);
    if (!code || user.role === 'Business') return { subtotal, discount: 0, couponValid: false };
    const coupon = await repo.findCouponByCode(db, code);
    const problem = await couponProblem(db, coupon, user.id, 'kits', 'USD');
    if (problem || !coupon) return { subtotal, discount: 0, couponValid: false };
    return { subtotal, discount: couponDiscountCents(subtotal, coupon), couponValid: true };
  }

  async function offered(row: InstrumentRow, totalCents: number) {
    try {
      const options = await gateway.installmentOptions(savedCard(row), totalCents, 'USD');
      return options.filter((o) => o.installments >= 1 && o.installments <= 6);
    } catch (err) {
      log.error({ err }, 'instalment options unavailable');
      throw new AppError('UNAVAILABLE');
    }
  }

  function answer(order: Order): Promise<PurchasedAnalysis> {
    if (order.status === 'paid' || order.status === 'disputed') return resultOf(order);
    // In process at the provider: said as such, never as a failure that invites a second charge.
    if (order.status === 'pending' && order.providerStatus) return resultOf(order);
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

    /** Is this id one of our kit orders (a provider payment names it as its external reference)? */
    isKitOrder: async (id: string) => /^[0-9a-f-]{36}$/.test(id) && !!(await repo.findOrder(db, id)),

    /** What the provider's card frame shows for a session: live or not, the saved card, the amount. */
    async cardFrame(id: string) {
      const session = id ? await repo.findCardSession(db, id) : undefined;
      const live = !!session && !session.usedAt && session.expiresAt.getTime() > Date.now();
      const card = session?.instrumentId ? await repo.findInstrumentById(db, session.instrumentId) : undefined;
      const { subtotal } = await priceOf(1);
      const challenge =
        session?.challengeUrl && session.challengeCreq
          ? { url: session.challengeUrl, creq: session.challengeCreq }
          : null;
      return { live, redirectOrigin: session?.redirectOrigin ?? null, card, amountCents: subtotal, challenge };
    },

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
      const row = await repo.findInstrument(db, user.id, token);
      if (!row || !(await repo.removeInstrument(db, user.id, token))) throw new AppError('NOT_FOUND');
      if (gateway.removeCard && row.gateway === gateway.name) {
        // Our record is gone; the provider's copy is removed too when it answers (else it only sits there).
        await gateway.removeCard(savedCard(row)).catch((err) => log.warn({ err }, 'provider card removal failed'));
      }
    },

    /**
     * The provider's frame (MercadoPago's Card Payment Brick) made a one-time card token: the card is
     * saved to the buyer's provider customer and becomes an instrument. The token is single-use.
     */
    async addProviderCard(input: { session: string; token: string }) {
      if (!gateway.saveCard) throw new AppError('NOT_FOUND');
      const session = await repo.findCardSession(db, input.session);
      if (!session || session.instrumentId || session.usedAt || session.expiresAt.getTime() < Date.now())
        throw new AppError('VALIDATION', paymentTexts.sessionExpired);
      const buyer = await repo.findBuyer(db, session.accountId);
      if (!buyer) throw new AppError('VALIDATION', paymentTexts.sessionExpired);
      let card: Awaited<ReturnType<NonNullable<PaymentGateway['saveCard']>>>;
      try {
        card = await gateway.saveCard(
          {
            accountId: buyer.id,
            email: buyer.email,
            firstName: buyer.firstName ?? '',
            lastName: buyer.lastName ?? '',
            providerCustomerId: await repo.findProviderCustomer(db, buyer.id, gateway.name),
          },
          input.token,
        );
      } catch (err) {
        log.warn({ err }, 'provider refused to save a card');
        throw new AppError('VALIDATION', paymentTexts.cardNotSaved);
      }
      const brand = deps.providerBrands?.[card.paymentMethodId];
      if (!brand) {
        await gateway.removeCard?.({ ...card, token: '' }).catch(() => undefined);
        throw new AppError('VALIDATION', paymentTexts.cardNotAccepted);
      }
      const used = await db.transaction((tx) => repo.useCardSession(tx, input.session));
      if (!used) throw new AppError('VALIDATION', paymentTexts.sessionExpired);
      await repo.saveProviderCustomer(db, buyer.id, gateway.name, card.providerCustomerId);
      const row = await repo.insertInstrument(db, {
        accountId: buyer.id,
        gateway: gateway.name,
        token: `ins_${randomBytes(18).toString('base64url')}`,
        brand,
        masked: `•••• ${card.lastFour}`,
        holderName: card.holderName,
        expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`,
        providerCustomerId: card.providerCustomerId,
        providerCardId: card.providerCardId,
        paymentMethodId: card.paymentMethodId,
        issuerId: card.issuerId,
        bin: card.bin,
        issuerImageUrl: card.issuerImageUrl,
      });
      return { instrument: toInstrument(row), redirectOrigin: session.redirectOrigin };
    },

    /**
     * Before a saved card is charged: providers that never keep the security code (MercadoPago) need
     * it typed again in their frame; answers that frame's URL, or null when the gateway needs nothing.
     */
    async authorizeInstrument(user: AuthUser, token: string, redirectOrigin: string): Promise<string | null> {
      const row = await repo.findInstrument(db, user.id, token);
      if (!row) throw new AppError('NOT_FOUND');
      if (!gateway.needsSecurityCode) return null;
      const id = randomBytes(24).toString('base64url');
      await repo.insertCardSession(db, {
        id,
        accountId: user.id,
        redirectOrigin,
        instrumentId: row.id,
        expiresAt: new Date(Date.now() + CARD_SESSION_MINUTES * 60_000),
      });
      return gateway.cardPageUrl(id);
    },

    /** The security-code frame's one-time token, kept for the purchase that follows. */
    async storeSecurityToken(input: { session: string; token: string }) {
      const session = await repo.findCardSession(db, input.session);
      if (!session?.instrumentId) throw new AppError('VALIDATION', paymentTexts.sessionExpired);
      const stored = await db.transaction((tx) => repo.storeCardToken(tx, input.session, input.token));
      if (!stored) throw new AppError('VALIDATION', paymentTexts.sessionExpired);
      const row = await repo.findInstrumentById(db, session.instrumentId);
      return { instrument: toInstrument(row!), redirectOrigin: session.redirectOrigin };
    },

    /** The instalment plans the card's provider offers for what this buyer would pay now (1–6). */
    async installments(user: AuthUser, token: string, quantity: number, coupon: string | null) {
      const row = await repo.findInstrument(db, user.id, token);
      if (!row) throw new AppError('NOT_FOUND');
      const total = await previewTotal(user, quantity, coupon);
      if (total === 0) return [{ installments: 1, installmentAmountCents: 0, totalCents: 0 }];
      return offered(row, total);
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
      const { discount, couponValid } = await quote(user, quantity, code);
      return [couponValid, discount] as [boolean, number];
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
        if (existing.status === 'pending') {
          // Asked again while pending: in process at the provider (the page after a 3-D Secure
          // challenge, a reload), or a first attempt whose outcome never reached us (the connection
          // to the provider or to the buyer cut, the process ended before recording it; issue 36).
          // Ask the provider, as the reconciliation job would, so a decided payment is answered at
          // once with its real state; finalize is idempotent if the first attempt records it too.
          await settleFromProvider(existing);
          const now = (await repo.findOrder(db, existing.id))!;
          if (now.status !== 'pending' || now.providerStatus) return answer(now);
          // Nothing decided at the provider yet: the first attempt may still be charging.
          return answer(await awaitSettled(user.id, idempotencyKey));
        }
        return answer(existing);
      }

      const quantity = body.analysisAmount;
      const { subtotal, unit } = await priceOf(quantity);
      const instrument = body.instrumentToken
        ? await repo.findInstrument(db, user.id, body.instrumentToken)
        : undefined;
      if (body.instrumentToken && !instrument) {
        throw new AppError('VALIDATION', paymentTexts.cardRequired, { instrumentToken: paymentTexts.cardRequired });
      }
      if (instrument && body.installments > 1) {
        // Only a plan the card's provider offers for this amount (the provider would refuse it anyway).
        const total = await previewTotal(user, quantity, body.coupon ?? null);
        if (total > 0 && !(await offered(instrument, total)).some((o) => o.installments === body.installments)) {
          const message = paymentTexts.installmentsNotOffered(body.installments);
          throw new AppError('VALIDATION', message, { installments: message });
        }
      }
      let securityToken: string | null = null;
      // Where a 3-D Secure challenge frame may talk to: the page that typed the security code.
      let frameOrigin = new URL(config.publicUrl).origin;
      const payerEmail = instrument ? ((await repo.findBuyer(db, user.id))?.email ?? '') : '';

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
          // After the order row: a concurrent request with the same key waits on that row and then
          // answers this order; only the request that made it takes the security code's token.
          if (total > 0 && gateway.needsSecurityCode) {
            const consumed = await repo.consumeCardToken(tx, user.id, instrument!.id, SECURITY_TOKEN_MS);
            securityToken = consumed?.cardToken ?? null;
            frameOrigin = consumed?.redirectOrigin ?? frameOrigin;
            if (!securityToken) {
              throw new AppError('VALIDATION', paymentTexts.securityCodeRequired, {
                securityCode: paymentTexts.securityCodeRequired,
              });
            }
          }
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
        // A first attempt with this key committed its order while this one was checking (it used the
        // coupon, it is the live kit order): answer that order's real state, not this attempt's refusal.
        const raced = err instanceof AppError ? await repo.findOrderByKey(db, user.id, idempotencyKey) : undefined;
        if (raced) {
          sameRequest(raced);
          return answer(raced.status === 'pending' ? await awaitSettled(user.id, idempotencyKey) : raced);
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
            card: savedCard(instrument!),
            securityToken,
            amountCents: order.totalCents,
            currency: 'USD',
            installments: order.installments,
            description: isCompany ? `NutriTest: ${quantity} cupos` : 'NutriTest: Kit',
            payerEmail,
            notificationUrl,
          });
        } catch (err) {
          // Unknown outcome: leave the order pending; the reconciliation job asks the gateway later.
          log.error({ err, orderId: order.id }, 'gateway charge failed');
          throw new AppError('UNAVAILABLE', paymentTexts.processing);
        }
        await finalize(order, result, { masked: instrument!.masked, brand: instrument!.brand });
        if (result.status === 'pending' && result.challenge) {
          // The buyer's bank asks to confirm: our frame page shows its challenge (see cardFrame).
          const id = randomBytes(24).toString('base64url');
          await repo.insertCardSession(db, {
            id,
            accountId: user.id,
            redirectOrigin: frameOrigin,
            expiresAt: new Date(Date.now() + CARD_SESSION_MINUTES * 60_000),
            challengeUrl: result.challenge.url,
            challengeCreq: result.challenge.creq,
          });
          const pending = await answer((await repo.findOrder(db, order.id))!);
          pending.order.transaction.challengeUrl = gateway.cardPageUrl(id);
          return pending;
        }
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

    /**
     * Operator refund, all of it or `amountCents` of it, before the lab processes the sample (terms).
     * Goes through the provider under a key per refund step (a retry moves no more money); the whole
     * amount reverses the commission and removes the kit, a part reduces the commission in proportion.
     */
    async refund(orderId: string, amountCents?: number, options: { close?: boolean } = {}): Promise<void> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.status !== 'paid') throw new AppError('CONFLICT', 'El pedido no está pago.');
      const analysis = await repo.findAnalysisByOrder(db, order.id);
      if (analysis && [AnalysisStatus.InLab, AnalysisStatus.ResultsSent].includes(analysis.status as 2 | 8)) {
        throw new AppError('CONFLICT', paymentTexts.notRefundable);
      }
      const left = order.totalCents - order.refundedCents;
      const amount = amountCents ?? left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        throw new AppError('VALIDATION', paymentTexts.refundAmount, { amountCents: paymentTexts.refundAmount });
      }
      const charge = await repo.findApprovedCharge(db, order.id);
      if (charge?.providerReference) {
        const refunded = await gateway.refund(charge.providerReference, {
          ...(amount === left && order.refundedCents === 0 ? {} : { amountCents: amount }),
          key: `refund-${order.id}-${order.refundedCents}-${amount}`,
        });
        if (refunded.status !== 'refunded') throw new AppError('UNAVAILABLE');
      }
      await recordRefund(order, amount, charge?.providerReference ?? null, options.close ?? false);
    },

    /**
     * A notification or the reconciliation about a kit payment: read back from the provider, checked
     * against the order (amount, currency), then applied once. 'notKit' when it names no kit order.
     */
    async applyProviderPayment(reference: string): Promise<'applied' | 'ignored' | 'notKit'> {
      const state = await gateway.getCharge(reference);
      const order =
        state?.orderId && /^[0-9a-f-]{36}$/.test(state.orderId) ? await repo.findOrder(db, state.orderId) : undefined;
      if (!state || !order) return 'notKit';
      if (state.amountCents !== order.totalCents || state.currency !== order.currency) {
        log.warn({ orderId: order.id, reference }, 'kit payment amount or currency does not match its order');
        if (state.status === 'approved') await refundUnapplied(order, reference, 'amount_mismatch');
        return 'ignored';
      }
      const instrument = order.instrumentId ? await repo.findInstrumentById(db, order.instrumentId) : undefined;
      const card = instrument ? { masked: instrument.masked, brand: instrument.brand } : undefined;
      if (state.status === 'approved') {
        const before = order.status;
        await finalize(order, { status: 'approved', reference }, card);
        // Given back at the provider's own panel: recorded here too.
        const now = await repo.findOrder(db, order.id);
        if (now?.status === 'paid' && state.refundedCents > now.refundedCents) {
          await recordRefund(now, state.refundedCents - now.refundedCents, reference);
        }
        return before === 'pending' ? 'applied' : 'ignored';
      }
      if (state.status === 'pending') {
        if (order.status === 'pending')
          await finalize(order, { status: 'pending', reference, detail: state.detail ?? 'in_process' });
        return 'ignored';
      }
      if (state.status === 'rejected') {
        if (order.status === 'pending')
          await finalize(order, { status: 'rejected', reference, errorCode: state.detail ?? 'rejected' }, card);
        return 'ignored';
      }
      if (state.status === 'refunded') {
        if (order.status === 'paid' && order.refundedCents < order.totalCents) {
          await recordRefund(order, order.totalCents - order.refundedCents, reference);
        }
        return 'ignored';
      }
      await dispute(order, reference);
      return 'applied';
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
