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
