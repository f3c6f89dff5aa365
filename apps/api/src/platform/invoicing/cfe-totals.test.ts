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
    expect(totals).toEqual({
      netBasicCents: 65_615,
      netMinimumCents: 10_908,
      exemptCents: 2_500,
      ivaBasicCents: 80_050 - 65_615,
      ivaMinimumCents: 11_999 - 10_908,
      totalCents: 80_050 + 11_999 + 2_500,
    });
  });

  it('rounds half up and always adds up to the sum of the lines', () => {
    // 1 / 1.22 = 0.82 → 1 (no IVA left); 61 / 1.22 = 50 exactly
    expect(cfeTotals([line(1, 'basic')])).toMatchObject({ netBasicCents: 1, ivaBasicCents: 0 });
    expect(cfeTotals([line(61, 'basic')])).toMatchObject({ netBasicCents: 50, ivaBasicCents: 11 });
    // 21 / 1.10 = 19.09 → 19
    expect(cfeTotals([line(21, 'minimum')])).toMatchObject({ netMinimumCents: 19, ivaMinimumCents: 2 });
    for (let cents = 0; cents < 3_000; cents += 7) {
      const lines = [line(cents, 'basic'), line(cents * 3 + 1, 'minimum'), line(cents % 11, 'exempt')];
      const t = cfeTotals(lines);
      const sum = lines.reduce((s, l) => s + l.amountCents, 0);
      expect(t.totalCents).toBe(sum);
      expect(t.netBasicCents + t.ivaBasicCents + t.netMinimumCents + t.ivaMinimumCents + t.exemptCents).toBe(sum);
      expect(t.netBasicCents).toBe(Math.round((cents * 100) / 122));
    }
  });

  it('gives zeros for no lines and rejects fractional cents', () => {
    expect(cfeTotals([]).totalCents).toBe(0);
    expect(() => cfeTotals([line(10.5, 'basic')])).toThrow(/integer cents/);
  });
});
