import { formatMoney } from '@nutritest/domain';
import { html } from '../../platform/html';

/**
 * The sandbox checkout's hosted page: what is being paid (its heading names the product: meals or a
 * consultation, issue 19) and three outcomes, like a provider's test checkout.
 */
export function renderCheckoutPage(opts: {
  preferenceId: string;
  title: string;
  amountCents: number;
  nonce: string;
  error?: string;
}): string {
  const body = opts.error
    ? html`<p role="alert">${opts.error}</p>`
    : html`<p class="amount">Total: <strong>${formatMoney(opts.amountCents, 'UYU')}</strong></p>
  <p class="note">Pasarela de prueba de NutriTest: no se cobra dinero real. Elegí cómo termina el pago.</p>
  <div class="actions">
    <button type="button" data-outcome="approved">Pagar (aprobado)</button>
    <button type="button" data-outcome="rejected" class="secondary">Simular pago rechazado</button>
    <button type="button" data-outcome="pending" class="secondary">Dejar pendiente</button>
  </div>
  <p id="status" role="status" aria-live="polite"></p>`;
  return html`<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pago de prueba · NutriTest</title>
<style>
  body { font-family: system-ui, sans-serif; color: #2d2a3e; background: #f7f6fc; margin: 0; padding: 24px; }
  main { max-width: 480px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .amount { font-size: 1.2rem; }
  .note { color: #5d5a70; font-size: .9rem; }
  .actions { display: grid; gap: 12px; margin-top: 16px; }
  button { font: inherit; font-weight: 700; padding: 12px 16px; border-radius: 999px; border: 2px solid #6f58dc; background: #6f58dc; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #5a45c4; }
  button:disabled { opacity: .6; cursor: wait; }
</style>
</head>
<body>
<main>
  <h1>${opts.error || !opts.title ? 'Pago de prueba' : `Pago: ${opts.title}`}</h1>
  ${body}
</main>
<script nonce="${opts.nonce}">
  const status = document.getElementById('status');
  for (const button of document.querySelectorAll('button[data-outcome]')) {
    button.addEventListener('click', async () => {
      for (const b of document.querySelectorAll('button')) b.disabled = true;
      status.textContent = 'Procesando el pago...';
      try {
        const res = await fetch(location.pathname, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ outcome: button.dataset.outcome }),
        });
        const data = await res.json();
        if (!res.ok) throw new Error(data.message);
        location.assign(data.redirectUrl);
      } catch (err) {
        status.textContent = (err && err.message) || 'No pudimos procesar el pago. Probá de nuevo.';
        for (const b of document.querySelectorAll('button')) b.disabled = false;
      }
    });
  }
</script>
</body>
</html>`.toString();
}
