import {
  cardBrandLabel,
  consultationOffers,
  formatDateEs,
  gatewayLabels,
  type OpsPurchase,
  type Purchase,
  type PurchaseStatus,
  statusLabels,
} from '@nutritest/domain';
import type { Executor } from '../../db/client';
import { invoiceNumberLabel } from '../invoicing';
import { kitChainOfOrder } from '../logistics';
import * as repo from './orders.repository';
import * as sales from './purchases.repository';
import { type RefundRequests, refundRequestJson } from './refund-requests';

const shortRef = (id: string) => id.slice(0, 8).toUpperCase();

/** A line as the buyer reads it in 'Mis compras'. */
function lineOf(line: repo.OrderLine) {
  switch (line.kind) {
    case 'kit':
      return { description: 'Kit NutriTest', quantity: line.quantity, amountCents: line.amountCents };
    case 'kit_place':
      return { description: 'Cupos de Kit NutriTest', quantity: line.quantity, amountCents: line.amountCents };
    case 'meal':
      return {
        description: `${line.title} (${formatDateEs(line.serviceDate ?? '')})`,
        quantity: line.quantity,
        amountCents: line.amountCents,
      };
    case 'consultation': {
      // The consultation's sessions: its offer's (the line sells the whole package).
      const offer = consultationOffers.find((c) => c.type === line.productRef);
      return {
        description: `Consulta nutricional: ${offer?.title ?? line.productRef ?? line.title}`,
        quantity: offer?.sessions ?? line.quantity,
        amountCents: line.amountCents,
      };
    }
    case 'shipping':
      return { description: line.title, quantity: line.quantity, amountCents: line.amountCents };
  }
}

/**
 * What a sale is for its buyer: a paid order partly given back, and a meal or consultation order
 * cancelled with its money back, say so; a consultation whose slot was taken reads as cancelled.
 */
function statusOf(order: repo.Order): PurchaseStatus {
  if (order.status === 'paid' && order.refundedCents > 0) return 'partially_refunded';
  if (order.status === 'cancelled' && order.refundedCents > 0) return 'refunded';
  if (order.status === 'expired') return 'cancelled';
  return order.status;
}

/** Every sale of every kind as one list (the one order model): one buyer's, or operations' search. */
async function describe(db: Executor, rows: sales.SaleRow[], refunds: RefundRequests): Promise<Purchase[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((s) => s.id);
  const [refundInfo, orderRows, lineRows, invoiceRows, eventRows] = await Promise.all([
    refunds.forSales(rows),
    repo.findOrders(db, ids),
    repo.listLines(db, ids),
    sales.invoicesOf(db, ids),
    sales.historyOf(db, ids),
  ]);
  const instruments = await sales.instrumentsById(
    db,
    orderRows.map((o) => o.instrumentId).filter((x): x is string => x !== null),
  );

  return rows.map((sale): Purchase => {
    const o = orderRows.find((r) => r.id === sale.id)!;
    const saleInvoices = invoiceRows.filter((i) => i.saleId === sale.id);
    const issued = saleInvoices.find((i) => i.purpose === 'sale' && i.status === 'issued' && i.totals);
    const card = instruments.find((i) => i.id === o.instrumentId);
    return {
      id: sale.id,
      kind: sale.kind,
      invoices: saleInvoices.map((i) => ({
        id: i.id,
        cfeType: i.cfeType as 101 | 102 | 111 | 112,
        number: invoiceNumberLabel(i),
        status: i.status,
        issuedAt: i.issuedAt?.toISOString() ?? null,
        totalCents: i.totalCents,
        currency: i.currency,
      })),
      history: eventRows.filter((e) => e.saleId === sale.id).map((e) => ({ status: e.status, at: e.at.toISOString() })),
      taxCents: issued?.totals ? issued.totals.ivaBasicCents + issued.totals.ivaMinimumCents : null,
      refundQuote: refundInfo.get(sale.id)?.refundQuote ?? null,
      refundRequest: refundInfo.get(sale.id)?.refundRequest ?? null,
      reference: o.invoiceId ?? shortRef(o.id),
      createdAt: o.createdAt.toISOString(),
      status: statusOf(o),
      lines: lineRows.filter((l) => l.orderId === o.id).map(lineOf),
      discountCents: o.discountCents,
      totalCents: o.totalCents,
      // A payment refunded because it arrived too late gave all of it back.
      refundedCents: o.refundedCents || (o.refundReason ? o.totalCents : 0),
      currency: o.currency,
      paymentMethod: card
        ? `${cardBrandLabel[card.brand]} ${card.masked}`
        : o.paymentFlow === 'redirect' && o.gateway && o.paymentId
          ? (gatewayLabels[o.gateway] ?? o.gateway)
          : null,
      installments: o.paymentFlow === 'card' && o.totalCents > 0 ? o.installments : null,
    };
  });
}

/** 'Mis compras': the buyer's own sales, newest first. */
export async function purchasesOf(db: Executor, refunds: RefundRequests, accountId: string): Promise<Purchase[]> {
  return describe(db, await sales.findSales(db, { accountId }), refunds);
}

/** Operations: the latest 50 sales matching a person, e-mail, RUT, order or receipt number. */
export async function searchPurchases(db: Executor, refunds: RefundRequests, q: string): Promise<OpsPurchase[]> {
  const found = await sales.findSales(db, { q });
  const described = await describe(db, found, refunds);
  return Promise.all(
    described.map(async (p, i) => ({
      ...p,
      buyer: { name: found[i]!.name, email: found[i]!.email, rut: found[i]!.rut },
      kits:
        p.kind === 'kit'
          ? (await kitChainOfOrder(db, p.id)).map((k) => ({
              referenceId: k.referenceId,
              statusLabel: statusLabels[k.status] ?? String(k.status),
              replacementReason: k.replacementReason,
              lostReviewRequested: k.lostReviewRequestedAt !== null,
            }))
          : [],
    })),
  );
}

/** Operations: the refund requests (pending first), each with its order and buyer. */
export async function opsRefundRequests(db: Executor, refunds: RefundRequests) {
  const rows = await refunds.list();
  const out = [];
  for (const r of rows) {
    const [purchase] = await searchPurchases(db, refunds, r.saleId);
    if (!purchase) continue;
    out.push({ ...refundRequestJson(r), purchase });
  }
  return out;
}
