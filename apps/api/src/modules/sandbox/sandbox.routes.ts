import { randomBytes } from 'node:crypto';
import { AppError, cardBrands, paymentInstrumentSchema } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsService } from '../payments/payments.service';
import { brandImages } from './brand-images';
import { renderCardPage } from './card-page';

/** The sandbox gateway's hosted pages: the card form shown in the frame and the issuer images. */
export const sandboxRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService; cardPage: boolean }> = async (
  app,
  { payments, cardPage },
) => {
  // The brand images stay on every gateway (cards saved on the sandbox keep showing them).
  app.get(
    '/sandbox/brands/:file',
    { schema: { params: z.object({ file: z.string().max(30) }) } },
    async (req, reply) => {
      const brand = req.params.file.replace(/\.svg$/, '') as (typeof cardBrands)[number];
      if (!cardBrands.includes(brand)) throw new AppError('NOT_FOUND');
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(brandImages[brand]);
    },
  );
  if (!cardPage) return;

  app.get(
    '/sandbox/card',
    { schema: { querystring: z.object({ session: z.string().max(100).default('') }) } },
    async (req, reply) => {
      const session = await payments.findCardSession(req.query.session);
      const live = session && !session.usedAt && session.expiresAt.getTime() > Date.now();
      const nonce = randomBytes(16).toString('base64');
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'none'; frame-ancestors ${session?.redirectOrigin ?? "'self'"}`,
        )
        .type('text/html; charset=utf-8')
        .send(
          renderCardPage({
            session: req.query.session,
            redirectOrigin: session?.redirectOrigin ?? null,
            nonce,
            error: live ? undefined : 'La sesión para agregar la tarjeta venció. Volvé a intentarlo.',
          }),
        );
    },
  );

  app.post(
    '/sandbox/card',
    {
      schema: {
        body: z.object({
          session: z.string().max(100),
          number: z.string().max(30),
          holderName: z.string().max(100),
          expiry: z.string().max(10),
          cvv: z.string().max(10),
        }),
        response: { 201: z.object({ instrument: paymentInstrumentSchema }) },
      },
    },
    async (req, reply) => {
      const { instrument } = await payments.addCard(req.body);
      return reply.status(201).send({ instrument });
    },
  );
};
