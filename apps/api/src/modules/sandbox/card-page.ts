import { html } from '../../platform/html';

/**
 * The sandbox's hosted card page, shown in a 700x700 frame. Self-contained (inline CSS and a
 * nonce'd script); it tells the parent what happened with postMessage to the exact parent origin
 * (instrumentAdded / errorOccurred) and then sends the frame to the app's /redirect page.
 *
 * Every value is escaped by the `html` tag; the script reads the session, the parent origin and the
 * error from the `data-*` attributes of <main> (the session comes straight from the query string).
 */
export function renderCardPage(opts: {
  session: string;
  redirectOrigin: string | null;
  nonce: string;
  error?: string;
}): string {
  return html`<!doctype html>
<html lang="es-UY"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Agregar tarjeta · Pasarela de prueba</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:Segoe UI,Arial,sans-serif;color:#2d2a3e;background:#fff}
main{max-width:460px;margin:0 auto;padding:24px}
h1{font-size:20px;margin:0 0 4px}p.sub{margin:0 0 20px;color:#5d5a70;font-size:14px}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input{width:100%;padding:12px;border:1px solid #bdb8d6;border-radius:10px;font-size:16px}
input:focus{outline:3px solid #c9c0f5;border-color:#6f58dc}
.row{display:flex;gap:12px}.row>div{flex:1}
.brands{display:flex;gap:8px;margin:4px 0 0}.brands img{height:26px;opacity:.35}.brands img.on{opacity:1}
.err{color:#b3261e;font-size:13px;min-height:18px;margin-top:4px}
button{margin-top:22px;width:100%;padding:14px;border:0;border-radius:999px;background:#5a45c4;color:#fff;font-weight:700;font-size:16px;cursor:pointer}
button[disabled]{opacity:.6;cursor:wait}
.note{margin-top:18px;font-size:12px;color:#5d5a70;line-height:1.5}
.banner{background:#fff4e5;border:1px solid #f0c27b;border-radius:10px;padding:10px;font-size:13px;margin-bottom:12px}
</style></head>
<body><main id="page" data-target="${opts.redirectOrigin ?? ''}" data-session="${opts.session}" data-error="${opts.error ?? ''}">
<div class="banner">Pasarela de pago de prueba de NutriTest: no se cobra dinero real.</div>
<h1>Agregá tu tarjeta</h1>
<p class="sub">Aceptamos Visa, Mastercard y OCA emitidas en Uruguay.</p>
${opts.error ? html`<p class="err" role="alert">${opts.error}</p>` : ''}
<form id="card" novalidate ${opts.error ? 'hidden' : ''}>
<label for="number">Número de tarjeta</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" maxlength="23" aria-describedby="number-err">
<div class="brands" aria-hidden="true"><img data-brand="visa" src="/sandbox/brands/visa.svg" alt=""><img data-brand="mastercard" src="/sandbox/brands/mastercard.svg" alt=""><img data-brand="oca" src="/sandbox/brands/oca.svg" alt=""></div>
<div class="err" id="number-err"></div>
<label for="holderName">Nombre del titular</label>
<input id="holderName" name="holderName" autocomplete="cc-name" placeholder="Como figura en la tarjeta" aria-describedby="holderName-err">
<div class="err" id="holderName-err"></div>
<div class="row"><div>
<label for="expiry">Vencimiento</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" maxlength="5" aria-describedby="expiry-err">
<div class="err" id="expiry-err"></div>
</div><div>
<label for="cvv">Código de seguridad</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="CVV" maxlength="4" aria-describedby="cvv-err">
<div class="err" id="cvv-err"></div>
</div></div>
<div class="err" id="form-err" role="alert"></div>
<button type="submit" id="submit">Guardar tarjeta</button>
<p class="note">Solo guardamos un identificador de la tarjeta y sus últimos 4 dígitos; nunca el número completo ni el código de seguridad.</p>
</form>
</main>
<script nonce="${opts.nonce}">
(function(){
  var page = document.getElementById('page');
  var target = page.dataset.target; var session = page.dataset.session; var error = page.dataset.error;
  function tell(type, data){ if (target && window.parent !== window) window.parent.postMessage(Object.assign({type:type}, data||{}), target); }
  if (error) { tell('errorOccurred', {message: error}); return; }
  var form = document.getElementById('card'); var num = document.getElementById('number'); var exp = document.getElementById('expiry');
  function brandOf(d){ if (/^589892/.test(d)) return 'oca'; if (/^4/.test(d)) return 'visa'; if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard'; return ''; }
  num.addEventListener('input', function(){
    var d = num.value.replace(/\\D/g,'').slice(0,19); num.value = d.replace(/(\\d{4})(?=\\d)/g,'$1 ');
    var b = brandOf(d); document.querySelectorAll('.brands img').forEach(function(i){ i.classList.toggle('on', i.dataset.brand === b); });
  });
  exp.addEventListener('input', function(){ var d = exp.value.replace(/\\D/g,'').slice(0,4); exp.value = d.length > 2 ? d.slice(0,2)+'/'+d.slice(2) : d; });
  form.addEventListener('submit', function(e){
    e.preventDefault();
    ['number','holderName','expiry','cvv','form'].forEach(function(k){ document.getElementById(k+'-err').textContent=''; });
    var btn = document.getElementById('submit'); btn.disabled = true; btn.textContent = 'Guardando…';
    var body = { session: session, number: num.value, holderName: document.getElementById('holderName').value, expiry: exp.value, cvv: document.getElementById('cvv').value };
    fetch('/sandbox/card', { method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify(body) })
      .then(function(r){ return r.json().then(function(j){ return {ok:r.ok, body:j}; }); })
      .then(function(res){
        if (res.ok) { tell('instrumentAdded', {instrument: res.body.instrument}); location.href = target + '/redirect'; return; }
        var f = res.body.fields || {}; Object.keys(f).forEach(function(k){ var el = document.getElementById(k+'-err'); if (el) el.textContent = f[k]; });
        if (!Object.keys(f).length) { document.getElementById('form-err').textContent = res.body.message || 'No pudimos guardar la tarjeta.'; tell('errorOccurred', {message: res.body.message}); }
        btn.disabled = false; btn.textContent = 'Guardar tarjeta';
      })
      .catch(function(){ document.getElementById('form-err').textContent = 'No pudimos conectar. Intentá nuevamente.'; tell('errorOccurred', {}); btn.disabled = false; btn.textContent = 'Guardar tarjeta'; });
  });
})();
</script></body></html>`.toString();
}
