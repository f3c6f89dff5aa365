import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDeviceCookie, setDeviceCookie } from '../../platform/auth/device-cookie';
import { requireRole, requireUser } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
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

  app.route({
    ...fromContract('GET /v1/account/two-factor'),
    handler: async (req) => {
      const user = await requireUser(req);
      return service.status(user);
    },
  });

  /** The code that may replace the password in the requests below (e-mailed to the account's address). */
  app.route({
    ...fromContract('POST /v1/account/two-factor/email-code'),
    handler: async (req) => {
      const user = await requireUser(req);
      return service.sendChangeEmailCode(user);
    },
  });

  app.route({
    ...fromContract('POST /v1/account/two-factor/enrolment'),
    handler: async (req) => {
      const user = await requireUser(req);
      return service.startEnrolment(user, req.body);
    },
  });

  app.route({
    ...fromContract('POST /v1/account/two-factor/enrolment/confirm'),
    handler: async (req) => {
      const user = await requireUser(req);
      return service.confirmEnrolment(user, req.body.code);
    },
  });

  app.route({
    ...fromContract('POST /v1/account/two-factor/disable'),
    handler: async (req) => {
      const user = await requireUser(req);
      const { code, ...proof } = req.body;
      return service.disable(user, code, proof);
    },
  });

  app.route({
    ...fromContract('POST /v1/account/two-factor/recovery-codes'),
    handler: async (req) => {
      const user = await requireRole(req, 'Operator');
      return service.regenerateRecoveryCodes(user, req.body);
    },
  });

  // ---------------------------------------------------------------- the e-mailed removal link (no session)
  // Sent with the temporary password of a reset (two-factor-removal.ts); the token is the credential.

  app.route({
    ...fromContract('POST /v1/account/two-factor/removal'),
    handler: async (req) => service.removeWithEmailLink(req.body.data),
  });

  // ---------------------------------------------------------------- sign-in, after the password step
  // No session yet: the challenge token from POST /v1/account/authenticate is the credential.

  app.route({
    ...fromContract('POST /v1/account/two-factor/verify'),
    handler: async (req, reply) => {
      const { challengeToken, ...proof } = req.body;
      const { answer, deviceToken } = await service.verifySignIn(challengeToken, proof, req.ip, readDeviceCookie(req));
      setDeviceCookie(req, reply, deviceToken);
      return answer;
    },
  });

  app.route({
    ...fromContract('POST /v1/account/two-factor/setup'),
    handler: async (req) => service.startSignInSetup(req.body.challengeToken),
  });

  app.route({
    ...fromContract('POST /v1/account/two-factor/setup/confirm'),
    handler: async (req, reply) => {
      const { answer, deviceToken } = await service.confirmSignInSetup(
        req.body.challengeToken,
        req.body.code,
        req.ip,
        readDeviceCookie(req),
      );
      setDeviceCookie(req, reply, deviceToken);
      return answer;
    },
  });

  // ---------------------------------------------------------------- step-up (see platform/auth/step-up.ts)

  app.route({
    ...fromContract('POST /v1/account/step-up/email-code'),
    handler: async (req) => {
      const user = await requireUser(req);
      return service.sendStepUpEmailCode(user);
    },
  });

  app.route({
    ...fromContract('POST /v1/account/step-up'),
    handler: async (req) => {
      const user = await requireUser(req);
      return service.stepUp(user, req.body.code);
    },
  });
};
