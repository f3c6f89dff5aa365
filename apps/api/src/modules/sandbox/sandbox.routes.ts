import { randomBytes } from 'node:crypto';
import { AppError, cardBrands } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromContract } from '../../platform/http/contract';
import type { NotificationRequest } from '../../platform/payments/provider';
import {
  isPreferenceOpen,
  SANDBOX_EXPIRED_TEXT,
  type SandboxPages,
} from '../../platform/payments/sandbox/sandbox-provider';
import type { Instruments } from '../orders';
import { brandImages } from './brand-images';
import { renderCardPage } from './card-page';
import { renderCheckoutPage } from './checkout-page';

/**
 * The sandbox provider's hosted pages (when MercadoPago is not configured): the card form shown in the
 * frame, the redirect checkout's payment page, and the issuer images (kept on every provider: cards
 * saved on the sandbox keep showing them).
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  instruments: Instruments;
  /** null when MercadoPago takes the payments. */
  sandbox: SandboxPages | null;
  /** The provider's notification, as the webhook takes it (the sandbox signs its own). */
  onNotification: (request: NotificationRequest) => Promise<unknown>;
}> = async (app, { instruments, sandbox, onNotification }) => {
  // The brand images stay on every gateway (cards saved on the sandbox keep showing them).
  app.route({
    ...fromContract('GET /sandbox/brands/:file'),
    handler: async (req, reply) => {
      const brand = req.params.file.replace(/\.svg$/, '') as (typeof cardBrands)[number];
      if (!cardBrands.includes(brand)) throw new AppError('NOT_FOUND');
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(brandImages[brand]);
    },
  });
  if (!sandbox) return;

  app.route({
    ...fromContract('GET /sandbox/card'),
    handler: async (req, reply) => {
      const session = await instruments.findCardSession(req.query.session);
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
  });

  app.route({
    ...fromContract('POST /sandbox/card'),
    handler: async (req, reply) => {
      const { instrument } = await instruments.addCard(req.body);
      return reply.status(201).send({ instrument });
    },
  });

  app.route({
    ...fromContract('GET /sandbox/checkout/:id'),
    handler: async (req, reply) => {
      const preference = await sandbox.findPreference(req.params.id);
      const nonce = randomBytes(16).toString('base64');
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'none'; frame-ancestors 'self'; base-uri 'none'`,
        )
        .type('text/html; charset=utf-8')
        .send(
          renderCheckoutPage({
            preferenceId: req.params.id,
            title: preference?.title ?? '',
            amountCents: preference?.amountCents ?? 0,
            nonce,
            error: !preference
              ? 'Este pago no existe o ya venció. Volvé a NutriTest e intentá de nuevo.'
              : !isPreferenceOpen(preference)
                ? SANDBOX_EXPIRED_TEXT
                : undefined,
          }),
        );
    },
  });

  app.route({
    ...fromContract('POST /sandbox/checkout/:id'),
    handler: async (req) => {
      const paid = await sandbox.pay(req.params.id, req.body.outcome);
      if (!paid) throw new AppError('NOT_FOUND', 'Este pago no existe o ya venció.');
      // The provider notifies the server (signed), which reads the payment back before applying it.
      await onNotification(paid.notification);
      const url = new URL(paid.backUrl);
      url.searchParams.set('status', paid.payment.status);
      url.searchParams.set('payment_id', paid.payment.id);
      url.searchParams.set('external_reference', paid.payment.orderId);
      return { redirectUrl: url.toString() };
    },
  });
};
