import { purchasesTexts } from '@nutritest/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAccount, preloadRoutes, renderSignedIn } from './test-utils';

beforeAll(() => preloadRoutes('/profile', '/dashboard'), 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('/profile: Mis compras and the payouts link', () => {
  it('gives customers and companies a Mis compras tab that /profile?tab=compras opens', async () => {
    await renderSignedIn(makeAccount('Customer'), '/profile?tab=compras', ({ url }) =>
      url === '/v1/purchases' ? { status: 200, body: { purchases: [] } } : undefined,
    );
    expect(tabNames()).toEqual(['Mis datos', 'Formulario ADN', 'Mis compras']);
    expect(screen.getByRole('tab', { name: 'Mis compras' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mis compras' })).toBeVisible();
    expect(await screen.findByText(purchasesTexts.empty)).toBeVisible();
  });

  it('opens Mis compras from its tab for a company', async () => {
    const { requests } = await renderSignedIn(makeAccount('Business'), '/profile', ({ url }) =>
      url === '/v1/purchases' ? { status: 200, body: { purchases: [] } } : undefined,
    );
    expect(tabNames()).toEqual(['Mis datos', 'Cupos', 'Mis compras']);
    expect(requests.some((r) => r.url === '/v1/purchases')).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Mis compras' }));
    expect(await screen.findByText(purchasesTexts.empty)).toBeVisible();
    expect(requests.filter((r) => r.url === '/v1/purchases')).toHaveLength(1);
  });

  it('gives a nutritionist no Mis compras, and a link to the payout statements in Datos de cobro', async () => {
    const { router } = await renderSignedIn(makeAccount('Nutritionist'), '/profile', ({ url }) =>
      url === '/v1/bankAccounts' ? { status: 200, body: null } : undefined,
    );
    expect(tabNames()).toEqual(['Mis datos', 'Datos de cobro']);
    await userEvent.click(screen.getByRole('tab', { name: 'Datos de cobro' }));
    const link = await screen.findByRole('link', { name: 'Ver mis liquidaciones' });
    expect(link).toHaveAttribute('href', '/dashboard?tab=balance');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // It opens the dashboard on Mi balance, where the payout statements are.
    expect(await screen.findByRole('tab', { name: 'Mi balance' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the open tab in the address, so a reload or Back finds it (issue 41)', async () => {
    const { router } = await renderSignedIn(makeAccount('Customer'), '/profile', ({ url }) =>
      url === '/v1/purchases' ? { status: 200, body: { purchases: [] } } : undefined,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Mis compras' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=compras'));
    // Replaced, not pushed: Back leaves the profile instead of stepping back through its tabs.
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('tab', { name: 'Formulario ADN' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=dna'));
    await userEvent.click(screen.getByRole('tab', { name: 'Mis datos' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // An address that names the tab opens it, even with the profile already open.
    await router.navigate('/profile?tab=compras');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Mis compras' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it.each([
    ['Customer', true],
    ['Business', true],
    ['Nutritionist', false],
  ] as const)('puts Mis compras in the header menu of a %s: %s', async (role, listed) => {
    const { router } = await renderSignedIn(makeAccount(role), '/profile', ({ url }) =>
      url === '/v1/purchases'
        ? { status: 200, body: { purchases: [] } }
        : url === '/v1/bankAccounts'
          ? { status: 200, body: null }
          : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ana' }));
    const menu = await screen.findByRole('menu');
    const item = screen.queryByRole('menuitem', { name: 'Mis compras' });
    if (!listed) {
      expect(menu).toBeVisible();
      expect(item).toBeNull();
      return;
    }
    await userEvent.click(item!);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=compras'));
    expect(screen.getByRole('tab', { name: 'Mis compras' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(purchasesTexts.empty)).toBeVisible();
  });
});
