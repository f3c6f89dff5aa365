import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, renderAt, type StubAnswer, signedInAs } from '../test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

async function openFrameOnPayRenewed() {
  const calls = signedInAs(account('Customer'), (call) =>
    call.method === 'POST' && call.path === '/v1/instruments' ? { text: '/sandbox/card?session=s1' } : undefined,
  );
  const router = renderAt('/payrenewed');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
  expect(await screen.findByTitle('Agregar tarjeta')).toHaveAttribute('src', '/sandbox/card?session=s1');
  return { router, calls };
}

describe('CardFrame', () => {
  it('shows Cargando… while it opens the card session', async () => {
    let open = (_: StubAnswer) => {};
    signedInAs(account('Customer'), (call) =>
      call.method === 'POST' && call.path === '/v1/instruments'
        ? new Promise<StubAnswer>((resolve) => {
            open = resolve;
          })
        : undefined,
    );
    renderAt('/payrenewed');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
    expect(await screen.findByText('Cargando…')).toBeVisible();
    expect(screen.queryByTitle('Agregar tarjeta')).not.toBeInTheDocument();
    open({ text: '/sandbox/card?session=s1' });
    expect(await screen.findByTitle('Agregar tarjeta')).toBeVisible();
  });

  it('ignores (and warns about) messages from another origin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { router } = await openFrameOnPayRenewed();
    post('redirectSuccess', 'https://evil.example');
    post({ type: 'errorOccurred', message: 'x' }, 'https://evil.example');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown origin'), 'https://evil.example');
    expect(info).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/payrenewed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTitle('Agregar tarjeta')).toBeVisible();
  });

  it('logs the frame messages of this origin and goes on when the card was added', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { router } = await openFrameOnPayRenewed();
    post({ type: 'instrumentAdded', instrument: { instrumentToken: 't' } }, window.location.origin);
    expect(info).toHaveBeenCalledWith('Card frame:', 'instrumentAdded');
    expect(router.state.location.pathname).toBe('/payrenewed');
    post('redirectSuccess', window.location.origin);
    expect(info).toHaveBeenCalledWith('Card frame:', 'redirectSuccess');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('shows a Spanish alert on redirectError or errorOccurred, and can open a new session', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { calls } = await openFrameOnPayRenewed();
    post({ type: 'errorOccurred', message: 'La sesión para agregar la tarjeta venció.' }, window.location.origin);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos guardar la tarjeta. La sesión para agregar la tarjeta venció.',
    );
    post('redirectError', window.location.origin);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No pudimos guardar la tarjeta. Revisá los datos o probá con otra tarjeta.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Volver a intentar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/v1/instruments')).toHaveLength(2);
  });
});
