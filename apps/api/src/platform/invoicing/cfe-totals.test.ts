import { describe, expect, it } from 'vitest';
import { cfeTotals } from './cfe-totals';
import type { CfeLine, IvaRate } from './types';

const line = (amountCents: number, iva: IvaRate): CfeLine => ({
  description: 'x',
  quantity: 1,
  unit: 'N/A',
  unitPriceCents: amountCents,
  amountCents,
  discountCents: 0,
  iva,
});

describe('cfeTotals', () => {
  it('splits a tax-inclusive basic-rate amount into net and IVA', () => {
    // 1220.00 at 22 % = 1000.00 + 220.00
    expect(cfeTotals([line(122_000, 'basic')])).toEqual({
      netBasicCents: 100_000,
      netMinimumCents: 0,
      exemptCents: 0,
      ivaBasicCents: 22_000,
      ivaMinimumCents: 0,
      totalCents: 122_000,
      roundingCents: 0,
      payableCents: 122_000,
    });
  });

  it('IVA is net × rate (DGI), not gross − net: a 2000.00 consultation has IVA 360.65 and a rounding cent', () => {
    // 2000.00 / 1.22 = 1639.344… → 1639.34; × 0.22 = 360.6548 → 360.65; 1639.34 + 360.65 = 1999.99
    expect(cfeTotals([line(200_000, 'basic')])).toEqual({
      netBasicCents: 163_934,
      netMinimumCents: 0,
      exemptCents: 0,
      ivaBasicCents: 36_065,
      ivaMinimumCents: 0,
      totalCents: 199_999,
      roundingCents: 1,
      payableCents: 200_000,
    });
  });

  it('sums each rate before rounding, and keeps mixed rates and exempt apart', () => {
    const totals = cfeTotals([
      line(45_000, 'basic'),
      line(35_050, 'basic'),
      line(11_000, 'minimum'),
      line(999, 'minimum'),
      line(2_500, 'exempt'),
    ]);
    // basic gross 80050 / 1.22 = 65614.75… → 65615; minimum gross 11999 / 1.10 = 10908.18… → 10908
    // IVA: 65615 × 0.22 = 14435.3 → 14435; 10908 × 0.10 = 1090.8 → 1091
    expect(totals).toEqual({
      netBasicCents: 65_615,
      netMinimumCents: 10_908,
      exemptCents: 2_500,
      ivaBasicCents: 14_435,
      ivaMinimumCents: 1_091,
      totalCents: 65_615 + 10_908 + 2_500 + 14_435 + 1_091,
      roundingCents: 80_050 + 11_999 + 2_500 - (65_615 + 10_908 + 2_500 + 14_435 + 1_091),
      payableCents: 80_050 + 11_999 + 2_500,
    });
  });

  it('rounds half up; MntTotal + rounding always is the sum of the lines, the rounding within a cent per rate', () => {
    // 1 / 1.22 = 0.82 → 1, × 0.22 = 0.22 → 0; 61 / 1.22 = 50 exactly, × 0.22 = 11
    expect(cfeTotals([line(1, 'basic')])).toMatchObject({ netBasicCents: 1, ivaBasicCents: 0, roundingCents: 0 });
    expect(cfeTotals([line(61, 'basic')])).toMatchObject({ netBasicCents: 50, ivaBasicCents: 11 });
    // 21 / 1.10 = 19.09 → 19, × 0.10 = 1.9 → 2
    expect(cfeTotals([line(21, 'minimum')])).toMatchObject({ netMinimumCents: 19, ivaMinimumCents: 2 });
    for (let cents = 0; cents < 3_000; cents += 7) {
      const lines = [line(cents, 'basic'), line(cents * 3 + 1, 'minimum'), line(cents % 11, 'exempt')];
      const t = cfeTotals(lines);
      const sum = lines.reduce((s, l) => s + l.amountCents, 0);
      expect(t.payableCents).toBe(sum);
      expect(t.totalCents + t.roundingCents!).toBe(sum);
      expect(t.netBasicCents + t.ivaBasicCents + t.netMinimumCents + t.ivaMinimumCents + t.exemptCents).toBe(
        t.totalCents,
      );
      expect(Math.abs(t.roundingCents!)).toBeLessThanOrEqual(2);
      expect(t.netBasicCents).toBe(Math.round((cents * 100) / 122));
    }
  });

  it('gives zeros for no lines and rejects fractional cents', () => {
    expect(cfeTotals([]).totalCents).toBe(0);
    expect(() => cfeTotals([line(10.5, 'basic')])).toThrow(/integer cents/);
  });
});
