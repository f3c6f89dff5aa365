import { type PaymentKind, paymentKinds } from '@nutritest/domain';
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  businesses,
  charges,
  consultationOrders,
  ledgerEntries,
  mealOrders,
  orders,
  profiles,
} from '../../db/schema';

/** The kinds of payment operations see on one ledger (issue 20). */

/**
 * One payment (an order and its payment at the provider), whatever table it lives in. `status` is
 * the order's own status; the service derives refunded / partially refunded / disputed from it and
 * from the ledger entries.
 */
export interface PaymentSource {
  kind: PaymentKind;
  orderId: string;
  createdAt: Date;
  buyerName: string;
  buyerEmail: string;
  amountCents: number;
  currency: string;
  installments: number | null;
  gateway: string | null;
  providerReference: string | null;
  status: string;
}

/** A ledger entry that tells something about a payment after the fact (refund, chargeback...). */
export interface PaymentEvent {
  kind: string;
  orderId: string | null;
  reference: string | null;
  amountCents: number;
}

/**
 * Ledger kinds read for the payments' refunds and disputes. `chargeback` (and `dispute`) are not
 * written yet: read when present, so a dispute shows once another module records it.
 */
const eventKinds = ['refund', 'chargeback', 'dispute'];

interface Range {
  from: Date;
  to: Date;
  kind?: PaymentKind;
}

const wants = (range: Range, kind: PaymentKind) => !range.kind || range.kind === kind;

/** A kit buyer's name: the company's for a company (its kit places), else the person's. */
const buyerName = (r: { company: string | null; firstName: string | null; lastName: string | null }) =>
  r.company || `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim();

/** Kit orders (one kit, or places for a company) with their charge attempts at the card gateway. */
async function kitPayments(db: Executor, range: Range): Promise<PaymentSource[]> {
  const kinds = paymentKinds.filter(
    (k): k is 'kit' | 'kit_places' => (k === 'kit' || k === 'kit_places') && wants(range, k),
  );
  if (kinds.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      kind: orders.kind,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      currency: orders.currency,
      installments: orders.installments,
      status: orders.status,
      email: accounts.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      company: businesses.name,
    })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .leftJoin(profiles, eq(profiles.accountId, orders.accountId))
    .leftJoin(businesses, eq(businesses.accountId, orders.accountId))
    .where(and(gte(orders.createdAt, range.from), lt(orders.createdAt, range.to), inArray(orders.kind, kinds)));
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(charges)
    .where(
      inArray(
        charges.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(charges.createdAt));
  return rows.map((r) => {
    const own = attempts.filter((c) => c.orderId === r.id);
    // The charge that took the money (approved, later refunded) names the payment; else the last attempt.
    const charge = own.find((c) => c.status === 'approved' || c.status === 'refunded') ?? own[0];
    return {
      kind: r.kind,
      orderId: r.id,
      createdAt: r.createdAt,
      buyerName: buyerName(r),
      buyerEmail: r.email,
      amountCents: r.totalCents,
      currency: r.currency,
      installments: r.installments,
      gateway: charge?.gateway ?? null,
      providerReference: charge?.providerReference ?? null,
      status: r.status,
    };
  });
}

async function mealPayments(db: Executor, range: Range): Promise<PaymentSource[]> {
  if (!wants(range, 'meals')) return [];
  const rows = await db
    .select()
    .from(mealOrders)
    .where(and(gte(mealOrders.createdAt, range.from), lt(mealOrders.createdAt, range.to)));
  return rows.map((r) => ({
    kind: 'meals',
    orderId: r.id,
    createdAt: r.createdAt,
    buyerName: r.name,
    buyerEmail: r.email,
    amountCents: r.totalCents,
    currency: r.currency,
    installments: null,
    gateway: r.gateway,
    providerReference: r.paymentId,
    status: r.status,
  }));
}

async function consultationPayments(db: Executor, range: Range): Promise<PaymentSource[]> {
  if (!wants(range, 'consultations')) return [];
  const rows = await db
    .select()
    .from(consultationOrders)
    .where(and(gte(consultationOrders.createdAt, range.from), lt(consultationOrders.createdAt, range.to)));
  return rows.map((r) => ({
    kind: 'consultations',
    orderId: r.id,
    createdAt: r.createdAt,
    buyerName: `${r.name} ${r.lastName}`.trim(),
    buyerEmail: r.email,
    amountCents: r.amountCents,
    currency: r.currency,
    installments: null,
    gateway: r.gateway,
    providerReference: r.paymentId,
    status: r.status,
  }));
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Which kind of order an automatic refund's note names (modules/payments/unapplied-payments.ts, docs/payments.md). */
function unappliedKindOf(note: string): 'meals' | 'consultations' | null {
  if (note.startsWith('Pedido de platos ')) return 'meals';
  if (note.startsWith('Consulta ')) return 'consultations';
  return null;
}

/**
 * Approved payments that paid no order and were refunded automatically (ledger `unapplied_refund`):
 * money that went through the gateway, so a row of its own, dated when it was refunded, with the
 * order it named. Kit ones name their order in the entry; meal and consultation ones in the note
 * ("Pedido de platos <id>: …", "Consulta <id>: …", the gateway in brackets). An entry whose note
 * names no known kind is left out.
 */
async function unappliedPayments(db: Executor, range: Range): Promise<PaymentSource[]> {
  const entries = await db
    .select({
      orderId: ledgerEntries.orderId,
      amountCents: ledgerEntries.amountCents,
      currency: ledgerEntries.currency,
      reference: ledgerEntries.reference,
      note: ledgerEntries.note,
      createdAt: ledgerEntries.createdAt,
      kitKind: orders.kind,
      installments: orders.installments,
      email: accounts.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      company: businesses.name,
    })
    .from(ledgerEntries)
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .leftJoin(accounts, eq(accounts.id, orders.accountId))
    .leftJoin(profiles, eq(profiles.accountId, orders.accountId))
    .leftJoin(businesses, eq(businesses.accountId, orders.accountId))
    .where(
      and(
        eq(ledgerEntries.kind, 'unapplied_refund'),
        gte(ledgerEntries.createdAt, range.from),
        lt(ledgerEntries.createdAt, range.to),
      ),
    );
  const named = entries.flatMap((e) => {
    const kind = e.kitKind ?? unappliedKindOf(e.note ?? '');
    const orderId = e.orderId ?? e.note?.match(UUID)?.[0]?.toLowerCase();
    return kind && orderId && wants(range, kind) ? [{ ...e, kind, orderId }] : [];
  });
  const idsOf = (kind: PaymentKind) => named.filter((e) => e.kind === kind).map((e) => e.orderId);
  const [meals, consultations] = await Promise.all([
    idsOf('meals').length > 0
      ? db
          .select({ id: mealOrders.id, name: mealOrders.name, email: mealOrders.email, gateway: mealOrders.gateway })
          .from(mealOrders)
          .where(inArray(mealOrders.id, idsOf('meals')))
      : [],
    idsOf('consultations').length > 0
      ? db
          .select({
            id: consultationOrders.id,
            name: sql<string>`trim(${consultationOrders.name} || ' ' || ${consultationOrders.lastName})`,
            email: consultationOrders.email,
            gateway: consultationOrders.gateway,
          })
          .from(consultationOrders)
          .where(inArray(consultationOrders.id, idsOf('consultations')))
      : [],
  ]);
  const checkoutOrders = new Map([...meals, ...consultations].map((o) => [o.id, o]));
  return named.map((e) => {
    const checkout = checkoutOrders.get(e.orderId);
    const isKit = e.kind === 'kit' || e.kind === 'kit_places';
    return {
      kind: e.kind,
      orderId: e.orderId,
      createdAt: e.createdAt,
      buyerName: isKit ? buyerName(e) : (checkout?.name ?? ''),
      buyerEmail: isKit ? (e.email ?? '') : (checkout?.email ?? ''),
      amountCents: e.amountCents,
      currency: e.currency,
      installments: isKit ? e.installments : null,
      gateway: e.note?.match(/\((sandbox|mercadopago)\b/)?.[1] ?? checkout?.gateway ?? null,
      providerReference: e.reference,
      status: 'unapplied_refund',
    };
  });
}

/** The payments of [from, to) (orders created then, automatic refunds made then), of one kind or all, newest first. */
export async function listPaymentSources(db: Executor, range: Range): Promise<PaymentSource[]> {
  const lists = await Promise.all([
    kitPayments(db, range),
    mealPayments(db, range),
    consultationPayments(db, range),
    unappliedPayments(db, range),
  ]);
  return lists.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * Refund and dispute entries of these payments: by order id (kit orders, the only ones the ledger's
 * order column can point at) or by the provider's reference (meal and consultation payments).
 */
export async function listPaymentEvents(
  db: Executor,
  orderIds: string[],
  references: string[],
): Promise<PaymentEvent[]> {
  const links = [
    orderIds.length > 0 ? inArray(ledgerEntries.orderId, orderIds) : undefined,
    references.length > 0 ? inArray(ledgerEntries.reference, references) : undefined,
  ].filter((c) => c !== undefined);
  if (links.length === 0) return [];
  return db
    .select({
      kind: ledgerEntries.kind,
      orderId: ledgerEntries.orderId,
      reference: ledgerEntries.reference,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerEntries)
    .where(and(inArray(sql<string>`${ledgerEntries.kind}`, eventKinds), or(...links)));
}

// ---------------------------------------------------------------- the ledger's rows

export type PaymentStatus =
  | 'paid'
  | 'pending'
  | 'failed'
  | 'refunded'
  | 'partially_refunded'
  | 'disputed'
  | 'cancelled'
  | 'expired'
  /** A payment that paid no order, refunded automatically in full. */
  | 'unapplied_refund'
  | (string & {});

export interface PaymentRow extends Omit<PaymentSource, 'status'> {
  status: PaymentStatus;
  refundedCents: number;
  disputed: boolean;
}

/**
 * Every payment of [from, to) with its refunds and disputes (issue 20). A dispute wins over any other
 * status (an order status 'disputed' or a `chargeback`/`dispute` ledger entry); then refunds: the
 * whole amount back is 'refunded', part of it 'partially_refunded'.
 */
export async function listPayments(db: Executor, range: Range): Promise<PaymentRow[]> {
  const sources = await listPaymentSources(db, range);
  // Kit orders' entries name their order; the ledger cannot point at meal or consultation orders, so
  // theirs (and those of payments that paid no order) are found by the provider's payment id.
  const byOrderId = (s: PaymentSource) =>
    (s.kind === 'kit' || s.kind === 'kit_places') && s.status !== 'unapplied_refund';
  const events = await listPaymentEvents(
    db,
    sources.filter(byOrderId).map((s) => s.orderId),
    sources.flatMap((s) => (!byOrderId(s) && s.providerReference ? [s.providerReference] : [])),
  );
  const byOrder = groupBy(events, (e) => e.orderId);
  const byReference = groupBy(events, (e) => e.reference);
  return sources.map((source) => {
    const own = (byOrderId(source) ? byOrder.get(source.orderId) : byReference.get(source.providerReference)) ?? [];
    const ledgerRefunds = own.filter((e) => e.kind === 'refund').reduce((sum, e) => sum + Math.abs(e.amountCents), 0);
    // A refunded kit order is refunded in full, with or without its ledger entry.
    const refundedInFull = source.status === 'refunded' || source.status === 'unapplied_refund';
    const refundedCents = Math.min(
      source.amountCents,
      Math.max(ledgerRefunds, refundedInFull ? source.amountCents : 0),
    );
    const disputed = source.status === 'disputed' || own.some((e) => e.kind !== 'refund');
    let status: PaymentStatus = source.status;
    if (disputed) status = 'disputed';
    else if (source.status === 'unapplied_refund') status = 'unapplied_refund';
    else if (refundedCents > 0 && refundedCents >= source.amountCents) status = 'refunded';
    else if (refundedCents > 0) status = 'partially_refunded';
    return { ...source, status, refundedCents, disputed };
  });
}

function groupBy<T>(items: T[], key: (item: T) => string | null): Map<string | null, T[]> {
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
