import { CONSENT_TEXT_VERSION, type InvitationView, invitationTexts, messages } from '@nutritest/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Handler,
  makeAccount,
  referenceData,
  renderAt,
  renderSignedIn,
  type StubbedRequest,
  stubApi,
} from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok-1234567890abcdef';

const employeeView: InvitationView = {
  kind: 'employee',
  inviterName: 'Café del Puerto',
  firstName: 'Lucía',
  lastName: 'Gómez',
  email: 'lucia@cafe.uy',
  profile: { height: 160, mobile: '099111222', pathologies: [2] },
  expiresAt: '2026-12-01T12:00:00Z',
};

const newCustomer = makeAccount('Customer', {
  id: 'acc-new',
  email: 'lucia@cafe.uy',
});

/** A visitor opening the e-mailed link: only `fetch` is stubbed. */
function openLink(path: string, handler: Handler) {
  const requests = stubApi((request) => {
    if (request.method === 'GET' && request.url === '/v1/reference') return { status: 200, body: referenceData };
    return handler(request);
  });
  const router = renderAt(path);
  return { requests, router };
}

const employeeApi =
  (accept: (request: StubbedRequest) => { status: number; body?: unknown }): Handler =>
  (request) => {
    if (request.method === 'GET' && request.url === `/v1/Account/fromBusiness?userdata=${TOKEN}`) {
      return { status: 200, body: employeeView };
    }
    if (request.method === 'POST' && request.url === '/v1/account/invitations/accept') return accept(request);
    if (request.method === 'GET' && request.url === '/v1/account') return { status: 200, body: newCustomer };
    return undefined;
  };

/** Fills a field in one paste (it keeps the focus after the click or the clear): the values matter, not the keystrokes. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function setPasswords(user: ReturnType<typeof userEvent.setup>, password: string, repeat = password) {
  await user.clear(screen.getByLabelText('Contraseña'));
  await user.paste(password);
  await user.clear(screen.getByLabelText('Repetir contraseña'));
  await user.paste(repeat);
}

/** What the company could not know, filled by Lucía herself. */
async function completeOwnData(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText('Peso (kg)'), '57');
  fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '1994-08-02' } });
  await user.selectOptions(screen.getByLabelText('Sexo'), 'Femenino');
}

describe('/createUser?user=<token>: an employee invited by a company', () => {
  it('pre-fills what the company entered, checks the passwords, accepts and signs in', async () => {
    const { requests, router } = openLink(
      `/createUser?user=${TOKEN}`,
      employeeApi(() => ({ status: 200, body: { jwtToken: 'jwt-new', account: newCustomer } })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Cargar datos personales' })).toBeVisible();
    expect(await screen.findByText(/Te invitó Café del Puerto/)).toBeVisible();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
    expect(screen.getByLabelText('Apellido')).toHaveValue('Gómez');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('lucia@cafe.uy');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Estatura (cm)')).toHaveValue(160);
    // What the company did not enter is hers to fill: nothing made up (issue 41 item 2).
    expect(screen.getByLabelText('Peso (kg)')).toHaveValue(null);
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('');
    expect(screen.getByLabelText('Sexo')).toHaveValue('');
    expect(screen.getByLabelText('Celular')).toHaveValue('099111222');
    expect(await screen.findByRole('checkbox', { name: 'Diabetes' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirmar datos' }));
    // The validation code loads on its own (lazy resolver): the messages come once it has run.
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(messages.required));
    for (const label of ['Peso (kg)', 'Fecha de nacimiento', 'Sexo']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(messages.required);
    }
    await setPasswords(user, 'abcdef');
    await waitFor(() => expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(messages.passwordRule));
    await setPasswords(user, 'abcde1', 'abcde2');
    await waitFor(() =>
      expect(screen.getByLabelText('Repetir contraseña')).toHaveAccessibleDescription(messages.passwordsDiffer),
    );
    const terms = screen.getByRole('checkbox', { name: /Acepto los términos/ });
    expect(terms).toHaveAccessibleDescription(new RegExp(messages.termsRequired));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await completeOwnData(user);
    await setPasswords(user, 'abcde1');
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Confirmar datos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('jwt-new');
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      token: TOKEN,
      profile: {
        firstName: 'Lucía',
        lastName: 'Gómez',
        birthDate: '1994-08-02',
        gender: 1,
        height: 160,
        weight: 57,
        mobile: '099111222',
        pathologies: [2],
        familyHistories: [],
      },
      password: 'abcde1',
      acceptTerms: true,
      termsVersion: CONSENT_TEXT_VERSION,
    });
  });

  it("shows the server's message when the company has no places left", async () => {
    openLink(
      `/createUser?user=${TOKEN}`,
      employeeApi(() => ({ status: 409, body: { error: 'CONFLICT', message: invitationTexts.noPlacesLeft } })),
    );
    await screen.findByText(/Te invitó Café del Puerto/);
    const user = userEvent.setup();
    await completeOwnData(user);
    await setPasswords(user, 'abcde1');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar datos' }));
    const form = screen.getByRole('form', { name: 'Datos personales' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(invitationTexts.noPlacesLeft);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('/createUser?patient=<token>: a patient invited by a nutritionist', () => {
  it('reads the invitation from fromNutritionist/{token}', async () => {
    const { requests } = openLink(`/createUser?patient=${TOKEN}`, (request) =>
      request.url === `/v1/account/fromNutritionist/${TOKEN}`
        ? { status: 200, body: { ...employeeView, kind: 'patient', inviterName: 'Ana Suárez', profile: null } }
        : undefined,
    );
    expect(await screen.findByText(/Te invitó Ana Suárez/)).toBeVisible();
    expect(screen.getByLabelText('Estatura (cm)')).toHaveValue(null);
    expect(requests.map((r) => r.url)).toContain(`/v1/account/fromNutritionist/${TOKEN}`);
  });

  it('says the link expired when the server no longer knows it', async () => {
    openLink(`/createUser?patient=${TOKEN}`, () => ({
      status: 404,
      body: { error: 'NOT_FOUND', message: invitationTexts.expired },
    }));
    expect(await screen.findByText(invitationTexts.expired)).toBeVisible();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});

describe('/createUser?invitar=…: a nutritionist or a company loads all the data', () => {
  const sent = { status: 200, body: { invitation: { id: 'i1' }, message: invitationTexts.sent } };

  async function fillPerson(user: ReturnType<typeof userEvent.setup>, email: string) {
    await fill(user, await screen.findByLabelText('Nombre'), 'Lucía');
    await fill(user, screen.getByLabelText('Apellido'), 'Gómez');
    await fill(user, screen.getByLabelText('Correo electrónico'), email);
  }

  it('?invitar=paciente posts fromNutritionist and goes back to the dashboard with the banner', async () => {
    const { requests, router } = await renderSignedIn(
      makeAccount('Nutritionist'),
      '/createUser?invitar=paciente',
      ({ method, url, body }) => {
        if (method === 'POST' && url === '/v1/account/fromNutritionist') {
          if ((body as { newAccountInfo: { email: string } }).newAccountInfo.email === 'ana@test.uy') {
            return {
              status: 409,
              body: {
                error: 'CONFLICT',
                message: messages.emailAlreadyLoaded,
                fields: { 'newAccountInfo.email': messages.emailAlreadyLoaded },
              },
            };
          }
          return {
            status: 200,
            body: {
              invitation: {
                id: 'i1',
                firstName: 'Lucía',
                lastName: 'Gómez',
                email: 'lucia@test.uy',
                status: 'pending',
                createdAt: '2026-11-01T12:00:00Z',
                expiresAt: '2026-12-01T12:00:00Z',
              },
              message: invitationTexts.sent,
            },
          };
        }
        if (method === 'GET' && (url === '/v1/account/patients' || url === '/v1/account/invitations')) {
          return { status: 200, body: [] };
        }
        return undefined;
      },
    );
    const email = await screen.findByLabelText('Correo electrónico');
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await fillPerson(user, 'ana@test.uy');
    await user.click(screen.getByRole('button', { name: 'Confirmar datos' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.emailAlreadyLoaded));
    expect(router.state.location.pathname).toBe('/createUser');

    await user.clear(email);
    await user.paste('lucia@test.uy');
    await user.click(screen.getByRole('button', { name: 'Confirmar datos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText(invitationTexts.sent)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST').at(-1)!.body).toEqual({
      accountId: 'acc-1',
      newAccountInfo: {
        firstName: 'Lucía',
        lastName: 'Gómez',
        email: 'lucia@test.uy',
        // Left empty by the nutritionist: the patient fills them on accepting (issue 41 item 2).
        profile: {
          mobile: null,
          pathologies: [],
          familyHistories: [],
        },
      },
    });
  });

  it('?invitar=empleado posts fromBusiness and shows a failure inline', async () => {
    const { requests, router } = await renderSignedIn(
      makeAccount('Business'),
      '/createUser?invitar=empleado',
      ({ method, url }) =>
        method === 'POST' && url === '/v1/Account/fromBusiness'
          ? { status: 409, body: { error: 'CONFLICT', message: invitationTexts.noKits } }
          : method === 'POST'
            ? sent
            : undefined,
    );
    const user = userEvent.setup();
    await fillPerson(user, 'lucia@cafe.uy');
    await user.click(screen.getByRole('button', { name: 'Confirmar datos' }));
    const form = screen.getByRole('form', { name: 'Datos personales' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(invitationTexts.noKits);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/v1/Account/fromBusiness']);

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
