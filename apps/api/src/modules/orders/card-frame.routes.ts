import { cardBrandLabel } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromContract } from '../../platform/http/contract';
import { MERCADOPAGO_BROWSER_HOSTS, MP_SECURITY_JS_URL } from '../../platform/payments/mercadopago/browser-hosts';
import { renderCardFramePage } from './card-frame-page';
import type { Instruments } from './instruments';
import { CHALLENGE_TIMEOUT_MINUTES } from './orders.service';

/** Where MercadoPago.js v2 is served (the Card Payment Brick and the secure fields). */
export const MP_SDK_URL = 'https://sdk.mercadopago.com/js/v2';

/**
 * The card frame when kits are paid through MercadoPago: the page (GET /pay/card) and what it posts
 * back (a new card's token, or a saved card's security-code token). Registered only with MercadoPago;
 * the sandbox has its own page (/sandbox/card).
 */
export const cardFrameRoutes: FastifyPluginAsyncZod<{
  instruments: Instruments;
  publicKey: string;
  /** MercadoPago.js; a test points it at the local fake (which also serves security.js beside it). */
  sdkUrl?: string;
  /** Where the browser's card calls go besides MercadoPago's own hosts (the local fake in tests). */
  apiUrl?: string;
}> = async (app, { instruments, publicKey, sdkUrl = MP_SDK_URL, apiUrl }) => {
  const securityUrl = sdkUrl === MP_SDK_URL ? MP_SECURITY_JS_URL : `${new URL(sdkUrl).origin}/v2/security.js`;
  // A local fake's origins are added when the tests run against one (and its other name on this
  // machine, where the fake ends a 3-D Secure challenge: another origin, like a real one).
  const extra = [new URL(sdkUrl).origin, ...(apiUrl ? [new URL(apiUrl).origin] : [])].filter(
    (origin) => !origin.startsWith('https://') || !origin.endsWith('mercadopago.com'),
  );
  const aliases = extra.flatMap((origin) => {
    const url = new URL(origin);
    return url.hostname === '127.0.0.1' ? [`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`] : [];
  });
  const hosts = (list: readonly string[], more: string[] = extra) => [...new Set([...list, ...more])].join(' ');
  const H = MERCADOPAGO_BROWSER_HOSTS;

  app.route({
    ...fromContract('GET /pay/card'),
    handler: async (req, reply) => {
      const frame = await instruments.cardFrame(req.query.session);
      // A 3-D Secure challenge: `creq` is posted to the bank's page the provider named, which may then
      // move to another page (the issuer's, MercadoPago's): any https page may be framed then.
      const bank = frame.challenge ? new URL(frame.challenge.url).origin : null;
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          [
            "default-src 'none'",
            // MercadoPago.js writes inline scripts of its own: 'unsafe-inline' without a nonce.
            `script-src 'unsafe-inline' ${hosts(H.script)}`,
            `style-src 'unsafe-inline' ${hosts(H.style)}`,
            `img-src 'self' data: ${hosts(H.img)}`,
            `font-src data: ${hosts(H.font)}`,
            `connect-src 'self' ${hosts(H.connect)}`,
            bank ? `frame-src https: ${hosts(H.frame, [...extra, ...aliases, bank])}` : `frame-src ${hosts(H.frame)}`,
            bank ? `form-action ${bank}` : "form-action 'none'",
            "base-uri 'none'",
            "object-src 'none'",
            `frame-ancestors ${frame.redirectOrigin ?? "'self'"}`,
          ].join('; '),
        )
        .type('text/html; charset=utf-8')
        .send(
          renderCardFramePage({
            mode: frame.challenge ? 'challenge' : frame.card ? 'cvv' : 'add',
            challenge: frame.challenge ?? undefined,
            challengeMinutes: CHALLENGE_TIMEOUT_MINUTES,
            session: req.query.session,
            redirectOrigin: frame.redirectOrigin,
            sdkUrl,
            securityUrl,
            publicKey,
            amount: (frame.amountCents / 100).toFixed(2),
            card: frame.card
              ? {
                  providerCardId: frame.card.providerCardId ?? '',
                  masked: frame.card.masked,
                  brandLabel: cardBrandLabel[frame.card.brand],
                }
              : undefined,
            error: frame.live ? undefined : 'La sesión para agregar la tarjeta venció. Volvé a intentarlo.',
          }),
        );
    },
  });

  /** A new card, tokenized by the Brick: saved to the buyer's MercadoPago customer. */
  app.route({
    ...fromContract('POST /pay/card'),
    handler: async (req, reply) => {
      const { instrument } = await instruments.addProviderCard(req.body);
      return reply.status(201).send({ instrument });
    },
  });

  /** A saved card's security code, tokenized by the secure field: kept (with the device id) for the purchase that follows. */
  app.route({
    ...fromContract('POST /pay/card/security'),
    handler: async (req, reply) => {
      const { instrument } = await instruments.storeSecurityToken(req.body);
      return reply.status(201).send({ instrument });
    },
  });
};
