/**
 * The exchange rate of a day, behind one adapter (issue 38; the payments code will price USD kits in
 * pesos with it too). Two sources:
 *
 * - `bcu`: BCU's closing of the US dollar "billete" (interbank, code 2225), buying rate (TCC), of the
 *   last business day BEFORE the day — the rate DGI asks documents in dollars to carry (the
 *   interbank buying rate at the close of the previous day). Fetched from BCU's public web service
 *   once per day and kept in `exchange_rates` (insert … on conflict do nothing: any number of API
 *   processes agree on one rate per day). If BCU does not answer, nothing is invented: the caller
 *   fails and retries (a receipt with a wrong rate is rejected by DGI, code E10).
 * - `configured`: the embedded default, the fixed rate of the configuration (CFE_USD_RATE). It is
 *   labelled as such wherever it shows (operations, the receipt's printed rate): it is NOT BCU's.
 */
import type { Executor } from '../../db/client';
import { BCU_CURRENCY_CODES, type BcuClient } from './bcu';
import * as repo from './exchange-rates.repository';

export type ExchangeRateSource = 'bcu' | 'configured';

export interface ExchangeRate {
  /** UYU per unit, 3 decimals. */
  rate: number;
  /** The BCU closing the rate is from (YYYY-MM-DD); null for the configured rate. */
  rateDate: string | null;
  source: ExchangeRateSource;
}

export class ExchangeRateUnavailable extends Error {}

/** How far back a closing is looked for (long holidays: Carnival and Tourism week are a few days). */
const LOOKBACK_DAYS = 15;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "40.125" from BCU's "40.125000" (3 decimals, as DGI's TpoCambio), rounded half up, exactly. */
export function threeDecimals(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const padded = `${fraction}0000`.slice(0, 4);
  let thousandths = BigInt(whole) * 1000n + BigInt(padded.slice(0, 3));
  if (Number(padded[3]) >= 5) thousandths += 1n;
  return `${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, '0')}`;
}

export function createExchangeRates({
  db,
  source,
  configuredUsdRate,
  bcu,
}: {
  db: Executor;
  source: ExchangeRateSource;
  configuredUsdRate: number;
  bcu: BcuClient | null;
}) {
  const stored = repo.findUsdRate;

  return {
    source,
    configuredUsdRate,

    /**
     * The UYU per USD that documents dated `day` (YYYY-MM-DD, Montevideo) carry. Inside a transaction
     * pass it as `tx` (PGlite runs one transaction at a time: a query on `db` would wait for it).
     */
    async usdRateFor(day: string, tx: Executor = db): Promise<ExchangeRate> {
      if (source === 'configured' || !bcu) return { rate: configuredUsdRate, rateDate: null, source: 'configured' };
      let row = await stored(tx, day);
      if (!row) {
        const closings = (await bcu.closings([BCU_CURRENCY_CODES.USD], addDays(day, -LOOKBACK_DAYS), addDays(day, -1)))
          .filter((c) => c.currencyCode === BCU_CURRENCY_CODES.USD && c.date < day && Number(c.buy) > 0)
          .sort((a, b) => a.date.localeCompare(b.date));
        const last = closings.at(-1);
        if (!last)
          throw new ExchangeRateUnavailable(`BCU has no USD closing in the ${LOOKBACK_DAYS} days before ${day}`);
        await repo.insertUsdRate(tx, { appliesOn: day, rate: threeDecimals(last.buy), rateDate: last.date });
        row = await stored(tx, day);
        if (!row) throw new ExchangeRateUnavailable(`the rate of ${day} could not be stored`);
      }
      return { rate: Number(row.rate), rateDate: row.rateDate, source: 'bcu' };
    },

    /** Operations: where rates come from, and the last ones BCU gave. */
    async status() {
      const latest = source === 'bcu' ? await repo.latestUsdRate(db) : undefined;
      return {
        source,
        configuredRate: configuredUsdRate,
        latest: latest ? { appliesOn: latest.appliesOn, rate: Number(latest.rate), rateDate: latest.rateDate } : null,
      };
    },
  };
}

export type ExchangeRates = ReturnType<typeof createExchangeRates>;
