import {
  AnalysisStatus,
  AppError,
  formatDateEs,
  formatMoney,
  KIT_REFUND_DAYS,
  KIT_REFUND_PENALTY_CENTS,
  montevideoDate,
  orderDeadline,
  type PurchaseKind,
  type RefundQuote,
  type RefundRequest,
} from '@nutritest/domain';
import { and, asc, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import {
  accounts,
  analyses,
  analysisEvents,
  auditLog,
  consultationBookings,
  consultationOrders,
  kitPlaceGrants,
  ledgerEntries,
  mealOrderItems,
  mealOrders,
  orders,
  refundRequests,
} from '../../db/schema';
import { enqueueEmail } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import type { PaymentProvider } from '../../platform/payments/provider';
import { kitsAvailable } from '../accounts/accounts.repository';
import type { PaymentsService } from '../payments/payments.service';

type RefundRow = typeof refundRequests.$inferSelect;

export const refundTexts = {
  labStarted: 'El laboratorio ya empezó a procesar tu muestra: según los términos ya no corresponde una devolución.',
  kitTooLate: (received: string) =>
    `Pasaron más de ${KIT_REFUND_DAYS} días desde que recibiste el kit (el ${received}): según los términos ya no corresponde una devolución.`,
  belowPenalty: 'Lo que pagaste no supera la penalidad de USD 50 de los términos: no hay importe para devolver.',
  noUnusedPlaces: 'Todos los cupos de esta compra ya están en uso o devueltos: no quedan cupos sin usar para devolver.',
  placesUsedMeanwhile:
    'Desde el pedido se usaron cupos de esta compra: la empresa tiene que pedir la devolución de nuevo.',
  mealsTooLate:
    'Ya cerró el plazo para pedir el primer día de entrega: los platos están en preparación y no se pueden cancelar.',
  consultationTooLate: 'Las consultas se pueden cancelar hasta 24 horas antes de la primera sesión.',
  open: 'Ya pediste la devolución de esta compra: te avisamos por correo cuando la revisemos.',
  notRequested: 'Esta solicitud ya fue resuelta.',
  providerFailed: 'La pasarela de pago no confirmó la devolución. Probá de nuevo en unos minutos.',
} as const;

interface Sale {
  kind: PurchaseKind;
  id: string;
  accountId: string | null;
  status: string;
  totalCents: number;
  refundedCents: number;
  currency: 'USD' | 'UYU';
  email: string | null;
  /** Kits or places bought (1 for meals and consultations). */
  quantity: number;
}

interface Deps {
  db: Database;
  config: Config;
  payments: PaymentsService;
  checkout: PaymentProvider;
  mailNudge: () => void;
}

const iso = (d: Date) => d.toISOString();
/** A refund request as the API answers it. */
export const refundRequestJson = (r: RefundRow): RefundRequest => ({
  id: r.id,
  status: r.status,
  amountCents: r.amountCents,
  penaltyCents: r.penaltyCents,
  currency: r.currency,
  customerReason: r.customerReason,
  createdAt: iso(r.createdAt),
  decidedAt: r.decidedAt ? iso(r.decidedAt) : null,
  decisionReason: r.decisionReason,
});

/**
 * Refunds under the terms (issue 21): what each sale allows now (the quote the buyer sees before
 * asking), the buyer's request, and operations' decision. An approved refund goes through the
 * sale's payment gateway; the order tables' `refunded_cents` then makes the database write the
 * credit note (migration 0021), the kit's commission is reversed and its pending logistics removed.
 */
export function createRefunds({ db, config, payments, checkout, mailNudge }: Deps) {
  async function findSale(tx: Executor, kind: PurchaseKind, id: string): Promise<Sale | null> {
    const row =
      kind === 'kit' || kind === 'kit_places'
        ? (
            await tx
              .select()
              .from(orders)
              .where(and(eq(orders.id, id), eq(orders.kind, kind)))
          )[0]
        : kind === 'meals'
          ? (await tx.select().from(mealOrders).where(eq(mealOrders.id, id)))[0]
          : (await tx.select().from(consultationOrders).where(eq(consultationOrders.id, id)))[0];
    if (!row) return null;
    return {
      kind,
      id,
      accountId: row.accountId,
      status: row.status,
      totalCents: 'amountCents' in row ? row.amountCents : row.totalCents,
      refundedCents: row.refundedCents,
      currency: row.currency,
      // Kit buyers always have an account (its e-mail is read when needed); guests gave one.
      email: 'email' in row ? row.email : null,
      quantity: 'quantity' in row ? row.quantity : 1,
    };
  }

  const no = (sale: Sale, reason: string, deadline: Date | null = null): RefundQuote => ({
    allowed: false,
    amountCents: 0,
    penaltyCents: 0,
    currency: sale.currency,
    reason,
    deadline: deadline ? iso(deadline) : null,
  });

  /** What the terms allow for this sale now; null when there is nothing to refund (not paid, already given back). */
  async function quote(tx: Executor, sale: Sale, now: Date): Promise<RefundQuote | null> {
    if (sale.status !== 'paid' || sale.totalCents === 0) return null;
    if (sale.kind === 'kit_places') return placesQuote(tx, sale);
    if (sale.refundedCents > 0) return null;
    if (sale.kind === 'kit') {
      const [analysis] = await tx.select().from(analyses).where(eq(analyses.orderId, sale.id));
      if (!analysis) return null;
      if (analysis.status === AnalysisStatus.InLab || analysis.status === AnalysisStatus.ResultsSent) {
        return no(sale, refundTexts.labStarted);
      }
      const [delivered] = await tx
        .select({ at: min(analysisEvents.at) })
        .from(analysisEvents)
        .where(and(eq(analysisEvents.analysisId, analysis.id), eq(analysisEvents.status, AnalysisStatus.KitDelivered)));
      const deadline = delivered?.at ? new Date(delivered.at.getTime() + KIT_REFUND_DAYS * 86_400_000) : null;
      if (deadline && now > deadline) {
        return no(sale, refundTexts.kitTooLate(formatDateEs(montevideoDate(delivered!.at!))), deadline);
      }
      const amount = sale.totalCents - KIT_REFUND_PENALTY_CENTS;
      if (amount <= 0) return no(sale, refundTexts.belowPenalty, deadline);
      return {
        allowed: true,
        amountCents: amount,
        penaltyCents: KIT_REFUND_PENALTY_CENTS,
        currency: sale.currency,
        reason: null,
        deadline: deadline ? iso(deadline) : null,
      };
    }
    let deadline: Date | null = null;
    if (sale.kind === 'meals') {
      const [first] = await tx
        .select({ day: min(mealOrderItems.deliveryDate) })
        .from(mealOrderItems)
        .where(eq(mealOrderItems.orderId, sale.id));
      deadline = first?.day ? orderDeadline(first.day) : null;
      if (!deadline || now >= deadline) return no(sale, refundTexts.mealsTooLate, deadline);
    } else {
      const [first] = await tx
        .select({ startsAt: min(consultationBookings.startsAt) })
        .from(consultationBookings)
        .where(and(eq(consultationBookings.orderId, sale.id), eq(consultationBookings.status, 'confirmed')));
      deadline = first?.startsAt ? new Date(first.startsAt.getTime() - 24 * 3_600_000) : null;
      if (!deadline || now >= deadline) return no(sale, refundTexts.consultationTooLate, deadline);
    }
    return {
      allowed: true,
      amountCents: sale.totalCents,
      penaltyCents: 0,
      currency: sale.currency,
      reason: null,
      deadline: iso(deadline),
    };
  }

  /**
   * A company's kit places: the places of this purchase not in use yet (never shipped: no penalty,
   * no time limit) can be given back, at the price paid for each; they leave the company's places.
   */
  function placesLeft(sale: Sale) {
    return sale.quantity - Math.round((sale.refundedCents * sale.quantity) / sale.totalCents);
  }
  function placesAmount(sale: Sale, places: number) {
    return places === placesLeft(sale)
      ? sale.totalCents - sale.refundedCents
      : Math.round((sale.totalCents * places) / sale.quantity);
  }
  async function placesQuote(tx: Executor, sale: Sale): Promise<RefundQuote> {
    const unused = Math.min(await kitsAvailable(tx, sale.accountId!), placesLeft(sale));
    if (unused <= 0) return no(sale, refundTexts.noUnusedPlaces);
    return {
      allowed: true,
      amountCents: placesAmount(sale, unused),
      penaltyCents: 0,
      currency: sale.currency,
      reason: null,
      deadline: null,
    };
  }

  /** Places given back: taken from the company first (locked), so no employee can use them meanwhile. */
  async function returnPlaces(before: Sale, request: RefundRow) {
    const places = Math.round((request.amountCents * before.quantity) / before.totalCents);
    return db.transaction(async (tx) => {
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, before.accountId!)).for('update');
      // Read again under the lock: what other refunds of this purchase gave back meanwhile counts.
      const sale = (await findSale(tx, before.kind, before.id))!;
      if ((await kitsAvailable(tx, sale.accountId!)) < places || placesLeft(sale) < places) {
        throw new AppError('CONFLICT', refundTexts.placesUsedMeanwhile);
      }
      const [grant] = await tx
        .insert(kitPlaceGrants)
        .values({ businessId: sale.accountId!, quantity: -places, source: 'refund' })
        .returning({ id: kitPlaceGrants.id });
      return { id: grant!.id, all: places === placesLeft(sale) };
    });
  }

  /** Gives the money back at the sale's gateway and records it (idempotent per request). */
  async function refundAtGateway(sale: Sale, request: RefundRow) {
    if (sale.kind === 'kit_places') {
      const grant = await returnPlaces(sale, request);
      try {
        await payments.refund(sale.id, request.amountCents, { close: grant.all });
      } catch (err) {
        // The money did not go back: the places are the company's again.
        await db.delete(kitPlaceGrants).where(eq(kitPlaceGrants.id, grant.id));
        throw err;
      }
      return;
    }
    if (sale.kind === 'kit') {
      // The kit's own refund: gateway (key per step), ledger, commission reversed, the kit and its
      // pending logistics removed — the order closes as refunded, the penalty kept.
      await payments.refund(sale.id, request.amountCents, { close: true });
      return;
    }
    const table = sale.kind === 'meals' ? mealOrders : consultationOrders;
    const [order] = await db.select({ paymentId: table.paymentId }).from(table).where(eq(table.id, sale.id));
    if (!order?.paymentId) throw new AppError('CONFLICT', refundTexts.providerFailed);
    const result = await checkout.refund(order.paymentId);
    if (result.status !== 'refunded') throw new AppError('UNAVAILABLE', refundTexts.providerFailed);
    await db.transaction(async (tx) => {
      const [closed] = await tx
        .update(table)
        .set({ status: 'cancelled', refundedCents: request.amountCents })
        .where(and(eq(table.id, sale.id), eq(table.status, 'paid'), eq(table.refundedCents, 0)))
        .returning({ id: table.id });
      if (!closed) return;
      if (sale.kind === 'consultation') {
        // The nutritionist's time is free again.
        await tx
          .update(consultationBookings)
          .set({ status: 'cancelled' })
          .where(
            and(eq(consultationBookings.orderId, sale.id), inArray(consultationBookings.status, ['held', 'confirmed'])),
          );
      }
      await tx.insert(ledgerEntries).values({
        kind: 'refund',
        accountId: sale.accountId,
        amountCents: request.amountCents,
        currency: sale.currency,
        reference: order.paymentId,
        note: sale.kind === 'meals' ? 'Devolución: pedido de platos cancelado' : 'Devolución: consulta cancelada',
      });
    });
  }

  async function buyerEmail(tx: Executor, sale: Sale) {
    if (sale.email) return sale.email;
    if (!sale.accountId) return null;
    const rows = await tx.execute(sql`select email from accounts where id = ${sale.accountId}`);
    return ((rows as unknown as { rows: Array<{ email: string }> }).rows[0]?.email ?? null) as string | null;
  }

  const money = (cents: number, currency: 'USD' | 'UYU') => formatMoney(cents, currency);

  /** A notice to the buyer (or, with `to`, to operations), in the transaction of what it tells. */
  async function tell(tx: Executor, to: string | null, subject: string, paragraphs: string[], firstName = 'Hola') {
    if (!to) return;
    await enqueueEmail(
      tx,
      to,
      emailTemplates.notice({ firstName, supportEmail: config.supportEmail, subject, paragraphs }),
    );
  }

  return {
    quote: (tx: Executor, sale: Sale, now = new Date()) => quote(tx, sale, now),

    /** The quote and latest request of many sales at once ('Mis compras'). */
    async forSales(sales: Array<{ kind: PurchaseKind; id: string }>, now = new Date()) {
      const ids = sales.map((s) => s.id);
      const requests = ids.length
        ? await db
            .select()
            .from(refundRequests)
            .where(inArray(refundRequests.saleId, ids))
            .orderBy(desc(refundRequests.createdAt))
        : [];
      const out = new Map<string, { refundQuote: RefundQuote | null; refundRequest: RefundRequest | null }>();
      for (const s of sales) {
        const sale = await findSale(db, s.kind, s.id);
        const latest = requests.find((r) => r.saleId === s.id);
        const q = sale && latest?.status !== 'requested' ? await quote(db, sale, now) : null;
        out.set(s.id, { refundQuote: q, refundRequest: latest ? refundRequestJson(latest) : null });
      }
      return out;
    },

    /** The buyer asks: checked against the terms again here, on the server. */
    async request(accountId: string, kind: PurchaseKind, id: string, reason: string | undefined, now = new Date()) {
      const created = await db.transaction(async (tx) => {
        const sale = await findSale(tx, kind, id);
        // Someone else's order answers like a missing one.
        if (!sale || sale.accountId !== accountId) throw new AppError('NOT_FOUND');
        const [open] = await tx
          .select()
          .from(refundRequests)
          .where(and(eq(refundRequests.saleId, id), eq(refundRequests.status, 'requested')));
        if (open) throw new AppError('CONFLICT', refundTexts.open);
        const q = await quote(tx, sale, now);
        if (!q) throw new AppError('CONFLICT', refundTexts.notRequested);
        if (!q.allowed) throw new AppError('CONFLICT', q.reason ?? refundTexts.notRequested);
        const [row] = await tx
          .insert(refundRequests)
          .values({
            saleKind: kind,
            saleId: id,
            accountId,
            status: 'requested',
            amountCents: q.amountCents,
            penaltyCents: q.penaltyCents,
            currency: q.currency,
            customerReason: reason || null,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError('CONFLICT', refundTexts.open);
        await tell(tx, await buyerEmail(tx, sale), 'Recibimos tu pedido de devolución', [
          `Pediste la devolución de ${money(q.amountCents, q.currency)}${q.penaltyCents ? ` (se descuenta la penalidad de ${money(q.penaltyCents, q.currency)} de los términos)` : ''}.`,
          'Nuestro equipo la revisa y te avisamos por correo. Una vez aprobada, la devolución se hace al mismo medio de pago y el banco puede demorar en reflejarla (hasta 45 días hábiles según los términos).',
        ]);
        await tell(
          tx,
          config.supportEmail,
          `Pedido de devolución: ${money(q.amountCents, q.currency)}`,
          [`Hay un pedido de devolución para revisar en la consola, pestaña Pedidos (pedido ${id}).`],
          'Equipo de operaciones',
        );
        return row;
      });
      mailNudge();
      return refundRequestJson(created);
    },

    async list() {
      return db
        .select()
        .from(refundRequests)
        .orderBy(sql`case when ${refundRequests.status} = 'requested' then 0 else 1 end`, asc(refundRequests.createdAt))
        .limit(200);
    },

    /** Operations approve: the money goes back through the gateway, then the request is closed. */
    async approve(operatorId: string, requestId: string) {
      // Claimed first: two operators approving at once move the money once.
      const [done] = await db
        .update(refundRequests)
        .set({ status: 'approved', decidedBy: operatorId, decidedAt: new Date() })
        .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'requested')))
        .returning();
      if (!done) {
        const [exists] = await db.select().from(refundRequests).where(eq(refundRequests.id, requestId));
        throw exists ? new AppError('CONFLICT', refundTexts.notRequested) : new AppError('NOT_FOUND');
      }
      const sale = await findSale(db, done.saleKind, done.saleId);
      try {
        if (!sale) throw new AppError('NOT_FOUND');
        await refundAtGateway(sale, done);
      } catch (err) {
        // Nothing moved: the request waits for another try.
        await db
          .update(refundRequests)
          .set({ status: 'requested', decidedBy: null, decidedAt: null })
          .where(eq(refundRequests.id, requestId));
        throw err;
      }
      if (!sale) return;
      await db.transaction(async (tx) => {
        await tx.insert(auditLog).values({
          actorId: operatorId,
          action: 'refund_approved',
          entity: sale.kind,
          entityId: sale.id,
          after: { amountCents: done.amountCents, penaltyCents: done.penaltyCents, currency: done.currency },
        });
        await tell(tx, await buyerEmail(tx, sale), 'Aprobamos tu devolución', [
          `Te devolvimos ${money(done.amountCents, done.currency)} al mismo medio de pago. El banco puede demorar en reflejarlo (hasta 45 días hábiles según los términos).`,
          'La nota de crédito que la documenta te llega en otro correo y queda en Mis compras.',
        ]);
      });
      mailNudge();
    },

    async refuse(operatorId: string, requestId: string, reason: string) {
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(refundRequests)
          .set({ status: 'refused', decidedBy: operatorId, decidedAt: new Date(), decisionReason: reason })
          .where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'requested')))
          .returning();
        if (!done) {
          const [exists] = await tx.select().from(refundRequests).where(eq(refundRequests.id, requestId));
          throw exists ? new AppError('CONFLICT', refundTexts.notRequested) : new AppError('NOT_FOUND');
        }
        const sale = await findSale(tx, done.saleKind, done.saleId);
        await tx.insert(auditLog).values({
          actorId: operatorId,
          action: 'refund_refused',
          entity: done.saleKind,
          entityId: done.saleId,
          after: { reason },
        });
        await tell(tx, sale ? await buyerEmail(tx, sale) : null, 'Revisamos tu pedido de devolución', [
          `No podemos aprobar la devolución que pediste. El motivo: ${reason}`,
          'Si tenés dudas, respondé este correo.',
        ]);
      });
      mailNudge();
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
