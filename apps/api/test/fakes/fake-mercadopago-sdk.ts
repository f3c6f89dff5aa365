/**
 * Test support: a stand-in for MercadoPago's device fingerprint script (https://www.mercadopago.com/v2/security.js,
 * loaded with `view="checkout"`): it sets `window.MP_DEVICE_SESSION_ID`, the device id a charge sends as
 * `X-Meli-Session-Id`.
 */
export const fakeSecurityScript = `(function () {
  window.MP_DEVICE_SESSION_ID = 'armor.' + Math.random().toString(16).slice(2) + Date.now().toString(16);
})();
`;

/**
 * Test support: a stand-in for MercadoPago.js v2 (https://sdk.mercadopago.com/js/v2), served by the
 * local fake at `/js/v2`, so the browser journeys can run our card frame page with no network: the
 * parts the page uses, `new MercadoPago(publicKey)`, `bricks().create('cardPayment', id, settings)`
 * (a plain card form whose submit makes a card token at the fake and calls `onSubmit`) and
 * `fields.create('securityCode').mount(id)` with `fields.createCardToken({ cardId })`. Card tokens are
 * made by `POST /v1/card_tokens?public_key=` on the fake's own origin (taken from the script's URL).
 */
export const fakeSdkScript = String.raw`(function () {
  var origin = new URL(document.currentScript.src).origin;
  function post(publicKey, body) {
    return fetch(origin + '/v1/card_tokens?public_key=' + encodeURIComponent(publicKey), {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body)
    }).then(function (r) { return r.json().then(function (j) { if (!r.ok) throw j; return j; }); });
  }
  function methodOf(number) {
    if (/^589892/.test(number)) return 'oca';
    if (/^4/.test(number)) return 'visa';
    if (/^(5[0-5]|2[2-7])/.test(number)) return 'master';
    return null;
  }
  function field(container, id, label, attrs) {
    var wrap = document.createElement('div'); wrap.style.margin = '10px 0';
    var l = document.createElement('label'); l.htmlFor = id; l.textContent = label; l.style.display = 'block'; l.style.fontWeight = '600';
    var input = document.createElement('input'); input.id = id;
    Object.keys(attrs || {}).forEach(function (k) { input.setAttribute(k, attrs[k]); });
    input.style.width = '100%'; input.style.padding = '10px';
    wrap.appendChild(l); wrap.appendChild(input); container.appendChild(wrap);
    return input;
  }
  function MercadoPago(publicKey) {
    var securityCode = null;
    this.bricks = function () {
      return {
        create: function (kind, containerId, settings) {
          if (kind !== 'cardPayment') return Promise.reject(new Error('fake: only cardPayment'));
          var container = document.getElementById(containerId);
          var form = document.createElement('form'); form.noValidate = true; container.appendChild(form);
          var number = field(form, 'mp-number', 'Número de tarjeta', { inputmode: 'numeric', autocomplete: 'cc-number' });
          var holder = field(form, 'mp-holder', 'Nombre del titular como aparece en la tarjeta', { autocomplete: 'cc-name' });
          var expiry = field(form, 'mp-expiry', 'Vencimiento', { placeholder: 'MM/AA', autocomplete: 'cc-exp' });
          var cvv = field(form, 'mp-cvv', 'Código de seguridad', { inputmode: 'numeric', autocomplete: 'cc-csc' });
          var error = document.createElement('p'); error.setAttribute('role', 'alert'); form.appendChild(error);
          var button = document.createElement('button'); button.type = 'submit'; button.textContent = 'Pagar'; form.appendChild(button);
          form.addEventListener('submit', function (e) {
            e.preventDefault(); error.textContent = ''; button.disabled = true;
            var digits = number.value.replace(/\D/g, ''); var parts = expiry.value.split('/');
            post(publicKey, {
              card_number: digits, security_code: cvv.value,
              expiration_month: Number(parts[0]), expiration_year: 2000 + Number(parts[1]),
              cardholder: { name: holder.value }
            }).then(function (token) {
              return settings.callbacks.onSubmit({
                token: token.id, payment_method_id: methodOf(digits), issuer_id: '310', installments: 1,
                transaction_amount: settings.initialization.amount, payer: { email: '' }
              });
            }).catch(function () {
              error.textContent = 'Revisá los datos de la tarjeta.'; button.disabled = false;
              if (settings.callbacks.onError) settings.callbacks.onError({ type: 'critical', message: 'card' });
            });
          });
          if (settings.callbacks.onReady) settings.callbacks.onReady();
          // The real Brick reports problems it recovers from as non-critical errors (a payment method
          // list it could not load, a field retried): the page must not take them for a failure.
          if (settings.callbacks.onError)
            settings.callbacks.onError({ type: 'non_critical', cause: 'fields_setup_failed', message: 'Fake: a field was set up again.' });
          return Promise.resolve({ unmount: function () { container.innerHTML = ''; } });
        }
      };
    };
    this.fields = {
      create: function (type) {
        return {
          mount: function (id) {
            var container = document.getElementById(id);
            securityCode = document.createElement('input');
            securityCode.setAttribute('aria-label', 'Código de seguridad');
            securityCode.setAttribute('inputmode', 'numeric');
            securityCode.style.width = '100%'; securityCode.style.height = '100%'; securityCode.style.border = '0';
            container.appendChild(securityCode);
            return this;
          }
        };
      },
      createCardToken: function (data) {
        return post(publicKey, { card_id: data.cardId, security_code: securityCode ? securityCode.value : '' });
      }
    };
  }
  window.MercadoPago = MercadoPago;
})();
`;
