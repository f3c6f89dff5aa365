import { AppError, formatMoney, type PurchaseKind, type RefundQuote, type RefundRequest } from '@nutritest/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { enqueueEmail } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import * as repo from './orders.repository';
import type { Product } from './products';
import * as requests from './refund-requests.repository';
import type { Refunds } from './refunds';

export const refundRequestTexts = {
  open: 'Ya pediste la devolución de esta compra: te avisamos por correo cuando la revisemos.',
  notRequested: 'Esta solicitud ya fue resuelta.',
} as const;

const iso = (d: Date) => d.toISOString();

/** A refund request as the API answers it. */
export const refundRequestJson = (r: requests.RefundRequestRow): RefundRequest => ({
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

/** How products write what the terms allow (products' `refundQuote`). */
export const refundTerms = {
  refused: (order: repo.Order, reason: string, deadline: Date | null = null): RefundQuote => ({
    allowed: false,
    amountCents: 0,
    penaltyCents: 0,
    currency: order.currency,
    reason,
    deadline: deadline ? iso(deadline) : null,
  }),
  allowed: (order: repo.Order, amountCents: number, penaltyCents: number, deadline: Date | null): RefundQuote => ({
    allowed: true,
    amountCents,
    penaltyCents,
    currency: order.currency,
    reason: null,
    deadline: deadline ? iso(deadline) : null,
  }),
};

/**
 * Refunds under the terms (issue 21), for every kind of sale: what each sale allows now (its
 * product's quote, which the buyer sees before asking), the buyer's request, and operations' decision.
 * An approved refund goes through the one refund path (refunds.ts): the provider, the order's
 * `refunded_cents` (the database writes the credit note), and the product's reaction.
 */
export function createRefundRequests({
  db,
  config,
  refunds,
  productOf,
  mailNudge,
}: {
  db: Database;
  config: Config;
  refunds: Refunds;
  productOf: (order: repo.Order) => Product;
  mailNudge: () => void;
}) {
  async function findSale(ex: Executor, kind: PurchaseKind, id: string) {
    const order = await repo.findOrder(ex, id);
    return order && order.kind === kind ? order : undefined;
  }

  /** What the terms allow for this sale now; null when there is nothing to refund (not paid, already given back). */
  async function quote(ex: Executor, order: repo.Order, now: Date): Promise<RefundQuote | null> {
    if (order.status !== 'paid' || order.totalCents === 0) return null;
    return productOf(order).refundQuote(ex, order, now);
  }

  async function buyerEmail(ex: Executor, order: repo.Order) {
    if (order.buyerEmail) return order.buyerEmail;
    if (!order.accountId) return null;
    return (await repo.findBuyer(ex, order.accountId))?.email ?? null;
  }

  const money = (cents: number, currency: 'USD' | 'UYU') => formatMoney(cents, currency);

  /** A notice to the buyer (or, with `to`, to operations), in the transaction of what it tells. */
  async function tell(ex: Executor, to: string | null, subject: string, paragraphs: string[], firstName = '') {
    if (!to) return;
    await enqueueEmail(
      ex,
      to,
      emailTemplates.notice({ firstName, supportEmail: config.supportEmail, subject, paragraphs }),
    );
  }

  return {
    quote: (ex: Executor, order: repo.Order, now = new Date()) => quote(ex, order, now),

    /** The quote and latest request of many sales at once ('Mis compras'). */
    async forSales(sales: Array<{ kind: PurchaseKind; id: string }>, now = new Date()) {
      const ids = sales.map((s) => s.id);
      const [rows, saleRows] = await Promise.all([requests.latestOf(db, ids), repo.findOrders(db, ids)]);
      const out = new Map<string, { refundQuote: RefundQuote | null; refundRequest: RefundRequest | null }>();
      for (const s of sales) {
        const order = saleRows.find((o) => o.id === s.id);
        const latest = rows.find((r) => r.saleId === s.id);
        const q = order && latest?.status !== 'requested' ? await quote(db, order, now) : null;
        out.set(s.id, { refundQuote: q, refundRequest: latest ? refundRequestJson(latest) : null });
      }
      return out;
    },

    /** The buyer asks: checked against the terms again here, on the server. */
    async request(accountId: string, kind: PurchaseKind, id: string, reason: string | undefined, now = new Date()) {
      const created = await db.transaction(async (tx) => {
        const order = await findSale(tx, kind, id);
        // Someone else's order answers like a missing one.
        if (!order || order.accountId !== accountId) throw new AppError('NOT_FOUND');
        if (await requests.findOpen(tx, id)) throw new AppError('CONFLICT', refundRequestTexts.open);
        const q = await quote(tx, order, now);
        if (!q) throw new AppError('CONFLICT', refundRequestTexts.notRequested);
        if (!q.allowed) throw new AppError('CONFLICT', q.reason ?? refundRequestTexts.notRequested);
        const row = await requests.insertOnce(tx, {
          saleKind: kind,
          saleId: id,
          accountId,
          status: 'requested',
          amountCents: q.amountCents,
          penaltyCents: q.penaltyCents,
          currency: q.currency,
          customerReason: reason || null,
        });
        if (!row) throw new AppError('CONFLICT', refundRequestTexts.open);
        await tell(tx, await buyerEmail(tx, order), 'Recibimos tu pedido de devolución', [
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

    list: () => requests.listAll(db),

    /** Operations approve: the money goes back through the provider, then the request is closed. */
    async approve(operatorId: string, requestId: string) {
      // Claimed first: two operators approving at once move the money once.
      const done = await requests.decide(db, requestId, { status: 'approved', decidedBy: operatorId });
      if (!done) {
        throw (await requests.find(db, requestId))
          ? new AppError('CONFLICT', refundRequestTexts.notRequested)
          : new AppError('NOT_FOUND');
      }
      const order = await findSale(db, done.saleKind, done.saleId);
      let outcome: 'refunded' | 'in_process' = 'refunded';
      try {
        if (!order) throw new AppError('NOT_FOUND');
        // What must leave first (a company's unused places), then the money, through the one path.
        const before = (await productOf(order).beforeRefund?.(order, done.amountCents)) ?? {
          close: true,
          undo: async () => {},
        };
        try {
          outcome = await refunds.refund(order.id, done.amountCents, { close: before.close });
        } catch (err) {
          await before.undo();
          throw err;
        }
      } catch (err) {
        // Nothing moved: the request waits for another try.
        await requests.reopen(db, requestId);
        throw err;
      }
      await db.transaction(async (tx) => {
        await requests.audit(tx, {
          actorId: operatorId,
          action: 'refund_approved',
          entity: order.kind,
          entityId: order.id,
          after: { amountCents: done.amountCents, penaltyCents: done.penaltyCents, currency: done.currency },
        });
        await tell(tx, await buyerEmail(tx, order), 'Aprobamos tu devolución', [
          outcome === 'in_process'
            ? `Pedimos la devolución de ${money(done.amountCents, done.currency)} al mismo medio de pago y la pasarela de pago la está procesando. Después el banco puede demorar en reflejarla (hasta 45 días hábiles según los términos).`
            : `Te devolvimos ${money(done.amountCents, done.currency)} al mismo medio de pago. El banco puede demorar en reflejarlo (hasta 45 días hábiles según los términos).`,
          'La nota de crédito que la documenta te llega en otro correo y queda en Mis compras.',
        ]);
      });
      mailNudge();
    },

    async refuse(operatorId: string, requestId: string, reason: string) {
      await db.transaction(async (tx) => {
        const done = await requests.decide(tx, requestId, {
          status: 'refused',
          decidedBy: operatorId,
          decisionReason: reason,
        });
        if (!done) {
          throw (await requests.find(tx, requestId))
            ? new AppError('CONFLICT', refundRequestTexts.notRequested)
            : new AppError('NOT_FOUND');
        }
        const order = await findSale(tx, done.saleKind, done.saleId);
        await requests.audit(tx, {
          actorId: operatorId,
          action: 'refund_refused',
          entity: done.saleKind,
          entityId: done.saleId,
          after: { reason },
        });
        await tell(tx, order ? await buyerEmail(tx, order) : null, 'Revisamos tu pedido de devolución', [
          `No podemos aprobar la devolución que pediste. El motivo: ${reason}`,
          'Si tenés dudas, respondé este correo.',
        ]);
      });
      mailNudge();
    },
  };
}
export type RefundRequests = ReturnType<typeof createRefundRequests>;
