import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

const lucia = { publicCode: 'NUTRI1', profile: { firstName: 'Lucía', lastName: 'Fernández' } };

describe('Mi nutricionista', () => {
  it('associates by upper-cased code, then removes the link', async () => {
    let linked: typeof lucia | null = null;
    const { requests } = await renderSignedIn(makeAccount('Customer'), '/profile', ({ method, url, body }) => {
      if (url !== '/v1/account/nutritionist') return undefined;
      if (method === 'GET') return { status: 200, body: linked };
      if (method === 'POST' && (body as { code: string }).code === 'NUTRI1') {
        linked = lucia;
        return { status: 200, body: lucia };
      }
      if (method === 'DELETE') {
        linked = null;
        return { status: 204 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Mi nutricionista' });
    await user.type(await within(section).findByLabelText('Código de nutricionista'), 'nutri1');
    await user.click(within(section).getByRole('button', { name: 'Asociar' }));

    expect(await within(section).findByText('Tu nutricionista es Lucía Fernández')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ code: 'NUTRI1' });
    expect(await screen.findByText('Cuenta editada correctamente')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Quitar' }));
    expect(await within(section).findByLabelText('Código de nutricionista')).toHaveValue('');
    expect(within(section).queryByText(/Tu nutricionista es/)).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/v1/account/nutritionist')).toBe(true);
  });

  it('says an unknown code was not found, next to the field', async () => {
    await renderSignedIn(makeAccount('Customer'), '/profile', ({ method, url }) => {
      if (url !== '/v1/account/nutritionist') return undefined;
      if (method === 'GET') return { status: 200, body: null };
      return {
        status: 404,
        body: { error: 'NOT_FOUND', message: 'No hemos encontrado un nutricionista con ese codigo' },
      };
    });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Código de nutricionista');
    await user.type(field, 'XYZ999');
    await user.click(screen.getByRole('button', { name: 'Asociar' }));
    expect(await screen.findByText('No hemos encontrado un nutricionista con ese codigo')).toBeVisible();
    expect(field).toHaveAccessibleDescription('No hemos encontrado un nutricionista con ese codigo');
  });

  it('shows the linked nutritionist on load', async () => {
    await renderSignedIn(makeAccount('Customer', { referer: lucia }), '/profile', ({ url }) =>
      url === '/v1/account/nutritionist' ? { status: 200, body: lucia } : undefined,
    );
    expect(await screen.findByText('Tu nutricionista es Lucía Fernández')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeVisible();
  });
});
