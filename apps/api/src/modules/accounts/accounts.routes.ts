import {
  accountSchema,
  authenticateRequestSchema,
  availabilityResponseSchema,
  bankAccountSchema,
  changePasswordSchema,
  confirmationQuerySchema,
  emailChangeConfirmedSchema,
  emailChangeConfirmSchema,
  emailChangeRequestedSchema,
  emailChangeRequestSchema,
  emailChangeStatusSchema,
  emailOnlySchema,
  emailSchema,
  messages,
  nutritionistCodeRequestSchema,
  nutritionistLookupResponseSchema,
  refererSchema,
  registerRequestSchema,
  signInResponseSchema,
  updateAccountRequestSchema,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readDeviceCookie, setDeviceCookie } from '../../platform/auth/device-cookie';
import { requireRole, requireUser } from '../../platform/auth/guards';
import type { AccountsService } from './accounts.service';

const messageSchema = z.object({ message: z.string() });
const plainText = z.string();

export const accountsRoutes: FastifyPluginAsyncZod<{ service: AccountsService }> = async (app, { service }) => {
  // ---------------------------------------------------------------- sign-in

  app.post(
    '/v1/account/authenticate',
    { schema: { body: authenticateRequestSchema, response: { 200: signInResponseSchema } } },
    async (req, reply) => {
      const { answer, deviceToken } = await service.authenticate(req.body.email, req.body.password, req.ip, {
        deviceToken: readDeviceCookie(req),
        unlockToken: req.body.unlockToken,
      });
      setDeviceCookie(req, reply, deviceToken);
      return answer;
    },
  );

  app.post('/v1/account/logout', { schema: { response: { 204: z.null() } } }, async (req, reply) => {
    const user = await requireUser(req);
    await service.logout(user);
    return reply.status(204).send(null);
  });

  // ---------------------------------------------------------------- registration

  app.post(
    '/v1/account',
    { schema: { body: registerRequestSchema, response: { 201: plainText } } },
    async (req, reply) => {
      await service.register(req.body, req.ip);
      return reply.status(201).type('text/plain; charset=utf-8').send('Usuario registrado correctamente');
    },
  );

  app.get(
    '/v1/account/verification',
    { schema: { querystring: z.object({ email: emailSchema }), response: { 200: availabilityResponseSchema } } },
    async (req) => ({ available: await service.isEmailAvailable(req.query.email, req.ip) }),
  );

  app.get(
    '/v1/account/confirmation',
    {
      schema: {
        querystring: confirmationQuerySchema,
        response: { 200: z.object({ confirmed: z.literal(true), alreadyConfirmed: z.boolean() }) },
      },
    },
    async (req) => {
      const { alreadyConfirmed } = await service.confirmEmail(req.query.id, req.query.token);
      return { confirmed: true as const, alreadyConfirmed };
    },
  );

  app.post(
    '/v1/account/resendemailregister',
    { schema: { body: emailOnlySchema, response: { 202: messageSchema } } },
    async (req, reply) => {
      await service.resendConfirmation(req.body.email, req.ip);
      return reply
        .status(202)
        .send({ message: 'Si la cuenta existe y no está confirmada, te enviamos un nuevo correo.' });
    },
  );

  // ---------------------------------------------------------------- passwords

  app.put(
    '/v1/account/password',
    { schema: { body: changePasswordSchema, response: { 200: z.object({ jwtToken: z.string() }) } } },
    async (req) => {
      const user = await requireUser(req);
      return { jwtToken: await service.changePassword(user, req.body.oldPassword, req.body.newPassword) };
    },
  );

  app.post(
    '/v1/account/password/reset',
    { schema: { body: emailOnlySchema, response: { 202: messageSchema } } },
    async (req, reply) => {
      await service.requestPasswordReset(req.body.email, req.ip);
      return reply.status(202).send({ message: messages.resetRequested });
    },
  );

  app.get(
    '/v1/account/password/reset/confirmation',
    {
      schema: {
        querystring: z.object({ data: z.string().max(300).default('') }),
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      await service.confirmPasswordReset(req.query.data);
      return { message: messages.resetConfirmed };
    },
  );

  // ---------------------------------------------------------------- e-mail change (issue 22, decision 027)
  // Customers, nutritionists and companies; an operator's address is changed by an administrator.

  app.get(
    '/v1/account/email-change',
    { schema: { response: { 200: emailChangeStatusSchema } } },
    async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Nutritionist', 'Business');
      reply.header('cache-control', 'no-store');
      return service.emailChange.status(user);
    },
  );

  app.post(
    '/v1/account/email-change',
    { schema: { body: emailChangeRequestSchema, response: { 202: emailChangeRequestedSchema } } },
    async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Nutritionist', 'Business');
      return reply.status(202).send(await service.emailChange.request(user, req.body));
    },
  );

  app.delete('/v1/account/email-change', { schema: { response: { 204: z.null() } } }, async (req, reply) => {
    const user = await requireRole(req, 'Customer', 'Nutritionist', 'Business');
    await service.emailChange.cancel(user);
    return reply.status(204).send(null);
  });

  /** The link sent to the new address: no session needed (the link is the credential). */
  app.post(
    '/v1/account/email-change/confirm',
    { schema: { body: emailChangeConfirmSchema, response: { 200: emailChangeConfirmedSchema } } },
    async (req) => service.emailChange.confirm(req.body.data, req.ip),
  );

  // ---------------------------------------------------------------- nutritionist link
  // Registered before /v1/account/:id so the static paths win.

  app.get(
    '/v1/account/nutritionist/:code',
    { schema: { params: z.object({ code: z.string().max(20) }), response: { 200: nutritionistLookupResponseSchema } } },
    async (req) => service.lookupNutritionist(req.params.code.trim().toUpperCase(), req.ip),
  );

  app.post(
    '/v1/account/nutritionist',
    { schema: { body: nutritionistCodeRequestSchema, response: { 200: refererSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.linkNutritionist(user, req.body.code);
    },
  );

  app.get('/v1/account/nutritionist', { schema: { response: { 200: refererSchema.nullable() } } }, async (req) => {
    const user = await requireRole(req, 'Customer');
    return service.getLinkedNutritionist(user);
  });

  app.delete('/v1/account/nutritionist', { schema: { response: { 204: z.null() } } }, async (req, reply) => {
    const user = await requireRole(req, 'Customer');
    await service.unlinkNutritionist(user);
    return reply.status(204).send(null);
  });

  // ---------------------------------------------------------------- payout details, kit places

  app.get('/v1/bankAccounts', { schema: { response: { 200: bankAccountSchema.nullable() } } }, async (req) => {
    const user = await requireRole(req, 'Nutritionist');
    return service.getBankAccount(user);
  });

  app.post(
    '/v1/bankAccounts',
    { schema: { body: bankAccountSchema, response: { 200: bankAccountSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      return service.saveBankAccount(user, req.body);
    },
  );

  app.get('/v1/account/kitsavailable', { schema: { response: { 200: z.number().int() } } }, async (req) => {
    const user = await requireRole(req, 'Business');
    return service.kitsAvailable(user);
  });

  // ---------------------------------------------------------------- the account

  app.get('/v1/account', { schema: { response: { 200: accountSchema } } }, async (req) => {
    const user = await requireUser(req);
    return service.getAccount(user.id);
  });

  app.put(
    '/v1/account',
    { schema: { body: updateAccountRequestSchema, response: { 200: plainText } } },
    async (req, reply) => {
      const user = await requireUser(req);
      await service.updateAccount(user, req.body);
      return reply.type('text/plain; charset=utf-8').send(messages.accountEdited);
    },
  );

  app.get(
    '/v1/account/:id',
    { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: accountSchema } } },
    async (req) => {
      const user = await requireUser(req);
      return service.getAccountFor(user, req.params.id);
    },
  );
};
