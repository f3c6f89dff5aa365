/**
 * The totals block of a CFE, from its lines, as DGI defines it ("Formato de los CFE" v24, zone A,
 * A-C112 … A-C130) for lines whose amounts include IVA (MntBruto = 1):
 *
 * - net per rate (A-C116/A-C117) = Σ lines at that rate ÷ (1 + rate), rounded to the cent;
 * - IVA per rate (A-C121/A-C122) = that net × rate, rounded to the cent (NOT gross − net);
 * - MntTotal (A-C124) = exempt + nets + IVA.
 *
 * Rounding the net and then the IVA can leave MntTotal a cent away from what the buyer paid (about
 * one price in five at 22 %; at most a cent per rate). That cent is not hidden in the IVA: `cfeItems`
 * moves it out of the taxed lines (a cent of discount, or of surcharge, on the largest line of that
 * rate, so the taxed lines add up to exactly net + IVA) into a non-billable rounding line (IndFact 6
 * "no facturable" when positive, 7 "no facturable negativo" when negative). Then MontoNF (A-C129) =
 * paid − MntTotal, MntPagar (A-C130) = MntTotal + MontoNF = exactly what was paid, the lines add up to
 * it, and every one of DGI's equations holds (decision 046). Moving the cent keeps the net: for a net
 * N and its IVA I, (N + I) ÷ (1 + rate) = N + (I − rate·N) ÷ (1 + rate), less than half a cent from N.
 *
 * Everything is integer cents, rounded half away from zero, so no float drift reaches a receipt.
 */
import { type CfeLine, type CfeTotals, IVA_PERCENT, type IvaRate } from './types';

/** DGI's indicator of a line (IndFact): 1 exempt, 2 minimum, 3 basic, 6 non-billable, 7 non-billable negative. */
export type IndFact = 1 | 2 | 3 | 6 | 7;
const IND_FACT: Record<IvaRate, IndFact> = { basic: 3, minimum: 2, exempt: 1 };

/** A line of the CFE's detail (zone B) as DGI reads it. */
export interface CfeItem {
  description: string;
  quantity: number;
  unit: string;
  unitPriceCents: number;
  discountCents: number;
  surchargeCents: number;
  /** quantity × unit price − discount + surcharge (B-C24); for IndFact 7, what it takes away. */
  amountCents: number;
  indFact: IndFact;
}

/** The rounding line's name, on the XML and on the printed receipt. */
export const ROUNDING_DESCRIPTION = 'Redondeo';

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

/**
 * The detail of the CFE: the sale's lines, with each rate's rounding cent moved off its largest line,
 * and the rounding line when the cents do not cancel out (see the top of this file).
 */
export function cfeItems(lines: CfeLine[], totals: CfeTotals = cfeTotals(lines)): CfeItem[] {
  const items: CfeItem[] = lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPriceCents: line.unitPriceCents,
    discountCents: line.discountCents,
    surchargeCents: 0,
    amountCents: line.amountCents,
    indFact: IND_FACT[line.iva],
  }));
  const perRate: Array<[IvaRate, number]> = [
    ['basic', totals.netBasicCents + totals.ivaBasicCents],
    ['minimum', totals.netMinimumCents + totals.ivaMinimumCents],
  ];
  let rounding = 0;
  for (const [rate, taxed] of perRate) {
    const indices = lines.flatMap((l, i) => (l.iva === rate ? [i] : []));
    const gross = indices.reduce((sum, i) => sum + lines[i]!.amountCents, 0);
    const cents = gross - taxed;
    if (cents === 0 || indices.length === 0) continue;
    const largest = indices.reduce((a, b) => (lines[b]!.amountCents > lines[a]!.amountCents ? b : a));
    const item = items[largest]!;
    if (cents > 0) item.discountCents += cents;
    else item.surchargeCents += -cents;
    item.amountCents -= cents;
    rounding += cents;
  }
  if (rounding !== 0) {
    items.push({
      description: ROUNDING_DESCRIPTION,
      quantity: 1,
      unit: 'N/A',
      unitPriceCents: Math.abs(rounding),
      discountCents: 0,
      surchargeCents: 0,
      amountCents: Math.abs(rounding),
      indFact: rounding > 0 ? 6 : 7,
    });
  }
  return items;
}
