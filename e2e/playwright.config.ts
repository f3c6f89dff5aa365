import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

/**
 * Journeys against the app started exactly as `npm start` starts it (build + API serving the web
 * app), on a fresh embedded database with the demo data, in Debian's Chromium: no browser download.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Fails the run when the server log holds a token, a password or a genotype.
  globalTeardown: './global-teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'es-UY',
    timezoneId: 'America/Montevideo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/landing/*.spec.ts' },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'rm -rf .data-e2e && npm start',
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
          PUBLIC_URL: baseURL,
        },
      },
});
