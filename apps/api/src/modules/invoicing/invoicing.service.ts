import { cfeTypeLabels, type InvoicingHealth, purchaseKinds } from '@nutritest/domain';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { InvoicingConfig } from '../../config';
import { type Database, isDatabaseUnavailable } from '../../db/client';
import { caeRanges, invoices } from '../../db/schema';
import type { CfeType } from '../../platform/invoicing/types';
import { enqueueEmail } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import { createPollingWorker } from '../../platform/polling-worker';
import { type InvoiceIssuer, montevideoDay } from './issuer';
import { creditNoteDocument, saleDocument } from './sale-documents';

type InvoiceRow = typeof invoices.$inferSelect;

/** After a failed attempt: 30 s, 1 min, 2 min … at most 1 h between tries (never given up). */
export function invoiceRetryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export function invoiceLabel(row: { cfeType: number; series: string | null; number: number | null }) {
  const title = cfeTypeLabels[row.cfeType as CfeType] ?? `CFE ${row.cfeType}`;
  return row.number === null ? title : `${title} ${row.series}-${String(row.number).padStart(7, '0')}`;
}

export function invoiceNumberLabel(row: { series: string | null; number: number | null }) {
  return row.number === null ? null : `${row.series}-${String(row.number).padStart(7, '0')}`;
}

interface Deps {
  db: Database;
  config: InvoicingConfig;
  issuer: InvoiceIssuer;
  log: FastifyBaseLogger;
  /** Asks the mail worker to send soon (after a receipt's e-mail was queued). */
  mailNudge: () => void;
  supportEmail: string;
  publicUrl: string;
  now?: () => Date;
}

/**
 * Issues the receipts the database asked for (migration 0019's trigger writes one per paid sale and
 * one per refund). Any number of API processes run it: each receipt is claimed with FOR UPDATE SKIP
 * LOCKED inside the transaction that numbers, signs and stores it and queues its e-mail, so it is
 * issued exactly once; a failure rolls everything back (its number included) and is retried with
 * back-off, visible to operations (GET /v1/ops/invoicing).
 */
export function createInvoicing({
  db,
  config,
  issuer,
  log,
  mailNudge,
  supportEmail,
  publicUrl,
  now = () => new Date(),
}: Deps) {
  /** Claims one due receipt and issues it; answers false when nothing was due. */
  async function issueOne(): Promise<boolean> {
    const original = alias(invoices, 'original');
    let claimed: InvoiceRow | undefined;
    try {
      const issued = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(invoices)
          .where(
            and(
              inArray(invoices.status, ['pending', 'failed']),
              lte(invoices.nextAttemptAt, sql`now()`),
              // A credit note waits for the receipt it corrects.
              or(
                isNull(invoices.referencesInvoiceId),
                sql`exists (select 1 from ${invoices} ${original} where ${original.id} = ${invoices.referencesInvoiceId} and ${original.status} = 'issued')`,
              ),
            ),
          )
          .orderBy(asc(invoices.createdAt))
          .limit(1)
          .for('update', { of: invoices, skipLocked: true });
        if (!row) return false;
        claimed = row;
        let ref: InvoiceRow | undefined;
        if (row.referencesInvoiceId) {
          [ref] = await tx.select().from(invoices).where(eq(invoices.id, row.referencesInvoiceId));
        }
        const doc = ref ? creditNoteDocument(row, ref) : await saleDocument(tx, row, config.iva);
        const total = doc.lines.reduce((a, l) => a + l.amountCents, 0);
        if (total !== row.totalCents) throw new Error(`lines add up to ${total}, the sale to ${row.totalCents}`);
        const issuedAt = now();
        const exchangeRate = row.currency === 'USD' ? config.usdRate : undefined;
        const cfe = await issuer.issue(tx, {
          invoiceId: row.id,
          type: row.cfeType as CfeType,
          currency: row.currency,
          exchangeRate,
          receiver: doc.receiver,
          lines: doc.lines,
          reference:
            ref && ref.number !== null
              ? {
                  type: ref.cfeType as CfeType,
                  series: ref.series!,
                  number: ref.number,
                  issuedOn: montevideoDay(ref.issuedAt!),
                  reason: row.reason ?? 'Devolución',
                }
              : undefined,
          issuedAt,
        });
        await tx
          .update(invoices)
          .set({
            status: 'issued',
            lines: doc.lines,
            receiver: doc.receiver,
            email: doc.email,
            issuer: issuer.name,
            series: cfe.series,
            number: cfe.number,
            caeId: cfe.cae.id,
            caeFrom: cfe.cae.from,
            caeTo: cfe.cae.to,
            caeExpiresOn: cfe.cae.expiresOn,
            exchangeRate: exchangeRate?.toFixed(3) ?? null,
            totals: cfe.totals,
            xml: cfe.xml,
            securityCode: cfe.securityCode,
            qrUrl: cfe.qrUrl,
            providerReference: cfe.providerReference ?? null,
            issuedAt,
            lastError: null,
          })
          .where(eq(invoices.id, row.id));
        if (doc.email) {
          const label = invoiceLabel({ cfeType: row.cfeType, series: cfe.series, number: cfe.number });
          await enqueueEmail(tx, doc.email, {
            ...emailTemplates.invoiceIssued({
              label,
              credit: row.purpose === 'refund',
              supportEmail,
              purchasesUrl: `${publicUrl}/profile?tab=compras`,
            }),
            attachments: [
              { kind: 'invoice-pdf', invoiceId: row.id },
              { kind: 'invoice-xml', invoiceId: row.id },
            ],
          });
        }
        return true;
      });
      if (issued) mailNudge();
      return issued;
    } catch (err) {
      if (!claimed || isDatabaseUnavailable(err)) throw err;
      const attempts = claimed.attempts + 1;
      const message = String((err as Error).message ?? err).slice(0, 500);
      await db
        .update(invoices)
        .set({
          status: 'failed',
          attempts,
          lastError: message,
          nextAttemptAt: new Date(Date.now() + invoiceRetryDelaySeconds(attempts) * 1000),
        })
        .where(and(eq(invoices.id, claimed.id), inArray(invoices.status, ['pending', 'failed'])));
      log.error({ invoiceId: claimed.id, attempts, err }, 'invoice issue failed');
      return true;
    }
  }

  function logFailure(err: unknown) {
    if (isDatabaseUnavailable(err)) log.warn('invoicing: database unavailable, retrying');
    else log.error({ err }, 'invoicing run failed');
  }

  const worker = createPollingWorker({
    intervalMs: config.everyMs,
    onError: logFailure,
    // Until start(): tests call runOnce themselves.
    startStopped: true,
    drain: async () => {
      let n = 0;
      // A bound per run: a receipt failing right away is retried by a later run, not in a loop.
      while (n < 200 && (await issueOne())) n++;
      return n;
    },
  });
  const runOnce = worker.runOnce;

  return {
    runOnce,
    start: worker.start,
    /** Runs soon instead of at the next tick (a buyer is looking at a receipt still being issued). */
    nudge: worker.nudge,
    stop: worker.stop,

    /** Operations: receipts that failed (retrying), and the ranges running low or expiring. */
    async health(): Promise<InvoicingHealth> {
      const failed = await db
        .select()
        .from(invoices)
        .where(eq(invoices.status, 'failed'))
        .orderBy(desc(invoices.createdAt))
        .limit(100);
      const ranges =
        issuer.name === 'embedded' ? await db.select().from(caeRanges).orderBy(asc(caeRanges.cfeType)) : [];
      const today = montevideoDay(now());
      const soon = montevideoDay(new Date(now().getTime() + config.warnDays * 86_400_000));
      return {
        failed: failed.map((f) => ({
          id: f.id,
          purchaseId: f.saleId,
          kind: purchaseKinds.includes(f.saleKind) ? f.saleKind : 'kit',
          attempts: f.attempts,
          lastError: f.lastError,
        })),
        ranges: ranges.map((r) => {
          const remaining = Math.max(0, r.toNumber - r.nextNumber + 1);
          const warning =
            r.expiresOn < today
              ? 'expired'
              : remaining === 0
                ? 'exhausted'
                : r.expiresOn <= soon
                  ? 'expiring'
                  : remaining <= config.warnRemaining
                    ? 'low'
                    : null;
          return { cfeType: r.cfeType, series: r.series, remaining, expiresOn: r.expiresOn, warning };
        }),
      };
    },

    /** Operations: try a failed receipt again now. False when there is no such failed receipt. */
    async retry(id: string): Promise<boolean> {
      const rows = await db
        .update(invoices)
        .set({ nextAttemptAt: sql`now()` })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'failed')))
        .returning({ id: invoices.id });
      if (rows.length === 0) return false;
      await runOnce().catch(logFailure);
      return true;
    },
  };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
