import { expect, type Page, test } from '@playwright/test';
import { holdRequests, signIn } from '../helpers';

/** A link's id and token of a real link's shape (made up: the server answers that they are not valid). */
const ID = '3f2c1a9e-0000-4000-8000-000000000001';
const TOKEN = 'Zx8_kq-2LmN0pQrStUvWxYz0123456789abcdefghij';

/**
 * The pages drawn from their build-time snapshot (decision 016): React takes over the snapshot's
 * nodes (hydration) instead of drawing them again. A first render that differs from the snapshot
 * would be redrawn with a recoverable error (React's #418/#419/#423) and a second paint: the heading
 * painted from the HTML must be the same node once the app runs, and no hydration error is reported.
 */
const pages: { url: string; after?: RegExp }[] = [
  { url: '/login' },
  { url: '/resetPassword' },
  { url: '/terminos-condiciones-uso-uy' },
  { url: '/signup?user=1' },
  // Links drawn while the page asks the server about them, then its answer in the same heading.
  { url: `/verified?id=${ID}&token=${TOKEN}`, after: /No se pudo verificar el mail/ },
  { url: `/createUser?patient=${TOKEN}` },
  { url: `/createUser?user=${TOKEN}` },
  // The weekly menu: drawn loading, with the default zone and an empty cart, then the menu.
  { url: '/platos-semanales' },
];

/**
 * Holds the app's code (/boot.js) until `release()`, so that what the HTML alone draws can be checked;
 * collects the page's errors (every console error with `allConsoleErrors`, else hydration errors).
 */
async function holdAppCode(page: Page, { allConsoleErrors = false } = {}) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (allConsoleErrors || /hydrat|#41[89]|#42[35]/i.test(message.text())) problems.push(message.text());
  });
  const release = await holdRequests(page, '**/boot.js');
  return { problems, release };
}

for (const { url, after } of pages) {
  test(`[visitante][primera visita] ${url.split('=')[0]} toma la página del HTML sin volver a dibujarla`, async ({
    page,
  }) => {
    // The app's code waits until the snapshot's heading has been marked.
    const { problems, release } = await holdAppCode(page);
    const response = await page.goto(url, { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);
    const heading = page.locator('#root h1').first();
    await heading.waitFor({ state: 'attached' });
    expect(await page.locator('#root').getAttribute('data-snapshot')).toBe('app');
    await heading.evaluate((element) => element.setAttribute('data-from-html', ''));
    release();

    // The app has run: the snapshot's controls are given back once React has taken the page over.
    await expect(page.locator('[data-snapshot-disabled]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    if (after) await expect(heading).toHaveText(after);
    await expect(page.locator('#root h1[data-from-html]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}

test('[visitante][platos] quien vuelve ve su zona y su carrito guardados, sin error al tomar la página del HTML', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // A zone chosen on an earlier visit (signed out: saved under the empty e-mail).
  await page.addInitScript(() => {
    localStorage.setItem('departments', JSON.stringify({ '': 'Montevideo' }));
    localStorage.setItem('neighborhoods', JSON.stringify({ '': 'Pocitos' }));
  });
  await page.goto('/platos-semanales');
  await expect(page.locator('#root')).toHaveAttribute('data-snapshot', 'app');
  await expect(page.getByText(/Entregamos en\s*Pocitos, Montevideo/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Menú' })).toBeVisible();
  // Its zone is known: the zone dialog stays closed.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A meal in the cart (session storage) is still there after a reload of the snapshot page: read
  // after hydration, never overwritten by the empty cart the snapshot was drawn with.
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const select = card.getByLabel('Día de entrega');
  const day = (await select.locator('option').allTextContents()).find((o) => o !== 'Elegí un día');
  await select.selectOption({ label: day! });
  await card.getByRole('button', { name: 'Agregar' }).click();
  const summary = page.getByRole('complementary', { name: 'Resumen del pedido' });
  await expect(summary.getByText(title).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-snapshot', 'app');
  await expect(summary.getByText(title).first()).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Hacer el pedido' })).toBeEnabled();
  expect(problems).toEqual([]);
});

/** The signed-in pages drawn from the HTML (never hydrated): what the HTML shows, then the app's page. */
const signedInPages = [
  {
    url: '/results',
    painted: /Tus recomendaciones parten de las guías alimentarias/,
    afterwards: (page: Page) => page.getByRole('heading', { level: 1, name: 'María Pérez' }),
  },
  {
    url: '/foods',
    painted: /Casi 300 alimentos calificados según tus resultados/,
    afterwards: (page: Page) => page.getByRole('heading', { level: 2, name: /^Mostrando \d+ de \d+$/ }),
  },
];

for (const { url, painted, afterwards } of signedInPages) {
  test(`[cliente][primera visita] ${url} con sesión se pinta desde el HTML y la app dibuja encima su página`, async ({
    page,
  }) => {
    await signIn(page, 'cliente@demo.uy');
    await expect(page).toHaveURL(/\/home$/);
    // The app's code waits until the snapshot has been seen on screen.
    const { problems, release } = await holdAppCode(page, { allConsoleErrors: true });
    await page.goto(url, { waitUntil: 'commit' });
    // Painted from the HTML: the page's first screen, with no name or data of anyone.
    await expect(page.locator('#root')).toHaveAttribute('data-snapshot', 'session');
    await expect(page.getByText(painted)).toBeVisible();
    await expect(page.getByText('María')).toHaveCount(0);
    release();

    // The app draws the customer's own page over it (never hydrated: no mismatch to recover from).
    await expect(afterwards(page)).toBeVisible();
    await expect(page.locator('[data-snapshot-disabled]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('[visitante][primera visita] /results sin sesión pasa del dibujo del HTML a ingresar', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text())) problems.push(message.text());
  });
  await page.goto('/results');
  await expect(page).toHaveURL(/\/login\?next=%2Fresults$/);
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeEnabled();
  expect(problems).toEqual([]);
});

/**
 * Decision 016: a page drawn from its snapshot paints before the app's code is asked for (boot.js
 * asks once the first paint is reported). A `<link rel="modulepreload">` left in the head broke that
 * (issue 42): the code downloaded beside the first screen, and under Lighthouse Chromium sometimes
 * held the first paint back to its next 1-second tick. Read from the served HTML and from the
 * browser's own timings: no script of the app (/assets/*.js) starts before the first contentful paint.
 */
for (const url of ['/', '/login', '/signup?user=1', '/platos-semanales', `/createUser?patient=${TOKEN}`]) {
  test(`[visitante][primera visita] ${url.split('=')[0]} pinta el HTML antes de pedir el código de la app`, async ({
    page,
  }) => {
    const html = await (await page.request.get(url)).text();
    expect(html).toContain('<script defer src="/boot.js"');
    expect(html.match(/<link rel="modulepreload"[^>]*>/g) ?? []).toEqual([]);

    await page.goto(url);
    // Until the app's entry has been fetched (a page whose snapshot has no control to give back
    // would pass a wait on the controls before boot.js has asked for any code).
    const entry = await page.locator('script[src="/boot.js"]').getAttribute('data-entry');
    expect(entry).toMatch(/^\/assets\/[^/]+\.js$/);
    await page.waitForFunction(
      (src) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === src),
      entry,
    );
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: Math.round(entry.startTime) })),
    }));
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.start < (paint ?? 0))).toEqual([]);
  });
}

// The same rule for every HTML the server hands out (the prerender writes them all through one
// function): each snapshot page, the signed-in snapshots and the app's shell for any other address.
test('[visitante] ninguna página servida pide código de la app desde su HTML', async ({ request }) => {
  const urls = ['/', ...pages.map((p) => p.url), '/results', '/foods', '/dashboard', '/ruta-que-no-existe'];
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.headers()['content-type'], url).toContain('text/html');
    const html = await response.text();
    expect(html, url).toContain('<script defer src="/boot.js"');
    expect(html.match(/<link rel="modulepreload"[^>]*>/g) ?? [], url).toEqual([]);
  }
});

// A snapshot is drawn on the day of the build and React leaves its attributes as they are when it
// takes the page over: a date bound written there (the birth date picker's latest date on /signup)
// went stale on the next day. Every served HTML holds none; the app sets today's once it runs.
test('[visitante] ninguna página servida trae un límite de fecha del día en que se armó', async ({ request }) => {
  const urls = ['/', ...pages.map((p) => p.url), '/results', '/foods', '/dashboard', '/ruta-que-no-existe'];
  for (const url of urls) {
    const html = await (await request.get(url)).text();
    expect(html.match(/\b(min|max)="\d{4}-\d{2}-\d{2}/g) ?? [], url).toEqual([]);
  }
});
