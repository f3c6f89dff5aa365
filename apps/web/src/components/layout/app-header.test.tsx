import { describe, expect, it } from 'vitest';
import { logoTarget } from './app-header';

describe('logoTarget', () => {
  it('goes to / without a token, /loadingPayment for a customer with no kit, else /dashboard', () => {
    expect(logoTarget(false, false, undefined)).toBe('/');
    expect(logoTarget(true, false, 'Customer')).toBe('/loadingPayment');
    expect(logoTarget(true, true, 'Customer')).toBe('/dashboard');
    expect(logoTarget(true, false, 'Nutritionist')).toBe('/dashboard');
  });
});
