import {
  authenticateResponseSchema,
  stepUpEmailCodeResponseSchema,
  stepUpResponseSchema,
  twoFactorChallengeRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorEnrolmentSchema,
  twoFactorSetupRequestSchema,
  twoFactorStatusSchema,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import type { TwoFactorService } from './two-factor.service';

/**
 * Two-factor sign-in (TOTP) for every role (required for operators) and the step-up codes.
 * Secrets and tokens travel in these answers: never cached.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ service: TwoFactorService }> = async (app, { service }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // ---------------------------------------------------------------- signed in: status, enrol, disable

  app.get('/v1/account/two-factor', { schema: { response: { 200: twoFactorStatusSchema } } }, async (req) => {
    const user = await requireUser(req);
    return service.status(user);
  });

  app.post(
    '/v1/account/two-factor/enrolment',
    { schema: { response: { 200: twoFactorEnrolmentSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return service.startEnrolment(user);
    },
  );

  app.post(
    '/v1/account/two-factor/enrolment/confirm',
    { schema: { body: twoFactorCodeRequestSchema, response: { 200: twoFactorStatusSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return service.confirmEnrolment(user, req.body.code);
    },
  );

  app.post(
    '/v1/account/two-factor/disable',
    { schema: { body: twoFactorCodeRequestSchema, response: { 200: twoFactorStatusSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return service.disable(user, req.body.code);
    },
  );

  // ---------------------------------------------------------------- sign-in, after the password step
  // No session yet: the challenge token from POST /v1/account/authenticate is the credential.

  app.post(
    '/v1/account/two-factor/verify',
    { schema: { body: twoFactorChallengeRequestSchema, response: { 200: authenticateResponseSchema } } },
    async (req) => service.verifySignIn(req.body.challengeToken, req.body.code, req.ip),
  );

  app.post(
    '/v1/account/two-factor/setup',
    { schema: { body: twoFactorSetupRequestSchema, response: { 200: twoFactorEnrolmentSchema } } },
    async (req) => service.startSignInSetup(req.body.challengeToken),
  );

  app.post(
    '/v1/account/two-factor/setup/confirm',
    { schema: { body: twoFactorChallengeRequestSchema, response: { 200: authenticateResponseSchema } } },
    async (req) => service.confirmSignInSetup(req.body.challengeToken, req.body.code, req.ip),
  );

  // ---------------------------------------------------------------- step-up (see platform/auth/step-up.ts)

  app.post(
    '/v1/account/step-up/email-code',
    { schema: { response: { 200: stepUpEmailCodeResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return service.sendStepUpEmailCode(user);
    },
  );

  app.post(
    '/v1/account/step-up',
    { schema: { body: twoFactorCodeRequestSchema, response: { 200: stepUpResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return service.stepUp(user, req.body.code);
    },
  );
};
