/**
 * The totals block of a CFE, from its lines, as DGI defines it ("Formato de los CFE" v24, zone A,
 * A-C112 … A-C130) for lines whose amounts include IVA (MntBruto = 1):
 *
 * - net per rate (A-C116/A-C117) = Σ lines at that rate ÷ (1 + rate), rounded to the cent;
 * - IVA per rate (A-C121/A-C122) = that net × rate, rounded to the cent (NOT gross − net);
 * - MntTotal (A-C124) = exempt + nets + IVA.
 *
 * Rounding the net and then the IVA can leave MntTotal a cent away from what the buyer paid (about
 * one price in five at 22 %; at most a cent per rate). That cent is not hidden in the IVA: it is
 * stated as a non-billable rounding line (IndFact 6 "no facturable" when positive, 7 "no facturable
 * negativo" when negative), so MontoNF (A-C129) = paid − MntTotal and MntPagar (A-C130) = MntTotal +
 * MontoNF = exactly what was paid, and every one of DGI's equations holds (decision 046).
 *
 * Everything is integer cents, rounded half away from zero, so no float drift reaches a receipt.
 */
import { type CfeLine, type CfeTotals, IVA_PERCENT, type IvaRate } from './types';

/** a·num / den in integers, rounded half away from zero (den > 0). */
function mulDivRound(a: number, num: number, den: number): number {
  const product = a * num;
  if (!Number.isSafeInteger(product)) throw new Error(`CFE amount out of range: ${a}`);
  const sign = product < 0 ? -1 : 1;
  const abs = Math.abs(product);
  const quotient = Math.floor(abs / den);
  const remainder = abs - quotient * den;
  return sign * (remainder * 2 >= den ? quotient + 1 : quotient);
}

/** Net part (cents) of a tax-inclusive amount at `percent` IVA: gross · 100 / (100 + percent). */
export function netOf(grossCents: number, percent: number): number {
  return mulDivRound(grossCents, 100, 100 + percent);
}

/** IVA (cents) of a net amount at `percent`: net · percent / 100. */
export function ivaOf(netCents: number, percent: number): number {
  return mulDivRound(netCents, percent, 100);
}

export function cfeTotals(lines: CfeLine[]): CfeTotals {
  const gross: Record<IvaRate, number> = { basic: 0, minimum: 0, exempt: 0 };
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents)) {
      throw new Error(`CFE line amount must be integer cents, got ${line.amountCents}`);
    }
    gross[line.iva] += line.amountCents;
  }
  const netBasicCents = netOf(gross.basic, IVA_PERCENT.basic);
  const netMinimumCents = netOf(gross.minimum, IVA_PERCENT.minimum);
  const ivaBasicCents = ivaOf(netBasicCents, IVA_PERCENT.basic);
  const ivaMinimumCents = ivaOf(netMinimumCents, IVA_PERCENT.minimum);
  const totalCents = gross.exempt + netBasicCents + netMinimumCents + ivaBasicCents + ivaMinimumCents;
  const payableCents = gross.basic + gross.minimum + gross.exempt;
  return {
    netBasicCents,
    netMinimumCents,
    exemptCents: gross.exempt,
    ivaBasicCents,
    ivaMinimumCents,
    totalCents,
    roundingCents: payableCents - totalCents,
    payableCents,
  };
}
