import type { Account } from '@nutritest/domain';
import { CONSENT_TEXT_VERSION, type ConsentsResponse, privacyTexts } from '@nutritest/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Handler,
  makeAccount,
  preloadRoutes,
  renderSignedIn as renderWith,
} from '../../../../test/signed-in-harness';

/** These sections live on the profile: resolve once its h1 shows. */
const renderSignedIn = (account: Account, path: string, handler?: Handler) =>
  renderWith(account, path, handler, 'Mi perfil');

beforeAll(async () => {
  await Promise.all([preloadRoutes('/dashboard', '/profile'), import('..')]);
}, 30_000);

const at = '2026-11-03T13:00:00.000Z';
function consents(apoe: boolean): ConsentsResponse {
  return {
    geneticData: { granted: true, textVersion: CONSENT_TEXT_VERSION, at },
    shareNutritionist: { granted: false, textVersion: null, at: null, legacy: false },
    apoeResults: apoe
      ? { granted: true, textVersion: CONSENT_TEXT_VERSION, at }
      : { granted: false, textVersion: null, at: null },
    nutritionist: null,
    currentTextVersion: CONSENT_TEXT_VERSION,
    history: [],
  };
}

describe('APOE opt-in card (profile)', () => {
  it('explains what may be learned, asks for an explicit tick, then lets the customer hide it again', async () => {
    let apoe = false;
    const { requests } = await renderSignedIn(makeAccount('Customer'), '/profile', ({ method, url, body }) => {
      if (url !== '/v1/account/consents') return undefined;
      if (method === 'PUT') apoe = (body as { granted: boolean }).granted;
      return { status: 200, body: consents(apoe) };
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: privacyTexts.apoeTitle });
    expect(within(card).getByText(/variante ε4.*Alzheimer/)).toBeVisible();
    expect(within(card).getByRole('status')).toHaveTextContent(privacyTexts.apoeHidden);

    const show = within(card).getByRole('button', { name: 'Mostrar mis resultados de APOE' });
    expect(show).toBeDisabled();
    await user.click(within(card).getByRole('checkbox', { name: privacyTexts.apoeConsent }));
    await user.click(show);
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(privacyTexts.apoeGranted));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { kind: 'apoe_results', granted: true },
    ]);

    await user.click(within(card).getByRole('button', { name: 'Ocultar mis resultados de APOE' }));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(privacyTexts.apoeHidden));
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ kind: 'apoe_results', granted: false });
  });

  it('is not shown to a nutritionist', async () => {
    await renderSignedIn(makeAccount('Nutritionist'), '/profile', ({ url }) =>
      url === '/v1/account/consents' ? { status: 200, body: consents(false) } : undefined,
    );
    await screen.findByRole('heading', { name: 'Mi perfil' });
    expect(screen.queryByRole('region', { name: privacyTexts.apoeTitle })).toBeNull();
  });
});
