import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, masterCard, renderAt, signedInAs, visaCard } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

describe('/paymentMethod', () => {
  it('lists the saved cards and removes one after confirming', async () => {
    let cards = [visaCard, masterCard];
    const calls = signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments' && call.method === 'GET') return { body: cards };
      if (call.method === 'DELETE' && call.path === '/v1/instruments/tok_visa') {
        cards = [masterCard];
        return { status: 204 };
      }
      return undefined;
    });
    renderAt('/paymentMethod');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Medios de pago' })).toBeVisible();
    expect(await screen.findByText('•••• 3704')).toBeVisible();
    expect(screen.getByText('Ana Pérez · Vence 12/39')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Mastercard' })).toHaveAttribute('src', '/sandbox/brands/mastercard.svg');

    const [removeVisa] = screen.getAllByRole('button', { name: 'Eliminar' });
    await user.click(removeVisa!);
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta tarjeta?' });
    expect(dialog).toHaveTextContent('Visa •••• 3704 de Ana Pérez.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getAllByRole('button', { name: 'Eliminar' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Tarjeta eliminada.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('•••• 3704')).not.toBeInTheDocument());
    expect(screen.getByText('•••• 4444')).toBeVisible();
  });

  it('adds a card through the frame', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    signedInAs(account('Customer'), (call) => {
      if (call.path === '/v1/instruments' && call.method === 'GET') return { body: [] };
      if (call.path === '/v1/instruments') return { text: '/sandbox/card?session=s1' };
      return undefined;
    });
    renderAt('/paymentMethod');
    const user = userEvent.setup();
    expect(await screen.findByText('Todavía no guardaste ninguna tarjeta.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Agregar tarjeta' }));
    expect(await screen.findByTitle('Agregar tarjeta')).toBeVisible();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'redirectSuccess', origin: window.location.origin }));
    });
    expect(await screen.findByText('Tarjeta agregada correctamente.')).toBeVisible();
    expect(screen.queryByTitle('Agregar tarjeta')).not.toBeInTheDocument();
  });
});
