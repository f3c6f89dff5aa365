import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * A new customer without a kit, registered through the API (the signup journey has its own tests),
 * on whichever app `request` points at. Answers the e-mail.
 */
export async function registerCustomer(
  request: APIRequestContext,
  tag: string,
  { password, firstName, lastName }: { password: string; firstName: string; lastName: string },
) {
  const email = `${tag}.${Date.now()}@e2e.uy`;
  const created = await request.post('/v1/account', {
    data: {
      account: {
        role: 'Customer',
        email,
        profile: {
          firstName,
          lastName,
          birthDate: '1990-01-01',
          gender: 0,
          height: 170,
          weight: 70,
          mobile: null,
          pathologies: [],
          familyHistories: [],
        },
      },
      password,
      // The terms box of the signup form and the version of its consent text (issue 11).
      acceptTerms: true,
      termsVersion: '2026-11',
    },
  });
  expect(created.status()).toBe(201);
  return email;
}

/** Collects the page's console errors (a journey ends expecting none). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/**
 * A new customer who already paid a kit, all through the API (registration, the sandbox's approved
 * card, the purchase): the e-mail, the bearer headers and the kit's reference.
 */
export async function customerWithKitBought(
  request: APIRequestContext,
  baseURL: string,
  person: { tag: string; password: string; firstName: string; lastName: string },
) {
  const email = await registerCustomer(request, person.tag, person);
  const auth = await request.post('/v1/account/authenticate', { data: { email, password: person.password } });
  expect(auth.ok()).toBe(true);
  const { jwtToken } = (await auth.json()) as { jwtToken: string };
  const headers = { Authorization: `Bearer ${jwtToken}` };

  const origin = new URL(baseURL).origin;
  // A browser sends its Origin; the server accepts it (or the configured public URL) as the redirect origin.
  const opened = await request.post('/v1/instruments', {
    headers: { ...headers, Origin: origin },
    data: { redirectOrigin: origin },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const session = new URL(await opened.text(), origin).searchParams.get('session');
  const card = await request.post('/sandbox/card', {
    data: {
      session,
      number: '4509953566233704',
      holderName: `${person.firstName} ${person.lastName}`,
      expiry: '12/39',
      cvv: '123',
    },
  });
  expect(card.status(), await card.text()).toBe(201);
  const { instrument } = (await card.json()) as { instrument: { instrumentToken: string } };

  const bought = await request.post('/v1/analyses', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { analysisAmount: 1, instrumentToken: instrument.instrumentToken, installments: 1 },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  const analysis = (await bought.json()) as { referenceId: string };
  return { email, headers, referenceId: analysis.referenceId };
}
