import { randomBytes } from 'node:crypto';
import { cardBrandLabel, paymentInstrumentSchema } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderCardFramePage } from './card-frame-page';
import type { Instruments } from './instruments';

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
  /** MercadoPago.js; a test points it at the local fake. */
  sdkUrl?: string;
  /** Where the browser's card calls go besides MercadoPago's own hosts (the local fake in tests). */
  apiUrl?: string;
}> = async (app, { instruments, publicKey, sdkUrl = MP_SDK_URL, apiUrl }) => {
  // The provider's hosts its script, fields and calls need (MercadoPago's CSP guidance); a local
  // fake's origin is added when the tests run against one.
  const extra = [new URL(sdkUrl).origin, ...(apiUrl ? [new URL(apiUrl).origin] : [])];
  const mpHosts = [
    'https://sdk.mercadopago.com',
    'https://http2.mlstatic.com',
    'https://api.mercadopago.com',
    'https://api-static.mercadopago.com',
    'https://www.mercadolibre.com',
    'https://api.mercadolibre.com',
    'https://events.mercadopago.com',
  ];
  const hosts = [...new Set([...mpHosts, ...extra])].join(' ');

  app.get(
    '/pay/card',
    { schema: { querystring: z.object({ session: z.string().max(100).default('') }) } },
    async (req, reply) => {
      const frame = await instruments.cardFrame(req.query.session);
      const nonce = randomBytes(16).toString('base64');
      // A 3-D Secure challenge is posted to, and framed from, the bank's page the provider named.
      const bank = frame.challenge ? ` ${new URL(frame.challenge.url).origin}` : '';
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          [
            "default-src 'none'",
            `script-src 'nonce-${nonce}' ${hosts}`,
            `style-src 'unsafe-inline' ${hosts}`,
            `img-src 'self' data: ${hosts} https://*.mlstatic.com https://www.mercadopago.com`,
            `font-src ${hosts}`,
            `connect-src 'self' ${hosts}`,
            `frame-src ${hosts}${bank}`,
            bank ? `form-action${bank}` : "form-action 'none'",
            "base-uri 'none'",
            `frame-ancestors ${frame.redirectOrigin ?? "'self'"}`,
          ].join('; '),
        )
        .type('text/html; charset=utf-8')
        .send(
          renderCardFramePage({
            mode: frame.challenge ? 'challenge' : frame.card ? 'cvv' : 'add',
            challenge: frame.challenge ?? undefined,
            session: req.query.session,
            redirectOrigin: frame.redirectOrigin,
            nonce,
            sdkUrl,
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
  );

  const tokenBody = z.object({ session: z.string().max(100), token: z.string().min(8).max(200) });
  const answer = { 201: z.object({ instrument: paymentInstrumentSchema }) };

  /** A new card, tokenized by the Brick: saved to the buyer's MercadoPago customer. */
  app.post('/pay/card', { schema: { body: tokenBody, response: answer } }, async (req, reply) => {
    const { instrument } = await instruments.addProviderCard(req.body);
    return reply.status(201).send({ instrument });
  });

  /** A saved card's security code, tokenized by the secure field: kept for the purchase that follows. */
  app.post('/pay/card/security', { schema: { body: tokenBody, response: answer } }, async (req, reply) => {
    const { instrument } = await instruments.storeSecurityToken(req.body);
    return reply.status(201).send({ instrument });
  });
};
