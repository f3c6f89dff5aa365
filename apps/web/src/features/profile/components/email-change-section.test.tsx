import { emailChangeTexts, messages } from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, renderSignedIn } from '../test-utils';

afterEach(() => vi.unstubAllGlobals());

const expiresAt = '2026-11-27T15:00:00.000Z';

describe('Correo electrónico (issue 22)', () => {
  it('asks for the password, shows where the link went, and cancels the change', async () => {
    let pending: { newEmail: string; expiresAt: string } | null = null;
    const { requests } = await renderSignedIn(makeAccount('Customer'), '/profile', ({ method, url, body }) => {
      if (url !== '/v1/account/email-change') return undefined;
      if (method === 'GET') return { status: 200, body: { pending, codeRequired: false } };
      if (method === 'DELETE') {
        pending = null;
        return { status: 204 };
      }
      const { password, newEmail } = body as { password: string; newEmail: string };
      if (password !== 'clave123') {
        return {
          status: 400,
          body: {
            error: 'VALIDATION',
            message: messages.oldPasswordWrong,
            fields: { password: messages.oldPasswordWrong },
          },
        };
      }
      pending = { newEmail, expiresAt };
      return { status: 202, body: { pending, message: emailChangeTexts.requested(newEmail) } };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cambiar correo' }));
    const form = screen.getByRole('form', { name: 'Cambiar correo electrónico' });
    expect(within(form).queryByLabelText('Código de verificación')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Enviar enlace al correo nuevo' }));
    // The form validates asynchronously: the message comes on a later turn of the event loop.
    await waitFor(() =>
      expect(within(form).getByLabelText('Correo nuevo')).toHaveAccessibleDescription(messages.required),
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(form).getByLabelText('Correo nuevo'));
    await user.paste('nuevo@correo.uy');
    await user.click(within(form).getByLabelText('Contraseña actual'));
    await user.paste('otra-1234');
    await user.click(within(form).getByRole('button', { name: 'Enviar enlace al correo nuevo' }));
    expect(await within(form).findByText(messages.oldPasswordWrong)).toBeVisible();

    await user.clear(within(form).getByLabelText('Contraseña actual'));
    await user.paste('clave123');
    await user.click(within(form).getByRole('button', { name: 'Enviar enlace al correo nuevo' }));
    expect(await screen.findByText('Te enviamos un enlace a nuevo@correo.uy.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      newEmail: 'nuevo@correo.uy',
      password: 'clave123',
    });

    await user.click(screen.getByRole('button', { name: 'Cancelar el cambio' }));
    expect(await screen.findByText('Cancelaste el cambio: tu correo sigue siendo el mismo.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Te enviamos un enlace a nuevo@correo.uy.')).toBeNull());
  });

  it('with two-factor sign-in on, asks for the code too', async () => {
    const { requests } = await renderSignedIn(makeAccount('Business'), '/profile', ({ method, url, body }) => {
      if (url !== '/v1/account/email-change') return undefined;
      if (method === 'GET') return { status: 200, body: { pending: null, codeRequired: true } };
      const { newEmail } = body as { newEmail: string };
      return { status: 202, body: { pending: { newEmail, expiresAt }, message: emailChangeTexts.requested(newEmail) } };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cambiar correo' }));
    const form = screen.getByRole('form', { name: 'Cambiar correo electrónico' });
    await user.click(within(form).getByLabelText('Correo nuevo'));
    await user.paste('empresa@nueva.uy');
    await user.click(within(form).getByLabelText('Contraseña actual'));
    await user.paste('clave123');
    await user.click(within(form).getByLabelText('Código de verificación'));
    await user.paste('123456');
    await user.click(within(form).getByRole('button', { name: 'Enviar enlace al correo nuevo' }));
    expect(await screen.findByText('Te enviamos un enlace a empresa@nueva.uy.')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      newEmail: 'empresa@nueva.uy',
      password: 'clave123',
      code: '123456',
    });
  });
});
