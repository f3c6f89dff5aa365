import type { Account } from '@nutritest/domain';
import { describe, expect, it } from 'vitest';
import { startupTarget } from './startup';

const account = (role: Account['role'], status: number | null) =>
  ({
    role,
    profile: { analysis: status === null ? null : { status } },
  }) as unknown as Account;

describe('the routing rule applied before the router starts', () => {
  it('sends a customer whose results were sent straight to /home from any page the rule leaves', () => {
    for (const path of ['/results', '/foods', '/dashboard', '/profile', '/login', '/']) {
      expect(startupTarget(path, account('Customer', 8)), path).toBe('/home');
    }
  });

  it('otherwise follows the rule: /dashboard, /loadingPayment, or stay', () => {
    expect(startupTarget('/results', account('Customer', 3))).toBe('/dashboard');
    expect(startupTarget('/dashboard', account('Customer', 3))).toBeNull();
    expect(startupTarget('/profile', account('Customer', null))).toBe('/loadingPayment');
    expect(startupTarget('/home', account('Nutritionist', null))).toBe('/dashboard');
    expect(startupTarget('/dashboard', account('Operator', null))).toBeNull();
    // Payment pages and the open pages (meals, consultations) are left alone.
    expect(startupTarget('/payment', account('Customer', 8))).toBeNull();
    expect(startupTarget('/platos-semanales', account('Customer', 8))).toBeNull();
    // The card frame's page (outside the session layout) is never redirected.
    expect(startupTarget('/redirect', account('Customer', null))).toBeNull();
    expect(startupTarget('/redirect/', account('Customer', 8))).toBeNull();
  });
});
