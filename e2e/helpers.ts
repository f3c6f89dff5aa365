import { createHmac } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type axe from 'axe-core';
import { pageTitle } from '../apps/web/src/app/page-titles';

export const DEMO_PASSWORD = 'demo1234';
/** The demo operator's TOTP secret (demo only; README and the server's start banner). */
export const DEMO_OPERATOR_TOTP_SECRET = 'NUTRITESTDEMOOPERATOR2FAONLYDEMO';
/** Accounts the demo seeds with TOTP on, and their secrets. */
const demoTotpSecrets: Record<string, string> = { 'ops@demo.uy': DEMO_OPERATOR_TOTP_SECRET };

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    value = ((value << 5) | alphabet.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (SHA-1, 6 digits) for one 30-second step, as an authenticator app computes it. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 1_000_000).padStart(6, '0');
}

/**
 * The server accepts each step's code once (replay protection), and specs sign the operator in
 * several times, from more than one worker: each step is claimed by creating its marker file
 * exclusively (in the run's data directory, which every run starts empty); a step already claimed
 * means waiting for the next one.
 */
const stepDir = path.resolve(import.meta.dirname, '..', process.env.E2E_DATA_DIR ?? '.data-e2e', 'e2e-totp-steps');
function claimStep(step: number): boolean {
  mkdirSync(stepDir, { recursive: true });
  try {
    closeSync(openSync(path.join(stepDir, String(step)), 'wx'));
    return true;
  } catch {
    return false;
  }
}
async function freshTotpCode(page: Page, secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  let extended = false;
  while (!claimStep(step)) {
    if (!extended) test.info().setTimeout(test.info().timeout + 31_000);
    extended = true;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200);
    step = Math.floor(Date.now() / 30_000);
  }
  return totpCode(secret, step);
}

/**
 * The session of the last complete sign-in of an account with TOTP, kept for the rest of the run
 * (issue 42): each spec that needs the operator used to sign in again and, when the previous spec had
 * spent the current 30-second step, wait for the next one (up to 30 s, eight times per run). Specs that
 * are about operations, not about signing in, reuse the session while the server still accepts it (a
 * spec that signs the operator out or changes its password makes the next one sign in again); the
 * sign-in with its code step itself is still exercised by the first of them and by auth/login.spec.ts
 * (`{ viaForm: true }`).
 */
const totpSessionFile = (email: string) =>
  path.resolve(stepDir, '..', `e2e-session-${email.replace(/[^a-z0-9]/gi, '_')}`);

async function reuseSession(page: Page, email: string): Promise<boolean> {
  let token: string;
  try {
    token = readFileSync(totpSessionFile(email), 'utf8');
  } catch {
    return false;
  }
  const check = await page.request.get('/v1/account', { headers: { authorization: `Bearer ${token}` } });
  if (!check.ok() || ((await check.json()) as { email?: string }).email !== email) return false;
  await openWithSession(page, token, '/dashboard');
  return true;
}

/** Opens `to` with the session `token` stored as the app stores it after a sign-in. */
async function openWithSession(page: Page, token: string, to: string) {
  // An empty page of the app's origin, answered by the browser itself, gives the page the origin's
  // storage without starting the app for nothing. It names its icon: without one the browser asks
  // for /favicon.ico, which the app does not have (an error in the console).
  const blank = '**/e2e-empty-page';
  await page.route(blank, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><link rel="icon" href="data:,"><title>e2e</title>',
    }),
  );
  await page.goto('/e2e-empty-page');
  await page.unroute(blank);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(to);
}

/**
 * Holds every request matching `pattern` until the returned `release()` is called: a page's code or
 * data that has not arrived yet, to check what the page shows meanwhile.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Signs `email` in. Journeys about something else than signing in (most) get the session the
 * quickest way (issue 42, about 0.5 s each): the sign-in request the form sends, then the app opened
 * at /login with that session, where the routing rule sends the account on as after the form.
 * `viaForm` signs in through /login's form as a person does: auth/login.spec.ts, a wrong password,
 * and journeys about a password or an address that has just changed. Accounts with TOTP (the demo
 * operator) reuse the run's last session of that account unless `viaForm`; without one they go
 * through the form and its code step.
 */
/**
 * Records, from the page's first script on, the CSS transitions that start on an element matching
 * `selector` or inside one (their property names): a transition is frames drawn, and a page's start
 * should draw none it does not need (issue 42). Call before `page.goto`; returns the reader.
 */
export async function recordTransitions(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((within) => {
    const runs: string[] = [];
    (window as unknown as { transitionRuns: string[] }).transitionRuns = runs;
    document.addEventListener(
      'transitionrun',
      (event) => {
        if ((event.target as Element).closest?.(within)) runs.push(event.propertyName);
      },
      true,
    );
  }, selector);
  return () => page.evaluate(() => (window as unknown as { transitionRuns: string[] }).transitionRuns);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, { viaForm = false } = {}) {
  const secret = demoTotpSecrets[email];
  if (secret && password === DEMO_PASSWORD && !viaForm && (await reuseSession(page, email))) return;
  if (!secret && !viaForm) {
    const answer = await page.request.post('/v1/account/authenticate', { data: { email, password } });
    const { jwtToken } = (await answer.json()) as { jwtToken?: string };
    expect(jwtToken, `the sign-in of ${email} (HTTP ${answer.status()})`).toBeTruthy();
    await openWithSession(page, jwtToken!, '/login');
    return;
  }
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  if (secret && password === DEMO_PASSWORD) {
    const field = page.getByLabel('Código de verificación');
    await expect(field).toBeVisible();
    await field.fill(await freshTotpCode(page, secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
    const token = await page.waitForFunction(() => localStorage.getItem('token'));
    writeFileSync(totpSessionFile(email), String(await token.jsonValue()));
  }
}

/** Text to match literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * In-app navigation, as a link inside the app makes it (a direct load goes through the routing rule
 * to the role's start page). It waits until the router has drawn the new page, which sets the tab's
 * title, not only until the address has changed: the old page stays on screen while the new one's
 * code loads, and a click on it then is lost when the new page replaces it. The dashboard and
 * /collections both draw the kit wizard; a journey clicked the dashboard's "Envío a domicilio" and
 * waited 10 s for a step that never came (issue 42, CI on busy cores). Navigating while the app is
 * still starting is handled too: the router takes the new address once it runs (checked by hand
 * with every script held back 0.3 and 1.5 s).
 */
export async function navigateInApp(page: Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(to)}$`));
  // A wait for the app, not a speed check (issue 42): on CI's busy cores a start took over 10 s.
  await expect(page).toHaveTitle(pageTitle(to), { timeout: 30_000 });
}

/**
 * axe-core's own minified build of the same version (`axe.source` is the readable build, 1.3 MB): the
 * page compiles 0.58 MB instead for each document it is checked in (issue 42: about 0.29 s against
 * 0.42 s a check in the system Chromium, ~92 checks a run, measured in the journal).
 */
const axeMinifiedSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's results for the page. A page with frames (the card's) goes through AxeBuilder, which runs
 * axe in each frame and merges the results in a blank page it opens for that. A page without frames
 * needs none of that (issue 42: about 0.5 s of each of ~95 checks a run): axe-core, the same version
 * AxeBuilder injects, is put in the page once per document and `axe.run` judges it with the same rules.
 */
async function runAxe(page: Page, options: axe.RunOptions): Promise<axe.AxeResults> {
  if (page.frames().length > 1)
    return new AxeBuilder({ page, axeSource: axeMinifiedSource }).options(options).analyze();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeMinifiedSource);
  return page.evaluate((o) => (window as unknown as { axe: typeof axe }).axe.run(document, o), options);
}

/** No serious or critical accessibility violations (axe, WCAG 2 A/AA rules). */
export async function expectAccessible(page: Page) {
  // Colours are read as drawn: let transitions that end (a menu fading out, a hover colour, a dialog
  // fading in) finish first, so axe does not judge a half-faded frame. Endless ones (spinners) stay.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
    undefined,
    { timeout: 5_000 },
  );
  // Only the violations are read: axe then keeps one node of each rule that passed or could not
  // decide instead of building a selector and an HTML excerpt for every node it checked (its own
  // advice for speed). 20 checks of 12 journeys here, one run each, back to back: 18.7 s → 13.6 s,
  // 18 of the 20 faster (issue 42).
  const results = await runAxe(page, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    resultTypes: ['violations'],
  });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join(', ')}`,
    ),
    'accessibility violations',
  ).toEqual([]);
}

/**
 * An invited person's own data on /createUser: the inviter's form leaves birth date, sex, height and
 * weight empty unless known (issue 41 item 2), so the person fills them; they start empty, never made up.
 */
export async function fillOwnBodyData(
  page: Page,
  data: { birthDate: string; sex: 'Femenino' | 'Masculino'; height: string; weight: string },
) {
  const birthDate = page.getByLabel('Fecha de nacimiento');
  const sex = page.getByLabel('Sexo', { exact: true });
  const height = page.getByLabel('Estatura (cm)');
  const weight = page.getByLabel('Peso (kg)');
  for (const field of [birthDate, sex, height, weight]) await expect(field).toHaveValue('');
  await expect(height).toHaveAttribute('placeholder', 'Ej.: 170');
  await birthDate.fill(data.birthDate);
  await sex.selectOption({ label: data.sex });
  await height.fill(data.height);
  await weight.fill(data.weight);
}
