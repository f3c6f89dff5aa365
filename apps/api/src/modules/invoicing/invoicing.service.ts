import { cfeTypeLabels, type InvoicingHealth, purchaseKinds } from '@nutritest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { InvoicingConfig } from '../../config';
import { type Database, type Executor, isDatabaseUnavailable } from '../../db/client';
import type { ExchangeRate, ExchangeRates } from '../../platform/exchange-rates/exchange-rates';
import type { CfeType } from '../../platform/invoicing/types';
import { enqueueEmail } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import { createPollingWorker } from '../../platform/polling-worker';
import { type DgiAnswer, type InvoiceIssuer, montevideoDay } from './issuer';
import type { InvoiceRow } from './receipts.repository';
import * as repo from './receipts.repository';
import { creditNoteDocument, saleDocument } from './sale-documents';

/** After a failed attempt: 30 s, 1 min, 2 min … at most 1 h between tries (never given up). */
export function invoiceRetryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * While DGI has not answered about a receipt the provider sent: ask again after 1 min, 2, 4 … at
 * most every 6 h (DGI answers within hours, sometimes days; operations see how many wait).
 */
export function dgiCheckDelaySeconds(checks: number): number {
  return Math.min(60 * 2 ** Math.max(0, checks - 1), 6 * 3600);
}

/** How long one process holds a pending receipt while it asks the provider (another takes it after). */
const DGI_LEASE_SECONDS = 120;

export function invoiceLabel(row: { cfeType: number; series: string | null; number: number | null }) {
  const title = cfeTypeLabels[row.cfeType as CfeType] ?? `CFE ${row.cfeType}`;
  return row.number === null ? title : `${title} ${row.series}-${String(row.number).padStart(7, '0')}`;
}

export function invoiceNumberLabel(row: { series: string | null; number: number | null }) {
  return row.number === null ? null : `${row.series}-${String(row.number).padStart(7, '0')}`;
}

/** The DGI columns of a receipt from the provider's answer (none for the embedded issuer). */
function dgiColumns(dgi: DgiAnswer | undefined, checks: number, at: Date = new Date()) {
  if (!dgi) return { dgiStatus: null, dgiCode: null, dgiReason: null, dgiNextCheckAt: null };
  return {
    dgiStatus: dgi.status,
    dgiCode: dgi.code ?? null,
    dgiReason: dgi.reason ?? null,
    dgiNextCheckAt: dgi.status === 'pending' ? new Date(at.getTime() + dgiCheckDelaySeconds(checks + 1) * 1000) : null,
    // DGI rejected it: void. Operations re-issue it (reissue below).
    ...(dgi.status === 'rejected' ? { status: 'rejected' as const } : {}),
  };
}

interface Deps {
  db: Database;
  config: InvoicingConfig;
  issuer: InvoiceIssuer;
  /** The day's USD rate (BCU or the configured one: platform/exchange-rates). */
  exchangeRates: ExchangeRates;
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
 * back-off, visible to operations (GET /v1/ops/invoicing). The same job then asks a certified
 * provider for DGI's answer about the receipts still pending (`checkDgiOne`, decision 049), and
 * operations re-issue the ones DGI rejected (`reissue`).
 */
export function createInvoicing({
  db,
  config,
  issuer,
  exchangeRates,
  log,
  mailNudge,
  supportEmail,
  publicUrl,
  now = () => new Date(),
}: Deps) {
  /**
   * The receipt a credit note corrects: the original, or — when DGI rejected it — the re-issue that
   * replaced it (following the chain). It must be issued: the claim only takes notes whose original is.
   */
  async function validOriginal(tx: Executor, id: string): Promise<InvoiceRow> {
    let current: InvoiceRow | undefined;
    let next: string | null = id;
    for (let hops = 0; next && hops < 20; hops++) {
      current = await repo.findInvoice(tx, next);
      next = current?.status === 'rejected' ? current.replacedById : null;
    }
    if (current?.status !== 'issued') throw new Error('the receipt this credit note corrects is not issued yet');
    return current;
  }

  /** Claims one due receipt and issues it; answers false when nothing was due. */
  async function issueOne(): Promise<boolean> {
    let claimed: InvoiceRow | undefined;
    try {
      const issued = await db.transaction(async (tx) => {
        const row = await repo.claimDueInvoice(tx);
        if (!row) return false;
        claimed = row;
        let ref: InvoiceRow | undefined;
        if (row.referencesInvoiceId) ref = await validOriginal(tx, row.referencesInvoiceId);
        const doc = ref ? creditNoteDocument(row, ref) : await saleDocument(tx, row, config.iva);
        const total = doc.lines.reduce((a, l) => a + l.amountCents, 0);
        if (total !== row.totalCents) throw new Error(`lines add up to ${total}, the sale to ${row.totalCents}`);
        const issuedAt = now();
        // Each CFE carries the rate of its own date (BCU's close of the business day before it).
        const rate: ExchangeRate | undefined =
          row.currency === 'USD' ? await exchangeRates.usdRateFor(montevideoDay(issuedAt), tx) : undefined;
        const cfe = await issuer.issue(tx, {
          invoiceId: row.id,
          type: row.cfeType as CfeType,
          currency: row.currency,
          exchangeRate: rate?.rate,
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
        await repo.updateInvoice(tx, row.id, {
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
          exchangeRate: rate ? rate.rate.toFixed(3) : null,
          exchangeRateDate: rate?.rateDate ?? null,
          exchangeRateSource: rate?.source ?? null,
          totals: cfe.totals,
          xml: cfe.xml,
          securityCode: cfe.securityCode,
          qrUrl: cfe.qrUrl,
          providerReference: cfe.providerReference ?? null,
          ...dgiColumns(cfe.dgi, 0),
          reviewNote: cfe.reviewNote ?? null,
          issuedAt,
          lastError: null,
        });
        if (cfe.reviewNote) log.warn({ invoiceId: row.id, note: cfe.reviewNote }, 'invoice issued with a difference');
        if (doc.email) {
          const label = invoiceLabel({ cfeType: row.cfeType, series: cfe.series, number: cfe.number });
          let replaces: string | undefined;
          if (row.replacesInvoiceId) {
            const old = await repo.findInvoice(tx, row.replacesInvoiceId);
            if (old) replaces = invoiceLabel(old);
          }
          await enqueueEmail(tx, doc.email, {
            ...emailTemplates.invoiceIssued({
              label,
              credit: row.purpose === 'refund',
              supportEmail,
              purchasesUrl: `${publicUrl}/profile?tab=compras`,
              replaces,
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
      await repo.markInvoiceFailed(db, claimed.id, {
        attempts,
        lastError: message,
        nextAttemptAt: new Date(Date.now() + invoiceRetryDelaySeconds(attempts) * 1000),
      });
      log.error({ invoiceId: claimed.id, attempts, err }, 'invoice issue failed');
      return true;
    }
  }

  /**
   * Asks the provider about one receipt DGI has not answered yet. Claimed with a lease (the next
   * check moved DGI_LEASE_SECONDS ahead, under FOR UPDATE SKIP LOCKED), asked outside any transaction,
   * then written: any number of API processes share the work, and a process that dies mid-way only
   * delays that receipt by the lease. False when nothing was due.
   */
  async function checkDgiOne(): Promise<boolean> {
    if (!issuer.dgiStatus) return false;
    const claimed = await db.transaction((tx) => repo.claimDueDgiCheck(tx, DGI_LEASE_SECONDS));
    if (!claimed) return false;
    const checks = claimed.dgiChecks + 1;
    let answer: DgiAnswer;
    try {
      answer = await issuer.dgiStatus(claimed.providerReference!);
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      log.warn({ invoiceId: claimed.id, err }, 'DGI state: the provider did not answer');
      answer = { status: 'pending' };
    }
    await repo.recordDgiAnswer(db, claimed.id, { ...dgiColumns(answer, checks), dgiChecks: checks });
    if (answer.status === 'rejected') {
      log.error({ invoiceId: claimed.id, code: answer.code, reason: answer.reason }, 'DGI rejected a receipt');
    }
    return true;
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
      // Then DGI's answers about the receipts the provider sent (bounded the same way).
      for (let checked = 0; checked < 50 && (await checkDgiOne()); checked++) n++;
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

    /**
     * Operations: receipts that failed (retrying), rejected by DGI (to re-issue), to review, waiting
     * for DGI, the day's exchange rate and its source, and the ranges running low or expiring.
     */
    async health(): Promise<InvoicingHealth> {
      const { failed, rejected, review } = await repo.invoicesNeedingAttention(db);
      const pendingDgi = await repo.pendingDgiSummary(db);
      const rates = await exchangeRates.status();
      const kindOf = (k: InvoiceRow['saleKind']) => (purchaseKinds.includes(k) ? k : 'kit');
      const attention = (r: InvoiceRow) => ({
        id: r.id,
        purchaseId: r.saleId,
        kind: kindOf(r.saleKind),
        label: invoiceLabel(r),
        issuedAt: r.issuedAt?.toISOString() ?? null,
      });
      const ranges = issuer.name === 'embedded' ? await repo.listCaeRanges(db) : [];
      const today = montevideoDay(now());
      const soon = montevideoDay(new Date(now().getTime() + config.warnDays * 86_400_000));
      const oldest = pendingDgi?.oldest ? new Date(pendingDgi.oldest) : null;
      return {
        failed: failed.map((f) => ({
          id: f.id,
          purchaseId: f.saleId,
          kind: kindOf(f.saleKind),
          attempts: f.attempts,
          lastError: f.lastError,
        })),
        rejected: rejected.map((r) => ({ ...attention(r), dgiCode: r.dgiCode, dgiReason: r.dgiReason })),
        review: review.map((r) => ({ ...attention(r), note: r.reviewNote! })),
        dgiPending: { count: pendingDgi?.count ?? 0, oldestIssuedAt: oldest?.toISOString() ?? null },
        exchangeRate:
          rates.source === 'configured'
            ? { source: 'configured', rate: rates.configuredRate, rateDate: null, appliesOn: null }
            : {
                source: 'bcu',
                rate: rates.latest?.rate ?? null,
                rateDate: rates.latest?.rateDate ?? null,
                appliesOn: rates.latest?.appliesOn ?? null,
              },
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

    /**
     * Operations: a receipt DGI rejected is issued again, corrected — a new receipt (a new number)
     * for the same sale or refund, read from the sale as it is now (the company's RUT or city fixed
     * meanwhile), e-mailed saying which one it replaces. Credit notes still waiting for the rejected
     * one wait for the new one. Idempotent: a second call (a double click, two operators) finds the
     * re-issue already requested (source key `reissue:<id>`). False when there is no such rejected one.
     */
    async reissue(id: string): Promise<boolean> {
      const created = await db.transaction(async (tx) => {
        const old = await repo.lockInvoice(tx, id);
        if (old?.status !== 'rejected') return false;
        if (old.replacedById) return true;
        await repo.insertReissue(tx, old);
        return true;
      });
      if (created) await runOnce().catch(logFailure);
      return created;
    },

    /** Operations: try a failed receipt again now. False when there is no such failed receipt. */
    async retry(id: string): Promise<boolean> {
      if (!(await repo.retryFailedNow(db, id))) return false;
      await runOnce().catch(logFailure);
      return true;
    },
  };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
