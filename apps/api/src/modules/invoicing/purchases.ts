import {
  cardBrandLabel,
  consultationOffers,
  formatDateEs,
  gatewayLabels,
  type OpsPurchase,
  type Purchase,
  type PurchaseKind,
  type PurchaseStatus,
  statusLabels,
} from '@nutritest/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  consultationOrders,
  invoices,
  mealOrderItems,
  mealOrders,
  orders,
  paymentInstruments,
  saleEvents,
} from '../../db/schema';
import { kitChainOfOrder } from '../logistics/logistics.repository';
import { invoiceNumberLabel } from './invoicing.service';
import { type Refunds, refundRequestJson } from './refunds.service';

interface SaleRow {
  kind: PurchaseKind;
  id: string;
  name: string;
  email: string;
  rut: string | null;
  [key: string]: unknown;
}

/**
 * Every sale of every kind as one list (the one order model of issue 21): kits and kit places live
 * in `orders`, meals in `meal_orders`, consultations in `consultation_orders`; this reads them as
 * one, newest first, for one buyer ('Mis compras') or for operations' search.
 */
async function findSales(db: Executor, filter: { accountId: string } | { q: string }): Promise<SaleRow[]> {
  const where =
    'accountId' in filter
      ? sql`s.account_id = ${filter.accountId}`
      : filter.q.trim() === ''
        ? sql`true`
        : (() => {
            const like = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
            return sql`(s.email ilike ${like} or s.name ilike ${like} or s.rut ilike ${like} or s.id::text ilike ${like}
              or s.ref ilike ${like} or exists (select 1 from invoices i where i.sale_id = s.id and i.number is not null
              and (i.series || '-' || lpad(i.number::text, 7, '0')) ilike ${like}))`;
          })();
  const result = await db.execute(sql`
    with sales as (
      select o.kind as kind, o.id, o.account_id, o.created_at, a.email,
        coalesce(nullif(b.business_name, ''), b.name, nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), a.email) as name,
        b.rut, o.invoice_id as ref
      from orders o join accounts a on a.id = o.account_id
        left join profiles p on p.account_id = a.id left join businesses b on b.account_id = a.id
      union all
      select 'meals', m.id, m.account_id, m.created_at, m.email, m.name, null, null from meal_orders m
      union all
      select 'consultation', c.id, c.account_id, c.created_at, c.email, c.name || ' ' || c.last_name, null, null
      from consultation_orders c
    )
    select s.kind, s.id, s.name, s.email, s.rut from sales s where ${where}
    order by s.created_at desc limit ${'accountId' in filter ? 500 : 50}`);
  return (result as unknown as { rows: SaleRow[] }).rows;
}

const shortRef = (id: string) => id.slice(0, 8).toUpperCase();

async function describe(db: Executor, sales: SaleRow[], refunds: Refunds): Promise<Purchase[]> {
  if (sales.length === 0) return [];
  const refundInfo = await refunds.forSales(sales);
  const ids = (kind: PurchaseKind[]) => sales.filter((s) => kind.includes(s.kind)).map((s) => s.id);
  const kitIds = ids(['kit', 'kit_places']);
  const mealIds = ids(['meals']);
  const consultationIds = ids(['consultation']);
  const allIds = sales.map((s) => s.id);
  const [kitRows, mealRows, itemRows, consultationRows, invoiceRows, eventRows] = await Promise.all([
    kitIds.length ? db.select().from(orders).where(inArray(orders.id, kitIds)) : [],
    mealIds.length ? db.select().from(mealOrders).where(inArray(mealOrders.id, mealIds)) : [],
    mealIds.length
      ? db
          .select()
          .from(mealOrderItems)
          .where(inArray(mealOrderItems.orderId, mealIds))
          .orderBy(asc(mealOrderItems.deliveryDate))
      : [],
    consultationIds.length
      ? db.select().from(consultationOrders).where(inArray(consultationOrders.id, consultationIds))
      : [],
    db.select().from(invoices).where(inArray(invoices.saleId, allIds)).orderBy(asc(invoices.createdAt)),
    db.select().from(saleEvents).where(inArray(saleEvents.saleId, allIds)).orderBy(asc(saleEvents.id)),
  ]);
  const instrumentIds = kitRows.map((o) => o.instrumentId).filter((x): x is string => x !== null);
  const instruments = instrumentIds.length
    ? await db.select().from(paymentInstruments).where(inArray(paymentInstruments.id, instrumentIds))
    : [];

  return sales.map((sale): Purchase => {
    const saleInvoices = invoiceRows.filter((i) => i.saleId === sale.id);
    const issued = saleInvoices.find((i) => i.purpose === 'sale' && i.status === 'issued' && i.totals);
    const common = {
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
    };
    if (sale.kind === 'kit' || sale.kind === 'kit_places') {
      const o = kitRows.find((k) => k.id === sale.id)!;
      const card = instruments.find((i) => i.id === o.instrumentId);
      const status: PurchaseStatus = o.status === 'paid' && o.refundedCents > 0 ? 'partially_refunded' : o.status;
      return {
        ...common,
        reference: o.invoiceId ?? shortRef(o.id),
        createdAt: o.createdAt.toISOString(),
        status,
        lines: [
          {
            description: o.kind === 'kit' ? 'Kit NutriTest' : 'Cupos de Kit NutriTest',
            quantity: o.quantity,
            amountCents: o.subtotalCents,
          },
        ],
        discountCents: o.discountCents,
        totalCents: o.totalCents,
        refundedCents: o.refundedCents,
        currency: o.currency,
        paymentMethod: card ? `${cardBrandLabel[card.brand]} ${card.masked}` : null,
        installments: o.totalCents > 0 ? o.installments : null,
      };
    }
    if (sale.kind === 'meals') {
      const o = mealRows.find((m) => m.id === sale.id)!;
      const items = itemRows.filter((i) => i.orderId === o.id);
      const lines = items.map((i) => ({
        description: `${i.title} (${formatDateEs(i.deliveryDate)})`,
        quantity: i.quantity,
        amountCents: i.quantity * i.unitCents,
      }));
      if (o.shippingCents > 0) lines.push({ description: 'Envío', quantity: 1, amountCents: o.shippingCents });
      return {
        ...common,
        reference: shortRef(o.id),
        createdAt: o.createdAt.toISOString(),
        status: o.status === 'cancelled' && o.refundedCents > 0 ? 'refunded' : o.status,
        lines,
        discountCents: o.discountCents,
        totalCents: o.totalCents,
        refundedCents: o.refundedCents || (o.refundReason ? o.totalCents : 0),
        currency: o.currency,
        paymentMethod: o.gateway && o.paymentId ? (gatewayLabels[o.gateway] ?? o.gateway) : null,
        installments: null,
      };
    }
    const o = consultationRows.find((c) => c.id === sale.id)!;
    const offer = consultationOffers.find((c) => c.type === o.type);
    return {
      ...common,
      reference: shortRef(o.id),
      createdAt: o.createdAt.toISOString(),
      status:
        o.status === 'cancelled' && o.refundedCents > 0 ? 'refunded' : o.status === 'expired' ? 'cancelled' : o.status,
      lines: [
        {
          description: `Consulta nutricional: ${offer?.title ?? o.type}`,
          quantity: o.sessions,
          amountCents: o.amountCents,
        },
      ],
      discountCents: 0,
      totalCents: o.amountCents,
      refundedCents: o.refundedCents || (o.refundReason ? o.amountCents : 0),
      currency: o.currency,
      paymentMethod: o.gateway && o.paymentId ? (gatewayLabels[o.gateway] ?? o.gateway) : null,
      installments: null,
    };
  });
}

/** 'Mis compras': the buyer's own sales, newest first. */
export async function purchasesOf(db: Executor, refunds: Refunds, accountId: string): Promise<Purchase[]> {
  return describe(db, await findSales(db, { accountId }), refunds);
}

/** Operations: the latest 50 sales matching a person, e-mail, RUT, order or receipt number. */
export async function searchPurchases(db: Executor, refunds: Refunds, q: string): Promise<OpsPurchase[]> {
  const sales = await findSales(db, { q });
  const described = await describe(db, sales, refunds);
  return Promise.all(
    described.map(async (p, i) => ({
      ...p,
      buyer: { name: sales[i]!.name, email: sales[i]!.email, rut: sales[i]!.rut },
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
export async function opsRefundRequests(db: Executor, refunds: Refunds) {
  const rows = await refunds.list();
  const out = [];
  for (const r of rows) {
    const [purchase] = await searchPurchases(db, refunds, r.saleId);
    if (!purchase) continue;
    out.push({ ...refundRequestJson(r), purchase });
  }
  return out;
}
