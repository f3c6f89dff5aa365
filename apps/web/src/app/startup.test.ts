import type { Account } from '@nutritest/domain';
import { describe, expect, it } from 'vitest';
import { startupTarget } from './startup';

const account = (role: Account['role'], status: number | null) =>
  ({
    role,
    profile: { analysis: status === null ? null : { status } },
  }) as unknown as Account;

describe('the routing rule applied before the router starts', () => {
  it('sends a customer whose results were sent straight to /home when the rule leads to the dashboard', () => {
    for (const path of ['/dashboard', '/login', '/', '/loadingPayment']) {
      expect(startupTarget(path, account('Customer', 8)), path).toBe('/home');
    }
  });

  it('keeps every page the account may see: a reload or a link opens it (decision 005, issue 22)', () => {
    for (const path of ['/results', '/foods', '/profile', '/home', '/agenda']) {
      expect(startupTarget(path, account('Customer', 8)), path).toBeNull();
    }
  });

  it('otherwise follows the rule: /dashboard, /loadingPayment, or stay', () => {
    expect(startupTarget('/ops', account('Customer', 3))).toBe('/dashboard');
    expect(startupTarget('/dashboard', account('Customer', 3))).toBeNull();
    expect(startupTarget('/results', account('Customer', null))).toBe('/loadingPayment');
    expect(startupTarget('/profile', account('Customer', null))).toBeNull();
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
