import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../../../test/signed-in-harness';
import { groupSecret } from './components/enrolment-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const off = { enabled: false, enabledAt: null, required: false };
const on = { enabled: true, enabledAt: '2026-03-05T15:00:00.000Z', required: false };
const enrolment = {
  otpauthUri: 'otpauth://totp/NutriTest:ana%40test.uy?secret=ABCDEFGHIJKLMNOPQRSTUVWXYZ234567&issuer=NutriTest',
  secret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  qrSvgDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function section() {
  return screen.getByRole('heading', { name: 'Verificación en dos pasos' }).parentElement as HTMLElement;
}

describe('profile: Verificación en dos pasos', () => {
  it('turns it on with the QR, the typed secret and a code', async () => {
    const { requests } = await renderSignedIn(
      makeAccount('Customer'),
      '/profile',
      ({ method, url }) => {
        if (method === 'GET' && url === '/v1/account/two-factor') return { status: 200, body: off };
        if (method === 'POST' && url === '/v1/account/two-factor/enrolment') return { status: 200, body: enrolment };
        if (method === 'POST' && url === '/v1/account/two-factor/enrolment/confirm') return { status: 200, body: on };
        return undefined;
      },
      'Mi perfil',
    );
    // The section loads after the profile's own data (on demand).
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    const user = userEvent.setup();
    await user.click(await within(section()).findByRole('button', { name: 'Activar verificación en dos pasos' }));
    expect(
      await within(section()).findByRole('img', { name: 'Código QR para agregar NutriTest a tu app de autenticación' }),
    ).toBeInTheDocument();
    expect(within(section()).getByText('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567')).toBeInTheDocument();
    await user.type(within(section()).getByLabelText('Código de verificación'), '12345');
    await user.click(within(section()).getByRole('button', { name: 'Activar' }));
    expect(within(section()).getByText('El código tiene 6 dígitos.')).toBeInTheDocument();
    await user.type(within(section()).getByLabelText('Código de verificación'), '6');
    await user.click(within(section()).getByRole('button', { name: 'Activar' }));
    expect(await within(section()).findByText(/Listo: desde ahora/)).toBeInTheDocument();
    expect(within(section()).getByText(/Activada desde el/)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/v1/account/two-factor/enrolment/confirm')?.body).toEqual({
      code: '123456',
    });
  });

  it('turns it off with a current code', async () => {
    await renderSignedIn(
      makeAccount('Nutritionist'),
      '/profile',
      ({ method, url }) => {
        if (method === 'GET' && url === '/v1/account/two-factor') return { status: 200, body: on };
        if (method === 'POST' && url === '/v1/account/two-factor/disable') return { status: 200, body: off };
        return undefined;
      },
      'Mi perfil',
    );
    // The section loads after the profile's own data (on demand).
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    const user = userEvent.setup();
    await user.type(await within(section()).findByLabelText('Código de verificación'), '111222');
    await user.click(within(section()).getByRole('button', { name: 'Desactivar' }));
    expect(await within(section()).findByText('Desactivaste la verificación en dos pasos.')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Activar verificación en dos pasos' })).toBeInTheDocument();
  });

  it('tells operators it is always on, with no way to turn it off', async () => {
    await renderSignedIn(
      makeAccount('Operator'),
      '/profile',
      ({ method, url }) => {
        if (method === 'GET' && url === '/v1/account/two-factor') {
          return { status: 200, body: { ...on, required: true } };
        }
        return undefined;
      },
      'Mi perfil',
    );
    // The section loads after the profile's own data (on demand).
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    expect(await within(section()).findByText(/siempre ingresan con verificación en dos pasos/)).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
  });

  it('groups the secret in blocks of four', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
