import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

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
 * several times: remember the last step used (in the run's data directory, which every run starts
 * empty) and wait for the next step when it was already spent.
 */
const lastStepFile = path.resolve(import.meta.dirname, '..', process.env.E2E_DATA_DIR ?? '.data-e2e', 'e2e-totp-step');
async function freshTotpCode(page: Page, secret: string): Promise<string> {
  let last = -1;
  try {
    last = Number(readFileSync(lastStepFile, 'utf8')) || -1;
  } catch {
    // First code of the run.
  }
  let step = Math.floor(Date.now() / 30_000);
  if (step <= last) test.info().setTimeout(test.info().timeout + 31_000);
  while (step <= last) {
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200);
    step = Math.floor(Date.now() / 30_000);
  }
  mkdirSync(path.dirname(lastStepFile), { recursive: true });
  writeFileSync(lastStepFile, String(step));
  return totpCode(secret, step);
}

/** Signs in through /login; accounts with TOTP (the demo operator) also pass the code step. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  const secret = demoTotpSecrets[email];
  if (secret && password === DEMO_PASSWORD) {
    const field = page.getByLabel('Código de verificación');
    await expect(field).toBeVisible();
    await field.fill(await freshTotpCode(page, secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
  }
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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
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
