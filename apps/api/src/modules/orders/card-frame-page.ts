import { html } from '../../platform/html';

/**
 * Our 700x700 card frame when the kit is paid through MercadoPago. It hosts the provider's own
 * fields (the card data never touches our pages or servers):
 *
 * - mode `add`: the Card Payment Brick collects a new card and answers a one-time token, which our
 *   server saves to the buyer's MercadoPago customer (POST /pay/card);
 * - mode `cvv`: a saved card's security code, typed again in the provider's secure field, becomes a
 *   one-time token for the purchase that follows (POST /pay/card/security).
 *
 * - mode `challenge`: the buyer's bank's 3-D Secure page in a box of at least 600×500 (MercadoPago's
 *   minimum), `creq` posted to it; done when the challenge frame itself says `{ status: 'COMPLETE' }`,
 *   from whatever origin it ended on (the bank's, MercadoPago's), never from another window.
 *
 * Then, like the sandbox's card page, it tells the parent what happened with postMessage to the exact
 * parent origin (instrumentAdded / errorOccurred) and sends the frame to the app's /redirect page.
 * MercadoPago's security.js (device fingerprint) loads first: its MP_DEVICE_SESSION_ID is posted with the
 * security-code token and sent with the charge. The Brick's non-critical errors (things it recovers
 * from) are logged, never shown as a failure. Every value is escaped; the script reads its inputs from
 * the data-* attributes of <main>. No nonce: MercadoPago.js writes inline scripts (see the route's CSP).
 */
export function renderCardFramePage(opts: {
  mode: 'add' | 'cvv' | 'challenge';
  session: string;
  redirectOrigin: string | null;
  sdkUrl: string;
  /** MercadoPago's device fingerprint script. */
  securityUrl: string;
  /** How long the buyer has to finish a 3-D Secure challenge (said on the page). */
  challengeMinutes: number;
  publicKey: string;
  /** What the Brick shows as the amount (the kit's price, in the currency's units). */
  amount: string;
  card?: { providerCardId: string; masked: string; brandLabel: string };
  /** mode `challenge`: the buyer's bank's 3-D Secure page, where `creq` is posted. */
  challenge?: { url: string; creq: string };
  error?: string;
}): string {
  const titles = { add: 'Agregar tarjeta', cvv: 'Código de seguridad', challenge: 'Confirmación de tu banco' };
  return html`<!doctype html>
<html lang="es-UY"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${titles[opts.mode]} · Mercado Pago</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:Segoe UI,Arial,sans-serif;color:#2d2a3e;background:#fff}
main{max-width:520px;margin:0 auto;padding:24px}
main.challenge{max-width:640px;padding:12px 16px}
#challenge{display:block;width:600px;max-width:100%;height:500px;border:1px solid #bdb8d6;border-radius:10px}
h1{font-size:20px;margin:0 0 4px}p.sub{margin:0 0 16px;color:#5d5a70;font-size:14px}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
.field{height:48px;padding:0 12px;border:1px solid #bdb8d6;border-radius:10px}
.err{color:#b3261e;font-size:13px;min-height:18px;margin-top:6px}
button{margin-top:22px;width:100%;padding:14px;border:0;border-radius:999px;background:#5a45c4;color:#fff;font-weight:700;font-size:16px;cursor:pointer}
button[disabled]{opacity:.6;cursor:wait}
.note{margin-top:18px;font-size:12px;color:#5d5a70;line-height:1.5}
</style></head>
<body><main id="page" class="${opts.mode}" data-mode="${opts.mode}" data-target="${opts.redirectOrigin ?? ''}" data-session="${opts.session}" data-error="${opts.error ?? ''}" data-public-key="${opts.publicKey}" data-amount="${opts.amount}" data-card-id="${opts.card?.providerCardId ?? ''}">
${
  opts.error
    ? html`<h1>No pudimos abrir el pago</h1><p class="err" role="alert">${opts.error}</p>`
    : opts.mode === 'challenge' && opts.challenge
      ? html`<h1>Confirmá el pago con tu banco</h1>
<p class="sub">Tu banco pide confirmar que sos vos. Seguí sus pasos en este recuadro; al terminar, volvés al pago. Tenés ${String(opts.challengeMinutes)} minutos: después cancelamos el intento sin cobrarte.</p>
<iframe name="challenge" id="challenge" title="Verificación de tu banco" width="600" height="500"></iframe>
<form id="creq" method="post" action="${opts.challenge.url}" target="challenge"><input type="hidden" name="creq" value="${opts.challenge.creq}"></form>`
      : opts.mode === 'add'
        ? html`<h1>Agregá tu tarjeta</h1>
<p class="sub">Aceptamos Visa, Mastercard y OCA. Los datos de la tarjeta los recibe Mercado Pago, no NutriTest.</p>
<div id="brick"></div>
<p class="err" id="form-err" role="alert"></p>`
        : html`<h1>Confirmá tu tarjeta</h1>
<p class="sub">Para pagar con tu ${opts.card?.brandLabel ?? 'tarjeta'} ${opts.card?.masked ?? ''} ingresá su código de seguridad. Mercado Pago no lo guarda.</p>
<form id="cvv" novalidate>
<label for="securityCode">Código de seguridad</label>
<div id="securityCode" class="field" aria-describedby="form-err"></div>
<p class="err" id="form-err" role="alert"></p>
<button type="submit" id="submit">Continuar</button>
</form>`
}
<p class="note">Pago procesado por Mercado Pago.</p>
</main>
${
  opts.error || opts.mode === 'challenge'
    ? ''
    : html`<script src="${opts.securityUrl}" view="checkout"></script>
<script src="${opts.sdkUrl}"></script>`
}
<script>
(function(){
  var page = document.getElementById('page'); var d = page.dataset;
  function tell(type, data){ if (d.target && window.parent !== window) window.parent.postMessage(Object.assign({type:type}, data||{}), d.target); }
  function fail(message){ var el = document.getElementById('form-err'); if (el) el.textContent = message; tell('errorOccurred', {message: message}); }
  if (d.error) { tell('errorOccurred', {message: d.error}); return; }
  if (d.mode === 'challenge') {
    // Done when the challenge frame itself says COMPLETE (MercadoPago's message), whatever origin the
    // challenge ended on (the bank's, MercadoPago's): back to the payment. Other windows are not heard.
    var box = document.getElementById('challenge');
    window.addEventListener('message', function(e){
      if (!box || e.source !== box.contentWindow) return;
      var data = e.data;
      if (typeof data === 'string') { try { data = JSON.parse(data); } catch (err) { data = null; } }
      if (data && data.status === 'COMPLETE') location.href = d.target + '/redirect';
    });
    document.getElementById('creq').submit();
    return;
  }
  if (typeof window.MercadoPago !== 'function') { fail('No pudimos cargar Mercado Pago. Revisá tu conexión e intentá nuevamente.'); return; }
  var mp = new window.MercadoPago(d.publicKey, { locale: 'es-UY' });
  function deviceId(){ var id = window.MP_DEVICE_SESSION_ID; return typeof id === 'string' && /^[\\w.:-]{1,200}$/.test(id) ? id : undefined; }
  function send(path, token){
    return fetch(path, { method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify({ session: d.session, token: token, deviceId: deviceId() }) })
      .then(function(r){ return r.json().then(function(j){ return {ok:r.ok, body:j}; }); })
      .then(function(res){
        if (!res.ok) { fail(res.body.message || 'No pudimos guardar la tarjeta.'); throw new Error('refused'); }
        tell('instrumentAdded', {instrument: res.body.instrument}); location.href = d.target + '/redirect';
      });
  }
  if (d.mode === 'add') {
    mp.bricks().create('cardPayment', 'brick', {
      initialization: { amount: Number(d.amount) },
      customization: { paymentMethods: { maxInstallments: 1 }, visual: { hidePaymentButton: false } },
      callbacks: {
        onReady: function(){},
        onSubmit: function(formData){ return send('/pay/card', formData.token); },
        onError: function(error){
          // Only a critical error stops the Brick; the others it recovers from itself.
          if (!error || error.type !== 'critical') { console.warn('Mercado Pago (no crítico):', error && (error.cause || error.message)); return; }
          fail('Mercado Pago no pudo procesar la tarjeta. Revisá los datos.');
        }
      }
    });
  } else {
    var field = mp.fields.create('securityCode', { placeholder: 'CVV' }).mount('securityCode');
    var form = document.getElementById('cvv'); var btn = document.getElementById('submit');
    form.addEventListener('submit', function(e){
      e.preventDefault(); btn.disabled = true; btn.textContent = 'Confirmando…'; document.getElementById('form-err').textContent = '';
      mp.fields.createCardToken({ cardId: d.cardId })
        .then(function(token){ return send('/pay/card/security', token.id); })
        .catch(function(){ if (!document.getElementById('form-err').textContent) fail('Revisá el código de seguridad.'); btn.disabled = false; btn.textContent = 'Continuar'; });
    });
    void field;
  }
})();
</script></body></html>`.toString();
}
