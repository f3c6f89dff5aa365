import { CONSENT_TEXT_VERSION, messages } from '@nutritest/domain';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload, installFakeUpload } from '../../../../test/fake-upload';
import { baseAnswers, renderAt, type StubCall, stubApi } from '../test-helpers';

afterEach(() => vi.unstubAllGlobals());

const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** The avatar upload's request, once the page has sent it (the test then plays the server). */
async function sentUpload() {
  await waitFor(() => expect(FakeUpload.last).not.toBeNull());
  return FakeUpload.last!;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', { type: 'image/png' });
const fileInput = () => screen.getByLabelText('Logo de la empresa (opcional)', { selector: 'input' });

function answers(call: StubCall) {
  if (call.method === 'POST' && call.path === '/v1/account')
    return { status: 201, text: 'Usuario registrado correctamente' };
  return baseAnswers(call);
}

async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Crear cuenta de empresa' }));
  await screen.findByRole('heading', { name: 'Datos de la empresa' });
}

/** Fills an empty field in one paste: these tests are about the values, not the keystrokes (cheaper in jsdom). */
async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function fillForm(user: UserEvent) {
  await fill(user, field('Nombre de la empresa'), 'Acme');
  await fill(user, field('Razón social'), 'Acme S.A.');
  await fill(user, field('RUT'), '211234560019');
  await fill(user, field('Teléfono'), '29001234');
  await fill(user, field('Dirección'), 'Av. Italia 1234');
  await fill(user, field('Ciudad'), 'Montevideo');
  await fill(user, field('Correo electrónico'), 'rrhh@acme.uy');
  await fill(user, field(/^Contraseña/), 'clave123');
  await fill(user, field('Repetir contraseña'), 'clave123');
  await user.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
}

describe('company signup', () => {
  it('welcomes with three benefits and the sales presentation', async () => {
    stubApi(answers);
    renderAt('/signup?user=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'NutriTest para empresas' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const download = screen.getByRole('link', { name: 'Descargar presentación (PDF)' });
    expect(download).toHaveAttribute('href', '/presentacion-empresas-nutritest.pdf');
    expect(download).toHaveAttribute('download');
  });

  it('validates the form with the messages of doc 1 §5', async () => {
    stubApi(answers);
    renderAt('/signup?user=3');
    const user = userEvent.setup();
    await openForm(user);
    await user.type(field('RUT'), '12a');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    // The form validates asynchronously: its messages are drawn on a later turn.
    await waitFor(() => expect(field('Nombre de la empresa')).toHaveAccessibleDescription(messages.required));
    expect(field('Razón social')).toHaveAccessibleDescription(messages.required);
    expect(field('Dirección')).toHaveAccessibleDescription(messages.required);
    expect(field('Ciudad')).toHaveAccessibleDescription(messages.required);
    expect(field('RUT')).toHaveAccessibleDescription(messages.rutLength);
    expect(field('Teléfono')).toHaveAccessibleDescription(messages.required);
    expect(field('Correo electrónico')).toHaveAccessibleDescription(messages.required);
    expect(field(/^Contraseña/)).toHaveAccessibleDescription(messages.required);
  });

  it('shows the avatar hint and the server error next to the avatar field', async () => {
    stubApi(answers);
    installFakeUpload();
    renderAt('/signup?user=3');
    const user = userEvent.setup();
    await openForm(user);
    expect(screen.getByText('Recomendado 400x400 px, máximo 400 KB')).toBeInTheDocument();
    await user.upload(fileInput(), png());
    const upload = await sentUpload();
    act(() =>
      upload.respond(400, {
        error: 'VALIDATION',
        message: messages.validation,
        fields: { file: messages.imageOnly },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.imageOnly);
    expect(screen.queryByRole('img', { name: 'Vista previa del logo' })).toBeNull();
  });

  it('refuses an image over 400 KB without uploading it', async () => {
    stubApi(answers);
    installFakeUpload();
    renderAt('/signup?user=3');
    const user = userEvent.setup();
    await openForm(user);
    const big = new File([new Uint8Array(401 * 1024)], 'grande.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.imageTooLarge);
    expect(FakeUpload.last).toBeNull();
  });

  it('uploads the avatar with progress, registers with its URL and shows the e-mail sent step', async () => {
    const calls = stubApi(answers);
    installFakeUpload();
    renderAt('/signup?user=3');
    const user = userEvent.setup();
    await openForm(user);
    await fillForm(user);
    await user.upload(fileInput(), png());
    // The test plays the server: half the file sent, then the answer.
    const upload = await sentUpload();
    act(() => upload.progress(50));
    expect(await screen.findByText('Subiendo imagen… 50%')).toBeInTheDocument();
    act(() => upload.respond(201, { url: '/uploads/avatars/abc.webp' }));
    expect(await screen.findByRole('img', { name: 'Vista previa del logo' })).toHaveAttribute(
      'src',
      '/uploads/avatars/abc.webp',
    );
    expect((upload.body?.get('file') as File | undefined)?.name).toBe('logo.png');

    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Revisá tu correo' })).toBeInTheDocument();
    expect(screen.getByText('rrhh@acme.uy', { selector: 'strong' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/v1/account')?.body).toEqual({
      account: {
        role: 'Business',
        email: 'rrhh@acme.uy',
        business: {
          name: 'Acme',
          rut: '211234560019',
          businessName: 'Acme S.A.',
          address: 'Av. Italia 1234',
          city: 'Montevideo',
          phone: '29001234',
          avatar: '/uploads/avatars/abc.webp',
        },
      },
      password: 'clave123',
      // The terms box and the version of the consent text shown, recorded by the server.
      acceptTerms: true,
      termsVersion: CONSENT_TEXT_VERSION,
    });
  });

  it('maps server field errors (account.business.rut) onto the form', async () => {
    stubApi((call) =>
      call.method === 'POST' && call.path === '/v1/account'
        ? {
            status: 400,
            body: {
              error: 'VALIDATION',
              message: messages.validation,
              fields: { 'account.business.rut': messages.rutInvalid, 'account.email': messages.emailTaken },
            },
          }
        : answers(call),
    );
    renderAt('/signup?user=3');
    const user = userEvent.setup();
    await openForm(user);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(field('RUT')).toHaveAccessibleDescription(messages.rutInvalid));
    expect(field('Correo electrónico')).toHaveAccessibleDescription(messages.emailTaken);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.validation);
  });
});

describe('company signup, a reload (issue 41 item 12)', () => {
  it('opens the form again with what was typed, without the passwords or the terms box', async () => {
    stubApi(answers);
    renderAt('/signup?user=3');
    const user = userEvent.setup();
    await openForm(user);
    await fillForm(user);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('clave123');

    cleanup();
    renderAt('/signup?user=3');
    expect(await screen.findByRole('status')).toHaveTextContent('Recuperamos lo que habías escrito.');
    expect(field('Nombre de la empresa')).toHaveValue('Acme');
    expect(field('RUT')).toHaveValue('211234560019');
    expect(field('Ciudad')).toHaveValue('Montevideo');
    expect(field('Correo electrónico')).toHaveValue('rrhh@acme.uy');
    expect(field(/^Contraseña/)).toHaveValue('');
    expect(field('Repetir contraseña')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ })).not.toBeChecked();
  });
});

describe('company signup, the terms box (issue 41 item 12)', () => {
  it('asks a company to accept the terms, not to consent to health or genetic data it does not give', async () => {
    stubApi(answers);
    renderAt('/signup?user=3');
    await openForm(userEvent.setup());
    const terms = screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ });
    expect(terms).not.toHaveAccessibleDescription(/datos de salud|genéticos/);
    expect(screen.queryByText(/datos de salud y genéticos/)).toBeNull();
  });
});
