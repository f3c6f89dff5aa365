/**
 * Where MercadoPago's code runs from and talks to in the buyer's browser, per CSP directive: what our
 * card frame (/pay/card: MercadoPago.js, the Card Payment Brick, its secure fields, the device
 * fingerprint) and the app's checkout pages (the Wallet button of meals and consultations) must allow.
 *
 * MercadoPago does not publish one list in the material we could read; this one is assembled from what
 * each part is documented or observed to load: MercadoPago.js from `sdk.mercadopago.com`; the secure
 * fields' iframes AND the fetch the SDK makes to their page before mounting them from
 * `secure-fields.mercadopago.com` (with `api-static.mercadopago.com` as its fallback); card tokens,
 * instalments and issuers from `api.mercadopago.com`; the device fingerprint (`security.js`,
 * `MP_DEVICE_SESSION_ID`) from `www.mercadopago.com`, which also serves the Wallet button's iframe;
 * images, styles and fonts from `http2.mlstatic.com`; the SDK's own telemetry (`events.mercadopago.com`)
 * and Mercado Libre's fingerprint frame (`www.mercadolibre.com`, `api.mercadolibre.com`). The SDK also
 * writes inline `<script>` elements: the card frame allows 'unsafe-inline' scripts and no nonce (a nonce
 * would switch 'unsafe-inline' off). `npm run payments:check` reads the deployed frame's CSP against
 * `REQUIRED_FRAME_HOSTS`.
 */
export const MERCADOPAGO_BROWSER_HOSTS = {
  script: ['https://sdk.mercadopago.com', 'https://www.mercadopago.com', 'https://http2.mlstatic.com'],
  frame: [
    'https://secure-fields.mercadopago.com',
    'https://www.mercadopago.com',
    'https://sdk.mercadopago.com',
    'https://api-static.mercadopago.com',
    'https://www.mercadolibre.com',
  ],
  connect: [
    'https://api.mercadopago.com',
    'https://api-static.mercadopago.com',
    'https://secure-fields.mercadopago.com',
    'https://www.mercadopago.com',
    'https://events.mercadopago.com',
    'https://http2.mlstatic.com',
    'https://api.mercadolibre.com',
    'https://www.mercadolibre.com',
  ],
  img: ['https://*.mlstatic.com', 'https://*.mercadopago.com', 'https://*.mercadolibre.com'],
  style: ['https://http2.mlstatic.com', 'https://sdk.mercadopago.com'],
  font: ['https://http2.mlstatic.com'],
} as const;

/** MercadoPago's device fingerprint script (loaded with `view="checkout"`): sets MP_DEVICE_SESSION_ID. */
export const MP_SECURITY_JS_URL = 'https://www.mercadopago.com/v2/security.js';

/** What the card frame's CSP must allow, directive by directive, for the real Brick to work. */
export const REQUIRED_FRAME_HOSTS: Record<'script-src' | 'frame-src' | 'connect-src', readonly string[]> = {
  'script-src': ["'unsafe-inline'", 'https://sdk.mercadopago.com', 'https://www.mercadopago.com'],
  'frame-src': ['https://secure-fields.mercadopago.com', 'https://www.mercadopago.com'],
  'connect-src': [
    'https://api.mercadopago.com',
    'https://api-static.mercadopago.com',
    'https://secure-fields.mercadopago.com',
  ],
};

/** The hosts of `directive` a CSP misses (empty when it allows all of them). */
export function missingFrameHosts(csp: string): string[] {
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0]!, new Set(parts.slice(1))] as const),
  );
  const missing: string[] = [];
  for (const [name, hosts] of Object.entries(REQUIRED_FRAME_HOSTS)) {
    const allowed = directives.get(name) ?? directives.get('default-src') ?? new Set<string>();
    for (const host of hosts) if (!allowed.has(host)) missing.push(`${name} ${host}`);
  }
  if ([...(directives.get('script-src') ?? [])].some((v) => v.startsWith("'nonce-")))
    missing.push("script-src without a nonce (a nonce switches 'unsafe-inline' off)");
  return missing;
}
