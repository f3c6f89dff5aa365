import { type PaymentKind, paymentKinds } from '@nutritest/domain';
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, businesses, charges, ledgerEntries, orders, profiles } from '../../db/schema';

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

/** The order kinds of each payment kind (consultation orders are `consultations` payments). */
const orderKindOf = (kind: PaymentKind) => (kind === 'consultations' ? 'consultation' : kind);
const paymentKindOf = (kind: string): PaymentKind =>
  kind === 'consultation' ? 'consultations' : (kind as PaymentKind);

/**
 * Orders with their buyer: a guest's (meals, consultations) as given; an account's the company's name
 * for a company (its kit places), else the person's.
 */
function ordersWithBuyer(db: Executor) {
  return db
    .select({
      id: orders.id,
      kind: orders.kind,
      paymentFlow: orders.paymentFlow,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      currency: orders.currency,
      installments: orders.installments,
      status: orders.status,
      gateway: orders.gateway,
      paymentId: orders.paymentId,
      buyerName: sql<string>`coalesce(${orders.buyerName}, nullif(${businesses.name}, ''),
        trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')))`,
      buyerEmail: sql<string>`coalesce(${orders.buyerEmail}, ${accounts.email}, '')`,
    })
    .from(orders)
    .leftJoin(accounts, eq(accounts.id, orders.accountId))
    .leftJoin(profiles, eq(profiles.accountId, orders.accountId))
    .leftJoin(businesses, eq(businesses.accountId, orders.accountId));
}
type OrderWithBuyer = Awaited<ReturnType<ReturnType<typeof ordersWithBuyer>['where']>>[number];

/**
 * The card attempts of card orders (kits): the charge that took the money (approved, later refunded)
 * names the payment; else the last attempt.
 */
async function cardCharges(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, { gateway: string; providerReference: string | null }>();
  const attempts = await db
    .select()
    .from(charges)
    .where(inArray(charges.orderId, orderIds))
    .orderBy(desc(charges.createdAt));
  const chosen = new Map<string, { gateway: string; providerReference: string | null }>();
  for (const id of orderIds) {
    const own = attempts.filter((c) => c.orderId === id);
    const charge = own.find((c) => c.status === 'approved' || c.status === 'refunded') ?? own[0];
    if (charge) chosen.set(id, charge);
  }
  return chosen;
}

/** Orders of [from, to) of the wanted kinds: one payment each (its charge, or its checkout payment). */
async function orderPayments(db: Executor, range: Range): Promise<PaymentSource[]> {
  const kinds = paymentKinds.filter((k) => wants(range, k)).map(orderKindOf);
  if (kinds.length === 0) return [];
  const rows = await ordersWithBuyer(db).where(
    and(gte(orders.createdAt, range.from), lt(orders.createdAt, range.to), inArray(orders.kind, kinds)),
  );
  const cards = await cardCharges(
    db,
    rows.filter((r) => r.paymentFlow === 'card').map((r) => r.id),
  );
  return rows.map((r) => sourceOf(r, cards.get(r.id)));
}

function sourceOf(r: OrderWithBuyer, charge: { gateway: string; providerReference: string | null } | undefined) {
  const card = r.paymentFlow === 'card';
  return {
    kind: paymentKindOf(r.kind),
    orderId: r.id,
    createdAt: r.createdAt,
    buyerName: r.buyerName,
    buyerEmail: r.buyerEmail,
    amountCents: r.totalCents,
    currency: r.currency,
    installments: card ? r.installments : null,
    gateway: card ? (charge?.gateway ?? null) : r.gateway,
    providerReference: card ? (charge?.providerReference ?? null) : r.paymentId,
    status: r.status,
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * Approved payments that paid no order and were refunded automatically (ledger `unapplied_refund`):
 * money that went through the gateway, so a row of its own, dated when it was refunded, with the
 * order it named. Card ones name their order in the entry; checkout ones in the note ("Pedido de
 * platos <id>: …", "Consulta <id>: …", the gateway in brackets; modules/orders/unapplied.ts). An entry
 * whose order is not found is left out.
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
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'unapplied_refund'),
        gte(ledgerEntries.createdAt, range.from),
        lt(ledgerEntries.createdAt, range.to),
      ),
    );
  const named = entries.flatMap((e) => {
    const orderId = e.orderId ?? e.note?.match(UUID)?.[0]?.toLowerCase();
    return orderId ? [{ ...e, orderId }] : [];
  });
  if (named.length === 0) return [];
  const found = await ordersWithBuyer(db).where(
    inArray(
      orders.id,
      named.map((e) => e.orderId),
    ),
  );
  const byId = new Map(found.map((o) => [o.id, o]));
  return named.flatMap((e) => {
    const order = byId.get(e.orderId);
    if (!order || !wants(range, paymentKindOf(order.kind))) return [];
    const card = order.paymentFlow === 'card';
    return [
      {
        kind: paymentKindOf(order.kind),
        orderId: e.orderId,
        createdAt: e.createdAt,
        buyerName: order.buyerName,
        buyerEmail: order.buyerEmail,
        amountCents: e.amountCents,
        currency: e.currency,
        installments: card ? order.installments : null,
        gateway: e.note?.match(/\((sandbox|mercadopago)\b/)?.[1] ?? order.gateway ?? null,
        providerReference: e.reference,
        status: 'unapplied_refund',
      },
    ];
  });
}

/** The payments of [from, to) (orders created then, automatic refunds made then), of one kind or all, newest first. */
export async function listPaymentSources(db: Executor, range: Range): Promise<PaymentSource[]> {
  const lists = await Promise.all([orderPayments(db, range), unappliedPayments(db, range)]);
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
