import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import type { CardFlow, ChargeResult, Currency, ProviderPayment, RefundResult } from '../provider';
import * as repo from './sandbox.repository';

/**
 * Test cards of the sandbox (docs/payments.md). Any other valid Visa, Mastercard or OCA number is
 * approved too.
 */
export const sandboxTestCards = {
  approved: { number: '4509953566233704', brand: 'visa' },
  approvedMastercard: { number: '5555555555554444', brand: 'mastercard' },
  approvedOca: { number: '5898920000000003', brand: 'oca' },
  declined: { number: '4000000000000002', brand: 'visa' },
  error: { number: '4000000000000119', brand: 'visa' },
  /** Left 'in process' by the provider: settled later (`settleCharge`, the reconciliation job). */
  pending: { number: '4000000000000051', brand: 'visa' },
} as const;

export function behaviourFor(number: string): 'approve' | 'decline' | 'error' | 'pending' {
  if (number === sandboxTestCards.declined.number) return 'decline';
  if (number === sandboxTestCards.error.number) return 'error';
  if (number === sandboxTestCards.pending.number) return 'pending';
  return 'approve';
}

/** The sandbox has no instalment plans of its own: 1 to 6, without interest. */
const SANDBOX_INSTALLMENTS = [1, 2, 3, 4, 5, 6];

/** The sandbox's card charges have references `SBX-…`; its checkout payments are numbers. */
export const isSandboxChargeReference = (reference: string) => reference.startsWith('SBX-');

const toResult = (row: repo.SandboxChargeRow): ChargeResult =>
  row.status === 'approved' || row.status === 'refunded' || row.status === 'charged_back'
    ? { status: 'approved', reference: row.reference, amountCents: row.amountCents, currency: row.currency }
    : row.status === 'pending'
      ? { status: 'pending', reference: row.reference, detail: 'in_process' }
      : row.status === 'rejected'
        ? { status: 'rejected', reference: row.reference, errorCode: 'cc_rejected_insufficient_amount' }
        : row.status === 'cancelled'
          ? { status: 'rejected', reference: row.reference, errorCode: 'cancelled' }
          : { status: 'error', reference: row.reference, errorCode: 'processing_error' };

/** A charge as the provider answers it when asked again (a notification, the reconciliation). */
export const chargePayment = (row: repo.SandboxChargeRow): ProviderPayment => ({
  id: row.reference,
  externalReference: row.idempotencyKey,
  status: row.status === 'error' ? 'rejected' : row.status,
  detail: row.status === 'pending' ? 'in_process' : null,
  amountCents: row.amountCents,
  refundedCents: row.refundedCents,
  currency: row.currency,
});

/**
 * The sandbox's card flow: it runs inside our API and database, keeps its own card and charge records
 * (sandbox_cards, sandbox_charges), approves or rejects by test card, and is idempotent by key. It
 * charges in the currencies its "account" takes: dollars and pesos by default, or pesos only
 * (`SANDBOX_CARD_CURRENCY=UYU`, the way a Uruguayan MercadoPago account charges).
 */
export function createSandboxCardFlow(db: Database, currencies: readonly Currency[] = ['USD', 'UYU']) {
  const flow: CardFlow = {
    currencies,
    needsSecurityCode: false,
    cardPageUrl: (sessionId) => `/sandbox/card?session=${encodeURIComponent(sessionId)}`,

    async installmentOptions(_card, amountCents) {
      return SANDBOX_INSTALLMENTS.map((installments) => ({
        installments,
        installmentAmountCents: Math.ceil(amountCents / installments),
        totalCents: amountCents,
      }));
    },

    async tokenize(card) {
      const token = `sbx_${randomBytes(18).toString('base64url')}`;
      await repo.insertCard(db, {
        token,
        last4: card.number.slice(-4),
        brand: card.brand,
        behaviour: behaviourFor(card.number),
      });
      return token;
    },

    async charge(request) {
      const existing = await repo.findChargeByKey(db, request.idempotencyKey);
      if (existing) return toResult(existing);
      const card = await repo.findCard(db, request.card.token);
      if (!card) return { status: 'rejected', reference: null, errorCode: 'invalid_token' };
      if (!SANDBOX_INSTALLMENTS.includes(request.installments))
        return { status: 'rejected', reference: null, errorCode: 'invalid_installments' };
      if (!currencies.includes(request.currency))
        return { status: 'rejected', reference: null, errorCode: 'currency_not_accepted' };
      const status = ({ approve: 'approved', decline: 'rejected', error: 'error', pending: 'pending' } as const)[
        card.behaviour
      ];
      const row = await repo.insertChargeOnce(db, {
        idempotencyKey: request.idempotencyKey,
        reference: `SBX-${randomBytes(6).toString('hex').toUpperCase()}`,
        token: request.card.token,
        amountCents: request.amountCents,
        currency: request.currency,
        installments: request.installments,
        status,
      });
      // Another process charged the same key at the same moment: answer its result.
      return toResult(row ?? (await repo.findChargeByKey(db, request.idempotencyKey))!);
    },

    async findCharge(idempotencyKey) {
      const row = await repo.findChargeByKey(db, idempotencyKey);
      return row ? toResult(row) : null;
    },

    async cancelCharge(reference) {
      await repo.settleCharge(db, reference, 'cancelled');
      const row = await repo.findChargeByReference(db, reference);
      return row ? toResult(row) : null;
    },
  };

  /** A refund of a card charge: all that is left or a part, once per key. */
  async function refundCharge(
    reference: string,
    options: { amountCents?: number; key?: string },
  ): Promise<RefundResult> {
    return db.transaction(async (tx) => {
      const row = await repo.findChargeByReference(tx, reference, true);
      if (!row) return { status: 'error', errorCode: 'unknown_charge' } as const;
      const key = options.key ?? `refund-${reference}`;
      if (row.refundKeys.includes(key)) return { status: 'refunded' } as const;
      if (row.status === 'refunded' && options.amountCents === undefined) return { status: 'refunded' } as const;
      if (row.status !== 'approved') return { status: 'error', errorCode: `status_${row.status}` } as const;
      const left = row.amountCents - row.refundedCents;
      const amount = options.amountCents ?? left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left)
        return { status: 'error', errorCode: 'invalid_amount' } as const;
      await repo.addChargeRefund(tx, reference, {
        refundedCents: row.refundedCents + amount,
        status: amount === left ? 'refunded' : 'approved',
        key,
      });
      return { status: 'refunded' } as const;
    });
  }

  return { flow, refundCharge };
}
