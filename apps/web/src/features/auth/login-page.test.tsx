import { messages } from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderAt, stubApi } from '../../../test/signed-in-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `wxyz-2345-abcd-ef${'ghijkmnpqr'[i]}${'234567abcd'[i]}`);
const enrolment = {
  otpauthUri: 'otpauth://totp/NutriTest:ops%40test.uy?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=NutriTest',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvgDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
};

async function submitPassword(email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('Correo electrónico'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Contraseña'));
  await user.paste('demo1234');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  return user;
}

describe('/login with two-factor sign-in', () => {
  it('asks for the authenticator code after the password and signs in with it', async () => {
    const account = makeAccount('Nutritionist');
    const requests = stubApi(({ method, url }) => {
      if (method === 'POST' && url === '/v1/account/authenticate') {
        return { status: 200, body: { twoFactorRequired: true, challengeToken: 'challenge-1' } };
      }
      if (method === 'POST' && url === '/v1/account/two-factor/verify') {
        return { status: 200, body: { jwtToken: 'session-1', account } };
      }
      if (method === 'GET' && url === '/v1/account') return { status: 200, body: account };
      return undefined;
    });
    renderAt('/login');
    const user = await submitPassword('nutri@test.uy');
    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('El código tiene 6 dígitos.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de verificación'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('session-1'));
    const verify = requests.find((r) => r.url === '/v1/account/two-factor/verify');
    expect(verify?.body).toEqual({ challengeToken: 'challenge-1', code: '123456' });
  });

  it("shows the server's message for a wrong code and lets the person start again", async () => {
    stubApi(({ method, url }) => {
      if (method === 'POST' && url === '/v1/account/authenticate') {
        return { status: 200, body: { twoFactorRequired: true, challengeToken: 'challenge-1' } };
      }
      if (method === 'POST' && url === '/v1/account/two-factor/verify') {
        return {
          status: 400,
          body: { error: 'VALIDATION', message: 'El código no es correcto o ya fue usado.' },
        };
      }
      return undefined;
    });
    renderAt('/login');
    const user = await submitPassword('ana@test.uy');
    await user.type(await screen.findByLabelText('Código de verificación'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto o ya fue usado.');
    await user.click(screen.getByRole('button', { name: 'Volver a ingresar la contraseña' }));
    expect(screen.getByLabelText('Contraseña')).toBeVisible();
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
  });

  it('walks an operator without TOTP through the enrolment before the session', async () => {
    const account = makeAccount('Operator');
    stubApi(({ method, url }) => {
      if (method === 'POST' && url === '/v1/account/authenticate') {
        return { status: 200, body: { twoFactorSetupRequired: true, challengeToken: 'setup-1' } };
      }
      if (method === 'POST' && url === '/v1/account/two-factor/setup') return { status: 200, body: enrolment };
      if (method === 'POST' && url === '/v1/account/two-factor/setup/confirm') {
        return { status: 200, body: { jwtToken: 'session-ops', account, recoveryCodes } };
      }
      if (method === 'GET' && url === '/v1/account') return { status: 200, body: account };
      return undefined;
    });
    renderAt('/login');
    const user = await submitPassword('ops@test.uy');
    expect(await screen.findByRole('heading', { name: 'Activá la verificación en dos pasos' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'Código QR para agregar NutriTest a tu app de autenticación' });
    expect(qr).toHaveAttribute('src', enrolment.qrSvgDataUrl);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de verificación'), '654321');
    await user.click(screen.getByRole('button', { name: 'Activar e ingresar' }));
    // The recovery codes are shown once, before the session starts.
    const panel = await screen.findByRole('region', { name: 'Códigos de recuperación' });
    expect(within(panel).getByText(recoveryCodes[0]!)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Ya los guardé, ingresar' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('session-ops'));
  });

  it('accepts a recovery code instead of the authenticator code', async () => {
    const account = makeAccount('Operator');
    const requests = stubApi(({ method, url }) => {
      if (method === 'POST' && url === '/v1/account/authenticate') {
        return { status: 200, body: { twoFactorRequired: true, challengeToken: 'challenge-1' } };
      }
      if (method === 'POST' && url === '/v1/account/two-factor/verify') {
        return { status: 200, body: { jwtToken: 'session-rc', account } };
      }
      if (method === 'GET' && url === '/v1/account') return { status: 200, body: account };
      return undefined;
    });
    renderAt('/login');
    const user = await submitPassword('ops@test.uy');
    await user.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    await user.type(screen.getByLabelText('Código de recuperación'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Revisá el código de recuperación: son 16 letras y números.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Código de recuperación'));
    await user.type(screen.getByLabelText('Código de recuperación'), 'ABCD-EFGH ijkm-npqr');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('session-rc'));
    const verify = requests.find((r) => r.url === '/v1/account/two-factor/verify');
    expect(verify?.body).toEqual({ challengeToken: 'challenge-1', recoveryCode: 'abcdefghijkmnpqr' });
  });

  it("shows a wrong recovery code's message next to the field", async () => {
    stubApi(({ method, url }) => {
      if (method === 'POST' && url === '/v1/account/authenticate') {
        return { status: 200, body: { twoFactorRequired: true, challengeToken: 'challenge-1' } };
      }
      if (method === 'POST' && url === '/v1/account/two-factor/verify') {
        const text = 'El código de recuperación no es correcto o ya fue usado.';
        return { status: 400, body: { error: 'VALIDATION', message: text, fields: { recoveryCode: text } } };
      }
      return undefined;
    });
    renderAt('/login');
    const user = await submitPassword('ops@test.uy');
    await user.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    await user.type(screen.getByLabelText('Código de recuperación'), 'abcd-efgh-ijkm-npqr');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('El código de recuperación no es correcto o ya fue usado.')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de recuperación')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/login with the e-mailed unlock link (issue 17)', () => {
  it('sends the link token with the password and signs in', async () => {
    const account = makeAccount('Customer');
    const requests = stubApi(({ method, url }) => {
      if (method === 'POST' && url === '/v1/account/authenticate') {
        return { status: 200, body: { jwtToken: 'session-unlock', account } };
      }
      if (method === 'GET' && url === '/v1/account') return { status: 200, body: account };
      return undefined;
    });
    renderAt('/login?unlock=tok-id.secret-part');
    expect(await screen.findByText('Ingresá con tu correo y tu contraseña para desbloquear tu cuenta.')).toBeVisible();
    await submitPassword('ana@test.uy');
    await waitFor(() => expect(localStorage.getItem('token')).toBe('session-unlock'));
    const signIn = requests.find((r) => r.url === '/v1/account/authenticate');
    expect(signIn?.body).toEqual({ email: 'ana@test.uy', password: 'demo1234', unlockToken: 'tok-id.secret-part' });
  });

  it('sends no unlock token without the link, and shows the lock message', async () => {
    const blocked = messages.loginBlocked;
    const requests = stubApi(({ method, url }) =>
      method === 'POST' && url === '/v1/account/authenticate'
        ? { status: 429, body: { error: 'RATE_LIMITED', message: blocked } }
        : undefined,
    );
    renderAt('/login');
    await submitPassword('ana@test.uy');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'te enviamos un correo con un enlace para desbloquearla',
    );
    expect(requests.find((r) => r.url === '/v1/account/authenticate')?.body).toEqual({
      email: 'ana@test.uy',
      password: 'demo1234',
    });
  });
});
