import { messages } from '@nutritest/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload, installFakeUpload } from '../../../../test/fake-upload';
import { makeAccount, renderSignedIn } from '../test-utils';

beforeEach(() => {
  installFakeUpload();
});
afterEach(() => vi.unstubAllGlobals());

const saveOk = ({ method, url }: { method: string; url: string }) =>
  method === 'PUT' && url === '/v1/account' ? { status: 200, body: 'Cuenta editada correctamente' } : undefined;

describe('Mis datos of a company', () => {
  it('uploads the avatar with a progress percentage and a preview, then saves it', async () => {
    const { requests } = await renderSignedIn(makeAccount('Business'), '/profile', saveOk);
    const user = userEvent.setup();
    const file = new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Subir imagen'), file);

    const upload = FakeUpload.last!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/v1/uploads/avatar');
    expect(upload.headers.Authorization).toBe('Bearer tok');
    expect(upload.body?.get('file')).toBe(file);
    expect(screen.getByRole('img', { name: 'Vista previa del logo de Café del Puerto' })).toHaveAttribute(
      'src',
      'blob:preview',
    );

    act(() => upload.progress(42));
    expect(screen.getByRole('status')).toHaveTextContent('42%');
    expect(await screen.findByRole('progressbar', { name: 'Subiendo imagen' })).toHaveAttribute('aria-valuenow', '42');

    act(() => upload.respond(201, { url: '/uploads/avatars/abc.webp' }));
    expect(await screen.findByRole('button', { name: 'Quitar imagen' })).toBeVisible();
    expect(screen.getByRole('img', { name: /Vista previa del logo/ })).toHaveAttribute(
      'src',
      '/uploads/avatars/abc.webp',
    );

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cuenta editada correctamente')).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      business: {
        name: 'Café del Puerto',
        rut: '211234560019',
        businessName: 'Café del Puerto S.A.',
        address: 'Rambla 1234',
        city: 'Montevideo',
        phone: '29001234',
        avatar: '/uploads/avatars/abc.webp',
      },
    });
  });

  it('refuses a file that is too large before sending it, and shows the server upload error', async () => {
    await renderSignedIn(makeAccount('Business'), '/profile', saveOk);
    const user = userEvent.setup();
    const big = new File([new Uint8Array(401 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Subir imagen'), big);
    expect(screen.getByText('La imagen no puede superar los 400 KB.')).toBeVisible();
    expect(FakeUpload.last).toBeNull();

    await user.upload(screen.getByLabelText('Subir imagen'), new File(['x'], 'a.png', { type: 'image/png' }));
    act(() =>
      FakeUpload.last!.respond(400, {
        error: 'VALIDATION',
        message: 'Revisá los datos ingresados.',
        fields: { file: 'El archivo debe ser una imagen (JPG, PNG o WebP).' },
      }),
    );
    expect(await screen.findByText('El archivo debe ser una imagen (JPG, PNG o WebP).')).toBeVisible();
  });

  it('validates the company fields and maps business.rut from the server', async () => {
    await renderSignedIn(makeAccount('Business'), '/profile', ({ method, url }) =>
      method === 'PUT' && url === '/v1/account'
        ? {
            status: 400,
            body: {
              error: 'VALIDATION',
              message: 'Revisá los datos ingresados.',
              fields: { 'business.rut': messages.rutInvalid },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    const phone = screen.getByLabelText('Teléfono');
    await user.clear(phone);
    await user.type(phone, '29-00');
    expect(
      await screen.findByText(
        'Ingresá un teléfono de Uruguay: un celular de 9 dígitos que empiece con 09 (099 123 456) o un fijo de 8 dígitos que empiece con 2 o 4.',
      ),
    ).toBeVisible();
    await user.clear(phone);
    await user.type(phone, '29001234');
    await user.clear(screen.getByLabelText('Razón social'));
    expect(await screen.findByText('El campo es obligatorio.')).toBeVisible();
    await user.type(screen.getByLabelText('Razón social'), 'Café SA');
    // DGI's check digit, on the page: 12 digits with a wrong last one.
    const rut = screen.getByLabelText('RUT');
    await user.clear(rut);
    await user.type(rut, '211234560018');
    expect(await screen.findByText(messages.rutInvalid)).toBeVisible();
    await user.clear(rut);
    await user.type(rut, '211234560019');
    const city = screen.getByLabelText('Ciudad');
    await user.clear(city);
    expect(await screen.findByText('El campo es obligatorio.')).toBeVisible();
    await user.type(city, 'Salto');

    const form = screen.getByRole('form', { name: 'Datos de la empresa' });
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Revisá los datos ingresados.');
    expect(screen.getByLabelText('RUT')).toHaveAccessibleDescription(messages.rutInvalid);
  });
});

describe('the RUT of a company (issue 41 item 3)', () => {
  it('refuses "123" next to the field, and nothing is sent', async () => {
    const { requests } = await renderSignedIn(makeAccount('Business'), '/profile', saveOk);
    const user = userEvent.setup();
    const rut = screen.getByLabelText('RUT');
    await user.clear(rut);
    await user.type(rut, '123');
    await waitFor(() => expect(rut).toHaveAccessibleDescription(messages.rutLength));
    const form = screen.getByRole('form', { name: 'Datos de la empresa' });
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(rut).toHaveAccessibleDescription(messages.rutLength);
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('flags a RUT saved before the check (a company registered earlier) as soon as the page opens', async () => {
    const account = makeAccount('Business');
    account.business = { ...account.business!, rut: '123' };
    await renderSignedIn(account, '/profile', saveOk);
    await waitFor(() => expect(screen.getByLabelText('RUT')).toHaveAccessibleDescription(messages.rutLength));
  });
});

describe('Cupos', () => {
  it('shows the places left and goes to the checkout with the stored amount', async () => {
    const { router } = await renderSignedIn(makeAccount('Business'), '/profile', ({ url }) =>
      url === '/v1/account/kitsavailable' ? { status: 200, body: 3 } : undefined,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Cupos' }));
    expect(await screen.findByText('Cupos restantes: 3')).toBeVisible();

    const quantity = screen.getByLabelText('Cantidad de cupos');
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(await screen.findByText('Formato incorrecto.')).toBeVisible();
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(screen.getByRole('button', { name: 'Comprar' }));

    expect(localStorage.getItem('amount')).toBe('12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?amount=12');
  });
});
