import { CONSENT_TEXT_VERSION, privacyTexts } from '@nutritest/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const consents = {
  geneticData: { granted: true, textVersion: CONSENT_TEXT_VERSION, at: '2026-11-03T13:00:00.000Z' },
  shareNutritionist: { granted: false, textVersion: null, at: null, legacy: false },
  apoeResults: { granted: false, textVersion: null, at: null },
  nutritionist: null,
  currentTextVersion: CONSENT_TEXT_VERSION,
  history: [],
};

describe('/results: the APOE opt-in card', () => {
  it('is on the customer results page, with what may be learned', async () => {
    stubApi('Customer', { '/v1/account/consents': { status: 200, body: consents } });
    await renderAt('/results');
    const card = await screen.findByRole('region', { name: privacyTexts.apoeTitle }, { timeout: 20_000 });
    expect(within(card).getByText(privacyTexts.apoeExplanation)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Mostrar mis resultados de APOE' })).toBeDisabled();
  });
});
