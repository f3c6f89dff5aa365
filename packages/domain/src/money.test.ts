import { describe, expect, it } from 'vitest';
import { priceForQuantity } from './kits';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('uses Uruguayan separators and currency prefixes', () => {
    expect(formatMoney(29_900, 'USD')).toBe('USD 299');
    expect(formatMoney(200_000, 'UYU')).toBe('$U 2.000');
    expect(formatMoney(1_265_050, 'UYU')).toBe('$U 12.650,50');
    expect(formatMoney(4_150, 'USD')).toBe('USD 41,50');
  });
});

describe('priceForQuantity', () => {
  const tiers = [
    { minAmount: 1, maxAmount: 1, unitCost: 24_900, currency: 'USD' as const },
    { minAmount: 2, maxAmount: 9, unitCost: 23_900, currency: 'USD' as const },
    { minAmount: 10, maxAmount: null, unitCost: 19_900, currency: 'USD' as const },
  ];
  it('multiplies the unit cost of the containing tier', () => {
    expect(priceForQuantity(tiers, 1)).toBe(24_900);
    expect(priceForQuantity(tiers, 3)).toBe(71_700);
    expect(priceForQuantity(tiers, 50)).toBe(995_000);
  });
  it('rejects quantities that are not positive integers', () => {
    expect(priceForQuantity(tiers, 0)).toBeUndefined();
    expect(priceForQuantity(tiers, 1.5)).toBeUndefined();
  });
});
