import { expect, test } from '@playwright/test';
import { expectAccessible } from '../helpers';

// The journeys' accessibility check (helpers.ts) asks axe for its violations only (issue 42): it must
// still find and name them, on a page with one of each kind the journeys rely on it for.
test('[herramientas] el control de accesibilidad de los recorridos encuentra y nombra cada falta', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="es"><title>Prueba</title><body><main>
    <h1>Prueba</h1>
    <p style="color:#bbb;background:#fff">Texto con poco contraste</p>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <button></button>
    <label>Correo <input id="a"></label><input id="b">
  </main></body></html>`);
  const failure = await expectAccessible(page).then(
    () => null,
    (err: Error) => err.message,
  );
  expect(failure).not.toBeNull();
  for (const rule of ['color-contrast', 'image-alt', 'button-name', 'label']) expect(failure).toContain(`${rule}: `);
});

test('[herramientas] el control de accesibilidad acepta una página sin faltas', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="es"><title>Prueba</title><body><main>
    <h1>Prueba</h1><p>Texto legible</p><button>Enviar</button><label>Correo <input></label>
  </main></body></html>`);
  await expectAccessible(page);
});
