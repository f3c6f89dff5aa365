import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxCards, sandboxCharges } from '../../db/schema';
import type { ChargeResult, PaymentGateway } from './gateway';

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
} as const;

export function behaviourFor(number: string): 'approve' | 'decline' | 'error' {
  if (number === sandboxTestCards.declined.number) return 'decline';
  if (number === sandboxTestCards.error.number) return 'error';
  return 'approve';
}

/**
 * A provider that runs inside our API and database: it keeps its own card and charge records
 * (sandbox_cards, sandbox_charges), approves or rejects by test card, and is idempotent by key.
 */
export function createSandboxGateway(db: Database): PaymentGateway & {
  tokenize(card: { number: string; brand: string }): Promise<string>;
} {
  const toResult = (row: typeof sandboxCharges.$inferSelect): ChargeResult =>
    row.status === 'approved' || row.status === 'refunded'
      ? { status: 'approved', reference: row.reference }
      : row.status === 'rejected'
        ? { status: 'rejected', reference: row.reference, errorCode: 'cc_rejected_insufficient_amount' }
        : { status: 'error', reference: row.reference, errorCode: 'processing_error' };

  return {
    name: 'sandbox',
    cardPageUrl: (sessionId) => `/sandbox/card?session=${encodeURIComponent(sessionId)}`,

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
      const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, request.token));
      if (!card) return { status: 'rejected', reference: null, errorCode: 'invalid_token' };
      const status = card.behaviour === 'approve' ? 'approved' : card.behaviour === 'decline' ? 'rejected' : 'error';
      const [row] = await db
        .insert(sandboxCharges)
        .values({
          idempotencyKey: request.idempotencyKey,
          reference: `SBX-${randomBytes(6).toString('hex').toUpperCase()}`,
          token: request.token,
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

    async refund(reference) {
      const rows = await db
        .update(sandboxCharges)
        .set({ status: 'refunded' })
        .where(eq(sandboxCharges.reference, reference))
        .returning();
      return rows.length ? { status: 'refunded' } : { status: 'error', errorCode: 'unknown_charge' };
    },
  };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
