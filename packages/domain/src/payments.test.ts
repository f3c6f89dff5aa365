import { describe, expect, it } from 'vitest';
import { priceForQuantity } from './kits';
import {
  commissionCents,
  couponDiscountCents,
  detectCardBrand,
  installmentAmountCents,
  isLuhnValid,
  maskCardNumber,
} from './payments';

describe('cards', () => {
  it('checks the Luhn digit', () => {
    expect(isLuhnValid('4509953566233704')).toBe(true);
    expect(isLuhnValid('4509953566233705')).toBe(false);
    expect(isLuhnValid('12')).toBe(false);
  });
  it('recognises Visa, Mastercard and OCA', () => {
    expect(detectCardBrand('4509953566233704')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('2221000000000009')).toBe('mastercard');
    expect(detectCardBrand('5898920000000003')).toBe('oca');
    expect(detectCardBrand('378282246310005')).toBeNull();
  });
  it('masks all but the last four digits', () => {
    expect(maskCardNumber('4509953566233704')).toBe('•••• 3704');
  });
});

describe('tier pricing at the edges', () => {
  const tiers = [
    { minAmount: 1, maxAmount: 1, unitCost: 24_900, currency: 'USD' as const },
    { minAmount: 2, maxAmount: 9, unitCost: 23_900, currency: 'USD' as const },
    { minAmount: 10, maxAmount: 49, unitCost: 21_900, currency: 'USD' as const },
    { minAmount: 50, maxAmount: null, unitCost: 19_900, currency: 'USD' as const },
  ];
  it.each([
    [1, 24_900],
    [2, 47_800],
    [9, 215_100],
    [10, 219_000],
    [49, 1_073_100],
    [50, 995_000],
    [12, 262_800],
  ])('%i kits cost %i cents', (quantity, cents) => {
    expect(priceForQuantity(tiers, quantity)).toBe(cents);
  });
});

describe('instalments', () => {
  it('divides the total and rounds each instalment up to the cent', () => {
    expect(installmentAmountCents(24_900, 1)).toBe(24_900);
    expect(installmentAmountCents(24_900, 3)).toBe(8_300);
    expect(installmentAmountCents(24_900, 6)).toBe(4_150);
    expect(installmentAmountCents(10_000, 3)).toBe(3_334);
    expect(() => installmentAmountCents(100, 0)).toThrow();
  });
});

describe('coupons', () => {
  it('applies percentages and fixed amounts, never below zero', () => {
    expect(couponDiscountCents(24_900, { kind: 'percent', value: 10 })).toBe(2_490);
    expect(couponDiscountCents(24_900, { kind: 'percent', value: 100 })).toBe(24_900);
    expect(couponDiscountCents(24_900, { kind: 'percent', value: 150 })).toBe(24_900);
    expect(couponDiscountCents(24_900, { kind: 'fixed', value: 5_000 })).toBe(5_000);
    expect(couponDiscountCents(24_900, { kind: 'fixed', value: 30_000 })).toBe(24_900);
    expect(couponDiscountCents(24_900, { kind: 'fixed', value: -100 })).toBe(0);
  });
});

describe('commissions', () => {
  it('takes the rate in basis points of the amount paid', () => {
    expect(commissionCents(24_900, 2_000)).toBe(4_980);
    expect(commissionCents(22_410, 2_000)).toBe(4_482);
    expect(commissionCents(0, 2_000)).toBe(0);
  });
});
