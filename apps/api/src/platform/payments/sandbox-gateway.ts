import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxCards, sandboxCharges } from '../../db/schema';
import type { ChargeResult, ChargeState, PaymentGateway } from './gateway';

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
  /** Left 'in process' by the provider: settled later (`settle`, the reconciliation job). */
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

/**
 * A provider that runs inside our API and database: it keeps its own card and charge records
 * (sandbox_cards, sandbox_charges), approves or rejects by test card, and is idempotent by key.
 */
export function createSandboxGateway(db: Database): PaymentGateway & {
  tokenize(card: { number: string; brand: string }): Promise<string>;
  /** What the provider decides later for a charge it left pending (tests and the sandbox's own notification). */
  settle(reference: string, outcome: 'approved' | 'rejected' | 'charged_back'): Promise<boolean>;
} {
  const toResult = (row: typeof sandboxCharges.$inferSelect): ChargeResult =>
    row.status === 'approved' || row.status === 'refunded' || row.status === 'charged_back'
      ? { status: 'approved', reference: row.reference }
      : row.status === 'pending'
        ? { status: 'pending', reference: row.reference, detail: 'in_process' }
        : row.status === 'rejected'
          ? { status: 'rejected', reference: row.reference, errorCode: 'cc_rejected_insufficient_amount' }
          : { status: 'error', reference: row.reference, errorCode: 'processing_error' };

  const toState = (row: typeof sandboxCharges.$inferSelect): ChargeState => ({
    reference: row.reference,
    orderId: row.idempotencyKey,
    status: row.status === 'error' ? 'rejected' : row.status,
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    currency: 'USD',
    detail: row.status === 'pending' ? 'in_process' : null,
  });

  return {
    name: 'sandbox',
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
      await db.insert(sandboxCards).values({
        token,
        last4: card.number.slice(-4),
        brand: card.brand,
        behaviour: behaviourFor(card.number),
      });
      return token;
    },

    async charge(request) {
      const [existing] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
      if (existing) return toResult(existing);
      const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, request.card.token));
      if (!card) return { status: 'rejected', reference: null, errorCode: 'invalid_token' };
      if (!SANDBOX_INSTALLMENTS.includes(request.installments))
        return { status: 'rejected', reference: null, errorCode: 'invalid_installments' };
      const status = ({ approve: 'approved', decline: 'rejected', error: 'error', pending: 'pending' } as const)[
        card.behaviour
      ];
      const [row] = await db
        .insert(sandboxCharges)
        .values({
          idempotencyKey: request.idempotencyKey,
          reference: `SBX-${randomBytes(6).toString('hex').toUpperCase()}`,
          token: request.card.token,
          amountCents: request.amountCents,
          installments: request.installments,
          status,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        // Another process charged the same key at the same moment: answer its result.
        const [winner] = await db
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
        return toResult(winner!);
      }
      return toResult(row);
    },

    async findCharge(idempotencyKey) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
      return row ? toResult(row) : null;
    },

    async getCharge(reference) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
      return row ? toState(row) : null;
    },

    async refund(reference, options = {}) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.reference, reference))
          .for('update');
        if (!row) return { status: 'error', errorCode: 'unknown_charge' } as const;
        const key = options.key ?? `full-${reference}`;
        if (row.refundKeys.includes(key)) return { status: 'refunded' } as const;
        if (row.status === 'refunded' && options.amountCents === undefined) return { status: 'refunded' } as const;
        if (row.status !== 'approved') return { status: 'error', errorCode: `status_${row.status}` } as const;
        const left = row.amountCents - row.refundedCents;
        const amount = options.amountCents ?? left;
        if (!Number.isInteger(amount) || amount <= 0 || amount > left)
          return { status: 'error', errorCode: 'invalid_amount' } as const;
        await tx
          .update(sandboxCharges)
          .set({
            refundedCents: row.refundedCents + amount,
            status: amount === left ? 'refunded' : 'approved',
            refundKeys: sql`array_append(${sandboxCharges.refundKeys}, ${key})`,
          })
          .where(eq(sandboxCharges.reference, reference));
        return { status: 'refunded' } as const;
      });
    },

    async settle(reference, outcome) {
      const rows = await db
        .update(sandboxCharges)
        .set({ status: outcome === 'approved' ? 'approved' : outcome === 'rejected' ? 'rejected' : 'charged_back' })
        .where(
          sql`${sandboxCharges.reference} = ${reference} and ${sandboxCharges.status} in (${outcome === 'charged_back' ? sql`'approved'` : sql`'pending'`})`,
        )
        .returning();
      return rows.length > 0;
    },
  };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
