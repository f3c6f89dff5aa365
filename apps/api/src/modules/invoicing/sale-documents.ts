import { cityFromAddress, consultationOffers, formatDateEs } from '@nutritest/domain';
import { asc, eq } from 'drizzle-orm';
import type { InvoicingConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  accounts,
  businesses,
  consultationOrders,
  type invoices,
  mealOrderItems,
  mealOrders,
  orders,
  profiles,
} from '../../db/schema';
import type { CfeLine, CfeReceiver } from '../../platform/invoicing/types';

type InvoiceRow = typeof invoices.$inferSelect;

/** What a receipt documents, read from the sale when it is issued (a paid sale no longer changes). */
export interface SaleDocument {
  lines: CfeLine[];
  receiver: CfeReceiver | null;
  /** Where the receipt is e-mailed (null: nobody to send it to, e.g. an erased account). */
  email: string | null;
}

/**
 * Spreads a whole-order discount over lines in proportion to their amounts, in whole cents, the
 * rounding remainder going to the largest lines (so the lines always add up to the order's total).
 */
export function spreadDiscount(amounts: number[], discountCents: number): number[] {
  const gross = amounts.reduce((a, b) => a + b, 0);
  if (discountCents <= 0 || gross === 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (a * discountCents) / gross);
  const shares = exact.map(Math.floor);
  let left = discountCents - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

async function accountParty(db: Executor, accountId: string | null) {
  if (!accountId) return null;
  const [row] = await db
    .select({
      email: accounts.email,
      role: accounts.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyName: businesses.name,
      businessName: businesses.businessName,
      rut: businesses.rut,
      address: businesses.address,
      city: businesses.city,
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .leftJoin(businesses, eq(businesses.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** The lines, receiver and address of a sale's receipt (e-Ticket or e-Factura). */
export async function saleDocument(
  db: Executor,
  invoice: InvoiceRow,
  iva: InvoicingConfig['iva'],
): Promise<SaleDocument> {
  switch (invoice.saleKind) {
    case 'kit':
    case 'kit_places': {
      const [order] = await db.select().from(orders).where(eq(orders.id, invoice.saleId));
      if (!order) throw new Error(`order ${invoice.saleId} not found`);
      const party = await accountParty(db, order.accountId);
      const places = order.kind === 'kit_places';
      const receiver: CfeReceiver | null =
        places && party?.rut
          ? {
              kind: 'company',
              rut: party.rut,
              name: party.businessName || party.companyName || 'Empresa',
              address: party.address || undefined,
              // Companies that gave no city (registered before issue 38, or through an older client):
              // the one at the end of their address, if it has one; else the receipt fails visibly.
              city: party.city || cityFromAddress(party.address ?? '') || undefined,
            }
          : party
            ? { kind: 'person', name: `${party.firstName ?? ''} ${party.lastName ?? ''}`.trim() || party.email }
            : null;
      return {
        lines: [
          {
            description: places ? 'Cupo de Kit NutriTest (test nutrigenético)' : 'Kit NutriTest (test nutrigenético)',
            quantity: order.quantity,
            unit: 'N/A',
            unitPriceCents: order.unitPriceCents,
            discountCents: order.discountCents,
            amountCents: order.totalCents,
            iva: iva.kits,
          },
        ],
        receiver,
        email: party?.email ?? null,
      };
    }
    case 'meals': {
      const [order] = await db.select().from(mealOrders).where(eq(mealOrders.id, invoice.saleId));
      if (!order) throw new Error(`meal order ${invoice.saleId} not found`);
      const items = await db
        .select()
        .from(mealOrderItems)
        .where(eq(mealOrderItems.orderId, order.id))
        .orderBy(asc(mealOrderItems.deliveryDate), asc(mealOrderItems.title));
      const base = items.map((i) => ({
        description: `${i.title} (${formatDateEs(i.deliveryDate)})`,
        quantity: i.quantity,
        unitPriceCents: i.unitCents,
        gross: i.quantity * i.unitCents,
      }));
      if (order.shippingCents > 0) {
        base.push({
          description: 'Envío',
          quantity: 1,
          unitPriceCents: order.shippingCents,
          gross: order.shippingCents,
        });
      }
      const discounts = spreadDiscount(
        base.map((b) => b.gross),
        order.discountCents,
      );
      return {
        lines: base.map((b, i) => ({
          description: b.description,
          quantity: b.quantity,
          unit: 'Unid',
          unitPriceCents: b.unitPriceCents,
          discountCents: discounts[i]!,
          amountCents: b.gross - discounts[i]!,
          iva: iva.meals,
        })),
        receiver: { kind: 'person', name: order.name },
        email: order.email,
      };
    }
    case 'consultation': {
      const [order] = await db.select().from(consultationOrders).where(eq(consultationOrders.id, invoice.saleId));
      if (!order) throw new Error(`consultation order ${invoice.saleId} not found`);
      const offer = consultationOffers.find((o) => o.type === order.type);
      const sessions = order.sessions > 1 ? ` (${order.sessions} sesiones)` : '';
      return {
        lines: [
          {
            description: `Consulta nutricional: ${offer?.title ?? order.type}${sessions}`,
            quantity: 1,
            unit: 'N/A',
            unitPriceCents: order.amountCents,
            discountCents: 0,
            amountCents: order.amountCents,
            iva: iva.consultations,
          },
        ],
        receiver: { kind: 'person', name: `${order.name} ${order.lastName}`.trim() },
        email: order.email,
      };
    }
  }
}

/** A credit note: one line giving back `total_cents` of the original receipt, at its IVA rate. */
export function creditNoteDocument(invoice: InvoiceRow, original: InvoiceRow): SaleDocument {
  const main = [...original.lines].sort((a, b) => b.amountCents - a.amountCents)[0];
  return {
    lines: [
      {
        description: `Devolución: ${main?.description ?? 'compra'}`,
        quantity: 1,
        unit: 'N/A',
        unitPriceCents: invoice.totalCents,
        discountCents: 0,
        amountCents: invoice.totalCents,
        iva: main?.iva ?? 'basic',
      },
    ],
    receiver: original.receiver,
    email: original.email,
  };
}
