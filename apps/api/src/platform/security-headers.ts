import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy of the web app and of every API answer that does not bring its own
 * (the sandbox card and checkout pages and the uploaded images set a stricter one). No inline or
 * foreign script can run: the built index.html loads its module scripts from /assets only. MUI's
 * emotion writes <style> tags at run time, hence 'unsafe-inline' for styles only. The PDF report
 * is laid out in the browser by yoga (WebAssembly): 'wasm-unsafe-eval' lets WebAssembly compile and
 * nothing else (no eval, no new Function, no inline script). Images may also come from MercadoPago's
 * two image hosts: a saved card's issuer thumbnail is the provider's.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  // The card issuers' thumbnails MercadoPago gives for a saved card (shown beside the masked number).
  "img-src 'self' data: blob: https://www.mercadopago.com https://http2.mlstatic.com",
  "font-src 'self'",
  // data: for yoga's WebAssembly, which the PDF engine fetches from an inline data: URL (issue 23:
  // without it, two CSP errors and a slower fallback on every PDF). A data: URL reaches no server.
  "connect-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The one page of the app that is loaded inside a frame: /redirect, where the sandbox card page
 * (itself framed by the app) sends the frame when the card is saved, to tell the parent page.
 * It may be framed by our own origin only.
 */
export const FRAMEABLE_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "frame-ancestors 'none'",
  "frame-ancestors 'self'",
);
const FRAMEABLE_PAGE = /^\/+redirect\/?(\?|$)/i;

/** Two years, subdomains included: only ever sent on an answer that travelled over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

const API_PATH = /^\/+v1(\/|\?|$)/i;

function isApiRequest(req: FastifyRequest): boolean {
  return API_PATH.test(req.url);
}

/**
 * Security headers on every answer (an onSend hook, so error and 404 answers get them too):
 * CSP, nosniff, referrer policy, framing; HSTS when the request came over HTTPS (req.protocol
 * honours X-Forwarded-Proto only when TRUST_PROXY trusts the proxy); and `no-store` on every /v1
 * answer that did not choose its own caching, so no browser or proxy keeps personal data.
 */
/**
 * With MercadoPago configured, the checkout pages of meals and consultations show its Wallet button
 * (@mercadopago/sdk-react): MercadoPago.js from its hosts, the button's iframe, its API calls. Still no
 * inline or eval'd script in the app (the card frame, a page of its own, is the one that needs those).
 */
export function withMercadoPago(
  policy: string,
  hosts: { script: readonly string[]; frame: readonly string[]; connect: readonly string[] },
) {
  const add = (text: string, directive: string, more: readonly string[]) =>
    new RegExp(`${directive} ([^;]*)`).test(text)
      ? text.replace(new RegExp(`${directive} ([^;]*)`), (_, list: string) => `${directive} ${list} ${more.join(' ')}`)
      : text.replace("object-src 'none'", `${directive} 'self' ${more.join(' ')}; object-src 'none'`);
  return add(add(add(policy, 'script-src', hosts.script), 'connect-src', hosts.connect), 'frame-src', hosts.frame);
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    imageOrigins?: string[];
    /** MercadoPago's browser hosts, when it is the payment provider (its Wallet button). */
    mercadoPagoHosts?: { script: readonly string[]; frame: readonly string[]; connect: readonly string[] };
  } = {},
) {
  // A local fake of the payment provider (tests) serves the issuers' thumbnails from its own origin.
  const withImages = (policy: string) =>
    options.imageOrigins?.length
      ? policy.replace(/img-src ([^;]*)/, (_, hosts: string) => `img-src ${hosts} ${options.imageOrigins!.join(' ')}`)
      : policy;
  const withProvider = (policy: string) =>
    options.mercadoPagoHosts ? withMercadoPago(policy, options.mercadoPagoHosts) : policy;
  const policies = {
    normal: withProvider(withImages(CONTENT_SECURITY_POLICY)),
    frameable: withProvider(withImages(FRAMEABLE_CONTENT_SECURITY_POLICY)),
  };
  app.addHook('onSend', async (req, reply) => {
    if (!reply.hasHeader('content-security-policy')) {
      const policy = FRAMEABLE_PAGE.test(req.url) ? policies.frameable : policies.normal;
      reply.header('content-security-policy', policy);
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // The sandbox card page is framed by the app itself; everything else forbids framing by CSP.
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (req.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (isApiRequest(req) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
