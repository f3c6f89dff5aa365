import type { Account } from '@nutritest/domain';
import { CONSENT_TEXT_VERSION, type ConsentsResponse, type DataExport, messages } from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Handler,
  makeAccount,
  preloadRoutes,
  renderSignedIn as renderWith,
  type StubbedRequest,
} from '../../../../test/signed-in-harness';

// The web project's files share their worker's modules (vite.config.ts, isolate: false): the modules
// this file mocks for are loaded anew, so that its mocks reach them whatever ran before it.
vi.hoisted(() => vi.resetModules());

/** These sections live on the profile: resolve once its h1 shows. */
const renderSignedIn = (account: Account, path: string, handler?: Handler) =>
  renderWith(account, path, handler, 'Mi perfil');

// The PDF renderer is large and needs a real browser: the profile only has to hand its Blob over.
// Mocked where it lives, so the lazy import behind loadResultsPdf() gets the stand-in too.
const { renderResultsPdf } = vi.hoisted(() => ({
  renderResultsPdf: vi.fn(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
}));
vi.mock('../../results/pdf/results-pdf', () => ({ renderResultsPdf }));

// The routes load their pages lazily: loaded once here so the first test does not wait for them.
beforeAll(async () => {
  // The profile's lower sections load on demand too.
  await Promise.all([
    preloadRoutes('/dashboard', '/profile'),
    import('..'),
    import('../../two-factor'),
    import('../../results'),
    import('../../consultations'),
  ]);
}, 30_000);

const saved: { name: string; type: string }[] = [];
beforeEach(() => {
  saved.length = 0;
  renderResultsPdf.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: this.href });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const at = '2026-11-03T13:00:00.000Z';
function consents(shared: boolean, history: ConsentsResponse['history'] = []): ConsentsResponse {
  return {
    geneticData: { granted: true, textVersion: CONSENT_TEXT_VERSION, at },
    shareNutritionist: { granted: shared, textVersion: CONSENT_TEXT_VERSION, at, legacy: false },
    apoeResults: { granted: false, textVersion: null, at: null },
    nutritionist: { firstName: 'Lucía', lastName: 'Fernández' },
    currentTextVersion: CONSENT_TEXT_VERSION,
    history,
  };
}

const emptyExport: DataExport = {
  format: 'nutritest-export-1',
  exportedAt: at,
  notice: 'x',
  account: {
    id: 'acc-1',
    email: 'ana@test.uy',
    role: 'Customer',
    emailConfirmedAt: at,
    createdAt: at,
    twoFactorEnabled: true,
    linkedNutritionist: null,
    company: null,
  },
  profile: null,
  healthAnswers: { pathologies: [], familyHistories: [] },
  consents: [],
  addresses: [],
  kits: [],
  results: [],
  nutritionProfile: null,
  orders: [],
  savedCards: [],
  mealOrders: [],
  consultations: [],
  invitationsReceived: [],
  invitationsSent: [],
  business: null,
  payoutDetails: null,
  resultsAccessLog: [],
};

const report = {
  results: {
    patient: { firstName: 'Ana', lastName: 'Suárez' },
    analysisId: 'an-1',
    referenceId: 'NT-1',
    status: 8,
    items: [],
    missing: [],
  },
  foods: { foods: [], categories: {}, traits: {}, missingTraits: [] },
};

/** Answers the two-factor status (app on) and the step-up code. */
function stepUp({ method, url }: StubbedRequest) {
  if (method === 'GET' && url === '/v1/account/two-factor') {
    return { status: 200, body: { enabled: true, enabledAt: at, required: false } };
  }
  if (method === 'POST' && url === '/v1/account/step-up') {
    return { status: 200, body: { stepUpToken: 'step-up-token', expiresAt: at } };
  }
  return undefined;
}

async function confirmCode(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog');
  await user.type(await within(dialog).findByLabelText('Código de verificación'), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

describe('Mis consentimientos', () => {
  it('shows the signup consent and lets the customer withdraw and grant again sharing with the nutritionist', async () => {
    let shared = true;
    const referer = { publicCode: 'NUTRI1', profile: { firstName: 'Lucía', lastName: 'Fernández' } };
    const { requests } = await renderSignedIn(
      makeAccount('Customer', { referer }),
      '/profile',
      ({ method, url, body }) => {
        if (url !== '/v1/account/consents') return undefined;
        if (method === 'PUT') shared = (body as { granted: boolean }).granted;
        return {
          status: 200,
          body: consents(shared, [
            { kind: 'share_nutritionist', granted: shared, textVersion: CONSENT_TEXT_VERSION, at },
          ]),
        };
      },
    );
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Mis consentimientos' });
    expect(
      await within(section).findByText(
        /Diste tu consentimiento para el tratamiento de tus datos genéticos y de salud el 03\/11\/2026 10:00/,
      ),
    ).toBeVisible();
    const toggle = within(section).getByRole('switch', {
      name: 'Compartir mis resultados genéticos con Lucía Fernández',
    });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(within(section).getByText(/no puede ver tus resultados/)).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ kind: 'share_nutritionist', granted: false });
    expect(within(section).getByRole('list', { name: 'Historial de consentimientos' })).toHaveTextContent(
      'Compartir resultados con tu nutricionista: retirado el 03/11/2026 10:00',
    );

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      kind: 'share_nutritionist',
      granted: true,
    });
  });

  it('tells a company it accepted the terms, never that it consented to health or genetic data (issue 41)', async () => {
    await renderSignedIn(makeAccount('Business'), '/profile', ({ url }) =>
      url === '/v1/account/consents'
        ? {
            status: 200,
            body: {
              ...consents(false, [{ kind: 'terms', granted: true, textVersion: CONSENT_TEXT_VERSION, at }]),
              geneticData: { granted: false, textVersion: null, at: null },
              nutritionist: null,
            },
          }
        : undefined,
    );
    const section = await screen.findByRole('region', { name: 'Mis consentimientos' });
    expect(
      await within(section).findByText(
        `Aceptaste los términos y condiciones el 03/11/2026 10:00 (texto versión ${CONSENT_TEXT_VERSION}).`,
      ),
    ).toBeVisible();
    expect(section).not.toHaveTextContent(/datos genéticos|de salud/);
    expect(within(section).getByRole('list', { name: 'Historial de consentimientos' })).toHaveTextContent(
      'Términos y condiciones: otorgado el 03/11/2026 10:00',
    );
  });
});

describe('Descargar mis datos', () => {
  it('asks for a code once, then downloads the JSON and the results PDF with the same step-up', async () => {
    const fetchSpy = await renderSignedIn(makeAccount('Customer'), '/profile', (request) => {
      const answer = stepUp(request);
      if (answer) return answer;
      if (request.url === '/v1/account/export')
        return {
          status: 200,
          body: { ...emptyExport, results: [{ referenceId: 'NT-1', genotypes: [], traits: [], missing: [] }] },
        };
      if (request.url === '/v1/Analyses/report') return { status: 200, body: report };
      return undefined;
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Descargar mis datos' });
    await user.click(within(section).getByRole('button', { name: 'Descargar mis datos' }));
    await confirmCode(user);

    expect(
      await within(section).findByText(
        /Listo: descargaste nutritest-mis-datos-\d{4}-\d{2}-\d{2}\.json y resultados-nutritest\.pdf/,
      ),
    ).toBeVisible();
    expect(saved.map((s) => s.name)).toEqual([
      expect.stringMatching(/^nutritest-mis-datos-/),
      'resultados-nutritest.pdf',
    ]);
    expect(renderResultsPdf).toHaveBeenCalledTimes(1);
    // One code for both downloads: the same token went with the export and the report.
    const calls = vi
      .mocked(fetch)
      .mock.calls.filter(
        ([url]) => String(url).startsWith('/v1/account/export') || String(url).startsWith('/v1/Analyses/report'),
      );
    expect(calls).toHaveLength(2);
    for (const [, init] of calls) {
      expect(new Headers(init?.headers).get('x-step-up-token')).toBe('step-up-token');
    }
    expect(fetchSpy.requests.filter((r) => r.url === '/v1/account/step-up')).toHaveLength(1);
  });

  it('downloads only the JSON when there are no results, and does nothing when the code is cancelled', async () => {
    await renderSignedIn(makeAccount('Nutritionist'), '/profile', (request) => {
      const answer = stepUp(request);
      if (answer) return answer;
      if (request.url === '/v1/account/export') return { status: 200, body: emptyExport };
      return undefined;
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Descargar mis datos' });
    await user.click(within(section).getByRole('button', { name: 'Descargar mis datos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Descargar mis datos' })).toBeEnabled());
    expect(saved).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Descargar mis datos' }));
    await confirmCode(user);
    expect(await within(section).findByText(/Listo: descargaste nutritest-mis-datos-.*\.json\./)).toBeVisible();
    expect(saved).toHaveLength(1);
    expect(renderResultsPdf).not.toHaveBeenCalled();
  });
});

describe('Eliminar mi cuenta', () => {
  it('explains what goes and stays, asks the password and says the e-mail was sent', async () => {
    const { requests } = await renderSignedIn(makeAccount('Customer'), '/profile', ({ method, url, body }) => {
      if (method !== 'POST' || url !== '/v1/account/deletion') return undefined;
      if ((body as { password: string }).password !== 'clave123') {
        return {
          status: 400,
          body: {
            error: 'VALIDATION',
            message: 'La contraseña no es correcta.',
            fields: { password: 'La contraseña no es correcta.' },
          },
        };
      }
      return {
        status: 202,
        body: { message: 'Te enviamos un correo con el enlace para confirmar la eliminación.', expiresInHours: 24 },
      };
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Eliminar mi cuenta' });
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar mi cuenta' });
    expect(within(dialog).getByText(/tus resultados genéticos, los genotipos/)).toBeVisible();
    expect(within(dialog).getByText(/Guardamos 5 años, sin tu nombre/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Quiero eliminar mi cuenta' }));

    await user.click(within(dialog).getByRole('button', { name: 'Enviarme el enlace' }));
    // The form validates asynchronously: the message comes on a later turn of the event loop.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription(messages.required),
    );
    await user.type(within(dialog).getByLabelText('Contraseña'), 'mala1234');
    await user.click(within(dialog).getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await within(dialog).findByText('La contraseña no es correcta.')).toBeVisible();

    await user.clear(within(dialog).getByLabelText('Contraseña'));
    await user.type(within(dialog).getByLabelText('Contraseña'), 'clave123');
    await user.click(within(dialog).getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Te enviamos un correo');
    expect(requests.filter((r) => r.url === '/v1/account/deletion').at(-1)?.body).toEqual({ password: 'clave123' });
  });

  it('sends nutritionists and companies to support', async () => {
    await renderSignedIn(makeAccount('Business'), '/profile');
    const section = await screen.findByRole('region', { name: 'Eliminar mi cuenta' });
    expect(within(section).queryByRole('button', { name: 'Eliminar mi cuenta' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});
