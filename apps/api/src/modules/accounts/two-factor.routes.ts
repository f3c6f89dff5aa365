import {
  authenticateResponseSchema,
  stepUpEmailCodeResponseSchema,
  stepUpResponseSchema,
  twoFactorChallengeRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorConfirmResponseSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnrolmentRequestSchema,
  twoFactorEnrolmentSchema,
  twoFactorRecoveryCodesSchema,
  twoFactorRemovalRequestSchema,
  twoFactorRemovalResponseSchema,
  twoFactorSetupConfirmResponseSchema,
  twoFactorSetupRequestSchema,
  twoFactorStatusSchema,
  twoFactorVerifyRequestSchema,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDeviceCookie, setDeviceCookie } from '../../platform/auth/device-cookie';
import { requireRole, requireUser } from '../../platform/auth/guards';
import type { TwoFactorService } from './two-factor.service';

/**
 * Two-factor sign-in (TOTP) for every role (required for operators) and the step-up codes.
 * Secrets and tokens travel in these answers: never cached. Changing the second factor (enrol,
 * disable, new recovery codes) needs the current password or an e-mailed code in the same request,
 * and every change is e-mailed to the owner (issue 17).
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

  /** The code that may replace the password in the requests below (e-mailed to the account's address). */
  app.post(
    '/v1/account/two-factor/email-code',
    { schema: { response: { 200: stepUpEmailCodeResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return service.sendChangeEmailCode(user);
    },
  );

  app.post(
    '/v1/account/two-factor/enrolment',
    { schema: { body: twoFactorEnrolmentRequestSchema, response: { 200: twoFactorEnrolmentSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return service.startEnrolment(user, req.body);
    },
  );

  app.post(
    '/v1/account/two-factor/enrolment/confirm',
    { schema: { body: twoFactorCodeRequestSchema, response: { 200: twoFactorConfirmResponseSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return service.confirmEnrolment(user, req.body.code);
    },
  );

  app.post(
    '/v1/account/two-factor/disable',
    { schema: { body: twoFactorDisableRequestSchema, response: { 200: twoFactorStatusSchema } } },
    async (req) => {
      const user = await requireUser(req);
      const { code, ...proof } = req.body;
      return service.disable(user, code, proof);
    },
  );

  app.post(
    '/v1/account/two-factor/recovery-codes',
    { schema: { body: twoFactorEnrolmentRequestSchema, response: { 200: twoFactorRecoveryCodesSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Operator');
      return service.regenerateRecoveryCodes(user, req.body);
    },
  );

  // ---------------------------------------------------------------- the e-mailed removal link (no session)
  // Sent with the temporary password of a reset (two-factor-removal.ts); the token is the credential.

  app.post(
    '/v1/account/two-factor/removal',
    { schema: { body: twoFactorRemovalRequestSchema, response: { 200: twoFactorRemovalResponseSchema } } },
    async (req) => service.removeWithEmailLink(req.body.data),
  );

  // ---------------------------------------------------------------- sign-in, after the password step
  // No session yet: the challenge token from POST /v1/account/authenticate is the credential.

  app.post(
    '/v1/account/two-factor/verify',
    { schema: { body: twoFactorVerifyRequestSchema, response: { 200: authenticateResponseSchema } } },
    async (req, reply) => {
      const { challengeToken, ...proof } = req.body;
      const { answer, deviceToken } = await service.verifySignIn(challengeToken, proof, req.ip, readDeviceCookie(req));
      setDeviceCookie(req, reply, deviceToken);
      return answer;
    },
  );

  app.post(
    '/v1/account/two-factor/setup',
    { schema: { body: twoFactorSetupRequestSchema, response: { 200: twoFactorEnrolmentSchema } } },
    async (req) => service.startSignInSetup(req.body.challengeToken),
  );

  app.post(
    '/v1/account/two-factor/setup/confirm',
    { schema: { body: twoFactorChallengeRequestSchema, response: { 200: twoFactorSetupConfirmResponseSchema } } },
    async (req, reply) => {
      const { answer, deviceToken } = await service.confirmSignInSetup(
        req.body.challengeToken,
        req.body.code,
        req.ip,
        readDeviceCookie(req),
      );
      setDeviceCookie(req, reply, deviceToken);
      return answer;
    },
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
