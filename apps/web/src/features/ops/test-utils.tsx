import type { Account, InvoicingHealth } from '@nutritest/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import {
  type Answer,
  type FetchRequest,
  type Handler,
  makeMariaAccount,
  renderSignedIn as renderWith,
} from '../../../test/signed-in-harness';

export * from '../../../test/signed-in-harness';
/** María, the account these tests sign in with (an operator for the console). */
export { makeMariaAccount as makeAccount } from '../../../test/signed-in-harness';

/** Signs `account` in and opens `path`; an operator's dashboard is the console itself, so it stays there. */
export function renderSignedIn(account: Account, path: string, handler: Handler = () => undefined) {
  const target = path === '/ops' && account.role === 'Operator' ? '/dashboard' : path;
  return renderWith(account, target, handler);
}

/**
 * The console of an operator on its Pedidos tab. `handler` answers first; every other list the tab
 * (and the kits board, the first tab) asks for is answered empty.
 */
/** GET /v1/ops/invoicing with nothing to show: nothing failed, rejected or to review, the configured rate. */
export const emptyInvoicingHealth: InvoicingHealth = {
  failed: [],
  rejected: [],
  review: [],
  dgiPending: { count: 0, oldestIssuedAt: null },
  exchangeRate: { source: 'configured', rate: 40.5, rateDate: null, appliesOn: null },
  ranges: [],
};

export async function openPurchasesTab(handler: (request: FetchRequest) => Answer) {
  const result = await renderSignedIn(makeMariaAccount('Operator', 'Olga'), '/ops', (request) => {
    const answer = handler(request as FetchRequest);
    if (answer || request.method !== 'GET') return answer;
    if (request.url.startsWith('/v1/ops/kits')) return { status: 200, body: [] };
    if (request.url === '/v1/ops/invoicing') return { status: 200, body: emptyInvoicingHealth };
    if (request.url === '/v1/ops/refund-requests') return { status: 200, body: { requests: [] } };
    if (request.url.startsWith('/v1/ops/purchases')) return { status: 200, body: { purchases: [] } };
    return undefined;
  });
  await userEvent.click(await screen.findByRole('tab', { name: 'Pedidos' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
  return result;
}
