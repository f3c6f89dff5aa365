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
  it('turns it on with the current password, the QR, the typed secret and a code', async () => {
    const { requests } = await renderSignedIn(
      makeAccount('Customer'),
      '/profile',
      ({ method, url, body }) => {
        if (method === 'GET' && url === '/v1/account/two-factor') return { status: 200, body: off };
        if (method === 'POST' && url === '/v1/account/two-factor/enrolment') {
          return (body as { password?: string }).password === 'mi-clave-1'
            ? { status: 200, body: enrolment }
            : {
                status: 400,
                body: {
                  error: 'VALIDATION',
                  message: 'La contraseña actual no es correcta.',
                  fields: { password: 'La contraseña actual no es correcta.' },
                },
              };
        }
        if (method === 'POST' && url === '/v1/account/two-factor/enrolment/confirm') return { status: 200, body: on };
        return undefined;
      },
      'Mi perfil',
    );
    // The section loads after the profile's own data (on demand).
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    const user = userEvent.setup();
    await user.click(await within(section()).findByRole('button', { name: 'Activar verificación en dos pasos' }));
    // The session alone is not enough: the current password first, with errors next to the field.
    await user.click(within(section()).getByRole('button', { name: 'Continuar' }));
    expect(await within(section()).findByText('Ingresá tu contraseña actual.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/v1/account/two-factor/enrolment')).toBe(false);
    await user.click(within(section()).getByLabelText('Contraseña actual'));
    await user.paste('otra-clave');
    await user.click(within(section()).getByRole('button', { name: 'Continuar' }));
    expect(await within(section()).findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(within(section()).getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(section()).getByLabelText('Contraseña actual'));
    await user.paste('mi-clave-1');
    await user.click(within(section()).getByRole('button', { name: 'Continuar' }));

    expect(
      await within(section()).findByRole('img', { name: 'Código QR para agregar NutriTest a tu app de autenticación' }),
    ).toBeInTheDocument();
    expect(within(section()).getByText('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567')).toBeInTheDocument();
    await user.type(within(section()).getByLabelText('Código de verificación'), '12345');
    await user.click(within(section()).getByRole('button', { name: 'Activar' }));
    expect(await within(section()).findByText('El código tiene 6 dígitos.')).toBeInTheDocument();
    await user.type(within(section()).getByLabelText('Código de verificación'), '6');
    await user.click(within(section()).getByRole('button', { name: 'Activar' }));
    expect(await within(section()).findByText(/Listo: desde ahora/)).toBeInTheDocument();
    expect(within(section()).getByText(/Activada desde el/)).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/v1/account/two-factor/enrolment').at(-1)?.body).toEqual({
      password: 'mi-clave-1',
    });
    expect(requests.find((r) => r.url === '/v1/account/two-factor/enrolment/confirm')?.body).toEqual({
      code: '123456',
    });
  });

  it('turns it off with a current code and a code e-mailed instead of the password', async () => {
    const { requests } = await renderSignedIn(
      makeAccount('Nutritionist'),
      '/profile',
      ({ method, url }) => {
        if (method === 'GET' && url === '/v1/account/two-factor') return { status: 200, body: on };
        if (method === 'POST' && url === '/v1/account/two-factor/email-code') {
          return {
            status: 200,
            body: {
              message: 'Te enviamos un código de 6 dígitos por correo para confirmar el cambio.',
              expiresInMinutes: 10,
            },
          };
        }
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
    expect(await within(section()).findByText('Ingresá tu contraseña actual.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/v1/account/two-factor/disable')).toBe(false);

    await user.click(within(section()).getByRole('button', { name: 'Enviarme un código por correo' }));
    expect(await within(section()).findByText(/Te enviamos un código de 6 dígitos por correo/)).toBeInTheDocument();
    await user.type(within(section()).getByLabelText('Código del correo'), '654 321');
    await user.click(within(section()).getByRole('button', { name: 'Desactivar' }));
    expect(await within(section()).findByText('Desactivaste la verificación en dos pasos.')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Activar verificación en dos pasos' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/v1/account/two-factor/disable')?.body).toEqual({
      code: '111222',
      emailCode: '654321',
    });
  });

  it('tells operators it is always on, with no way to turn it off', async () => {
    await renderSignedIn(
      makeAccount('Operator'),
      '/profile',
      ({ method, url }) => {
        if (method === 'GET' && url === '/v1/account/two-factor') {
          return { status: 200, body: { ...on, required: true, recoveryCodesLeft: 7 } };
        }
        return undefined;
      },
      'Mi perfil',
    );
    // The section loads after the profile's own data (on demand).
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    expect(await within(section()).findByText(/siempre ingresan con verificación en dos pasos/)).toBeInTheDocument();
    expect(within(section()).getByText('Te quedan 7 códigos de recuperación sin usar.')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
  });

  it('gives operators new recovery codes with the password, shown once, to copy', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkm-np${'qrstuvwxyz'[i]}${'234567abcd'[i]}`);
    const { requests } = await renderSignedIn(
      makeAccount('Operator'),
      '/profile',
      ({ method, url }) => {
        if (method === 'GET' && url === '/v1/account/two-factor') {
          return { status: 200, body: { ...on, required: true, recoveryCodesLeft: 2 } };
        }
        if (method === 'POST' && url === '/v1/account/two-factor/recovery-codes') {
          return { status: 200, body: { recoveryCodes: codes } };
        }
        return undefined;
      },
      'Mi perfil',
    );
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    const user = userEvent.setup();
    await user.click(await within(section()).findByLabelText('Contraseña actual'));
    await user.paste('mi-clave-1');
    await user.click(within(section()).getByRole('button', { name: 'Generar códigos nuevos' }));
    const panel = await within(section()).findByRole('region', { name: 'Códigos de recuperación' });
    expect(within(panel).getByText(/es la única vez que los mostramos/)).toBeInTheDocument();
    for (const code of codes) expect(within(panel).getByText(code)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/v1/account/two-factor/recovery-codes')?.body).toEqual({
      password: 'mi-clave-1',
    });
    await user.click(within(panel).getByRole('button', { name: 'Copiar códigos' }));
    expect(await navigator.clipboard.readText()).toContain(codes[9]);
    expect(within(panel).getByRole('button', { name: 'Descargar códigos' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Ya los guardé' }));
    expect(within(section()).queryByText(codes[0]!)).not.toBeInTheDocument();
  });

  it('groups the secret in blocks of four', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
