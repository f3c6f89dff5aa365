import { cityFromAddress, consultationOffers, formatDateEs } from '@nutritest/domain';
import type { InvoicingConfig } from '../../config';
import type { Executor } from '../../db/client';
import type { CfeLine, CfeReceiver } from '../../platform/invoicing/types';
import type { InvoiceRow } from './receipts.repository';
import * as sales from './sales.repository';

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
  return accountId ? sales.accountParty(db, accountId) : null;
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
      const sale = await sales.saleWithLines(db, invoice.saleId);
      const order = sale?.order;
      const line = sale?.lines[0];
      if (!order || !line) throw new Error(`order ${invoice.saleId} not found`);
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
            quantity: line.quantity,
            unit: 'N/A',
            unitPriceCents: line.unitCents,
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
      const sale = await sales.saleWithLines(db, invoice.saleId);
      if (!sale) throw new Error(`meal order ${invoice.saleId} not found`);
      // The dishes by delivery day, then the shipping: the order's lines in their order.
      const { order, lines } = sale;
      const base = lines.map((l) => ({
        description: l.kind === 'meal' ? `${l.title} (${formatDateEs(l.serviceDate ?? '')})` : l.title,
        quantity: l.quantity,
        unitPriceCents: l.unitCents,
        gross: l.amountCents,
      }));
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
        receiver: { kind: 'person', name: order.buyerName ?? '' },
        email: order.buyerEmail,
      };
    }
    case 'consultation': {
      const order = await sales.consultationSale(db, invoice.saleId);
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
