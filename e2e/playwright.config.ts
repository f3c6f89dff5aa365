import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
/** A second app on MercadoPago's card API, pointed at the local fake of its API (payments/mercadopago-*.spec.ts). */
export const MP_PORT = Number(process.env.E2E_MP_PORT ?? 3101);
export const mpBaseURL = `http://127.0.0.1:${MP_PORT}`;
const FAKE_MP_PORT = Number(process.env.E2E_FAKE_MP_PORT ?? 3190);
/**
 * `E2E_WEB_BUILT=1` (.ci/run, right after its production build): the web app in apps/web/dist is
 * fresh, so the app starts without building it again (`npm run start:api`), and the MercadoPago app
 * starts beside it instead of after it (issue 42). Without it, or without a build, `npm start` builds
 * first, as a developer's plain `npm run test:e2e` always does.
 */
const webBuilt =
  process.env.E2E_WEB_BUILT === '1' && existsSync(path.join(import.meta.dirname, '..', 'apps/web/dist/index.html'));

/**
 * Debian's `chromium-headless-shell` where it is installed (decision 082): the same Chromium release
 * and engine as the `chromium` package, without the full browser's windowing layers — Playwright's
 * own default for headless Chromium. The journeys are CPU-bound on CI's two cores and take less time
 * in it (issue 42, measured in the decision). Otherwise Debian's `chromium`; `CHROMIUM_PATH` picks another.
 */
const systemChromium = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';

/**
 * Journeys against the app started exactly as `npm start` starts it (build + API serving the web
 * app; CI's build when E2E_WEB_BUILT says it is fresh), on a fresh embedded database with the demo
 * data, in Debian's Chromium: no browser download.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two workers, one spec file each at a time (a file's journeys run in order in one worker): on CI's
  // two cores one worker left a core idle while it waited on the browser and the server (issue 42:
  // the journeys 8.3 min against 10–11.8 min). They share one server and its demo accounts: what a
  // journey counts on a shared account (the demo company's places) stays in one file, the operator's
  // TOTP steps are claimed across workers (helpers.ts), and every journey registers its own people.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Waits for the MercadoPago app, which starts beside the main one (webServer below).
  globalSetup: './global-setup.ts',
  // Fails the run when the server log holds a token, a password or a genotype.
  globalTeardown: './global-teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'es-UY',
    timezoneId: 'America/Montevideo',
    // A failed journey keeps its trace (locally; on CI, its second run's — below) (each action with the page's DOM before and after it, the network,
    // the console) and a screenshot of where it stopped. The trace's film strip (a screenshot of every
    // frame drawn) is left out: recorded for every journey, it made each about 17 % slower on CI's two
    // cores (issue 42: 25 journeys took 188 s without it, 220 s with it, 177 s with no trace at all).
    // On CI, where a failed journey runs once more, the trace is recorded for that second run only
    // (Playwright's 'on-first-retry'): recording every journey's DOM at each action cost about 10 %
    // (issue 42: 20 journeys, medians 211 s → 187 s), and a journey that fails twice still leaves its trace.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // V8 does its garbage collection and compiling on the page's own thread instead of a pool of
        // helper threads: the same JavaScript, less CPU on CI's two shared cores, where the helpers
        // competed with everything else (issue 42: 31 journeys, four runs of each side by side, the
        // renderers' CPU 8 % lower against the servers', lower in each of the four pairs).
        '--js-flags=--single-threaded',
      ],
    },
  },
  projects: [
    // The desktop journeys are about what a page does, and run as someone who asked their system for
    // less motion, which the product honours (decision 092): a page's changes come at once instead of
    // over a few hundred milliseconds of frames, each drawn by a browser that shares CI's two cores
    // with the server (issue 42: 40 journeys took 168–186 s of wall time and 317–352 s of CPU time
    // with motion, 142 s and 266 s without). The journeys about motion itself (the contact button's
    // fades, the zone dialog's fields, the spinner's wait) ask for it back or check it under this
    // setting, and the phone project (the landing pages' first paint) keeps the default.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, reducedMotion: 'reduce' } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/landing/*.spec.ts' },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // The same product on MercadoPago, serving the same build of the web app: started first and
          // not waited for here (no url), so it loads its demo data while the main app starts;
          // global-setup.ts waits for it. Without a build yet, it waits for the main app to make one.
          command: `rm -rf .data-e2e-mp && ${webBuilt ? '' : `node e2e/wait-for.mjs ${baseURL}/readyz && `}npm run start:api`,
          cwd: '..',
          reuseExistingServer: false,
          stdout: 'ignore',
          env: {
            PORT: String(MP_PORT),
            DATA_DIR: '.data-e2e-mp',
            LOG_LEVEL: 'info',
            LOG_FILE: '.data-e2e-mp/api.log',
            DEMO_DATA: '1',
            // Every journey registers from 127.0.0.1: one address signs up far more than 20 people an hour.
            REGISTER_LIMIT_PER_HOUR: '1000',
            PUBLIC_URL: mpBaseURL,
            MP_ACCESS_TOKEN: 'TEST-e2e-access-token',
            MP_PUBLIC_KEY: 'TEST-e2e-public-key',
            MP_WEBHOOK_SECRET: 'e2e-webhook-secret-for-the-fake',
            MP_BASE_URL: `http://127.0.0.1:${FAKE_MP_PORT}`,
            MP_SDK_URL: `http://127.0.0.1:${FAKE_MP_PORT}/js/v2`,
          },
        },
        {
          // The local fake of MercadoPago's REST API and of MercadoPago.js (no network, no account).
          command: 'npx tsx apps/api/test/fake-mercadopago-server.ts',
          cwd: '..',
          url: `http://127.0.0.1:${FAKE_MP_PORT}/js/v2`,
          timeout: 60_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          env: { FAKE_MP_PORT: String(FAKE_MP_PORT) },
        },
        {
          command: `rm -rf .data-e2e && ${webBuilt ? 'npm run start:api' : 'npm start'}`,
          cwd: '..',
          url: `${baseURL}/readyz`,
          timeout: 180_000,
          reuseExistingServer: false,
          // The request log is in .data-e2e/api.log (LOG_FILE); errors still show through stderr.
          stdout: 'ignore',
          // PUBLIC_URL = the address the browser uses: payment pages send the buyer back to it.
          // The log (request lines included) goes to .data-e2e/api.log, which global-teardown.ts
          // searches for tokens, passwords and genotypes once every journey has run.
          env: {
            PORT: String(PORT),
            DATA_DIR: '.data-e2e',
            LOG_LEVEL: 'info',
            LOG_FILE: '.data-e2e/api.log',
            DEMO_DATA: '1',
            // Every journey registers from 127.0.0.1: one address signs up far more than 20 people an hour.
            REGISTER_LIMIT_PER_HOUR: '1000',
            PUBLIC_URL: baseURL,
          },
        },
      ],
});
