/**
 * The totals block of a CFE, from its lines. Our prices include IVA, so each rate's gross amount is
 * split into net and tax: net = round(gross / (1 + rate)), IVA = gross − net. Everything is integer
 * cents, so net + IVA + exempt always equals the sum of the lines exactly.
 */
import { type CfeLine, type CfeTotals, IVA_PERCENT, type IvaRate } from './types';

/** Net part (cents) of a tax-inclusive amount at `percent` IVA, rounded half away from zero. */
function netOf(grossCents: number, percent: number): number {
  // gross·100 / (100 + percent) in integers: no float drift on the division's inputs.
  const numerator = grossCents * 100;
  const denominator = 100 + percent;
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const quotient = Math.floor(abs / denominator);
  const remainder = abs - quotient * denominator;
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
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
  return {
    netBasicCents,
    netMinimumCents,
    exemptCents: gross.exempt,
    ivaBasicCents: gross.basic - netBasicCents,
    ivaMinimumCents: gross.minimum - netMinimumCents,
    totalCents: gross.basic + gross.minimum + gross.exempt,
  };
}
