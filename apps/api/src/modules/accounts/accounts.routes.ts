import { AppError, messages } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDeviceCookie, setDeviceCookie } from '../../platform/auth/device-cookie';
import { requireRole, requireUser, requireUserWith } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import type { AccountsService } from './accounts.service';

export const accountsRoutes: FastifyPluginAsyncZod<{ service: AccountsService }> = async (app, { service }) => {
  // ---------------------------------------------------------------- sign-in

  app.route({
    ...fromContract('POST /v1/account/authenticate'),
    handler: async (req, reply) => {
      const { answer, deviceToken } = await service.authenticate(req.body.email, req.body.password, req.ip, {
        deviceToken: readDeviceCookie(req),
        unlockToken: req.body.unlockToken,
      });
      setDeviceCookie(req, reply, deviceToken);
      return answer;
    },
  });

  app.route({
    ...fromContract('POST /v1/account/logout'),
    handler: async (req, reply) => {
      const user = await requireUser(req);
      await service.logout(user);
      return reply.status(204).send(null);
    },
  });

  // ---------------------------------------------------------------- registration

  app.route({
    ...fromContract('POST /v1/account'),
    handler: async (req, reply) => {
      await service.register(req.body, req.ip);
      return reply.status(201).type('text/plain; charset=utf-8').send('Usuario registrado correctamente');
    },
  });

  app.route({
    ...fromContract('GET /v1/account/verification'),
    handler: async (req) => ({ available: await service.isEmailAvailable(req.query.email, req.ip) }),
  });

  app.route({
    ...fromContract('GET /v1/account/confirmation'),
    handler: async (req) => {
      const { alreadyConfirmed } = await service.confirmEmail(req.query.id, req.query.token);
      return { confirmed: true as const, alreadyConfirmed };
    },
  });

  app.route({
    ...fromContract('POST /v1/Account/resendemailregister'),
    handler: async (req, reply) => {
      await service.resendConfirmation(req.body.email, req.ip);
      return reply
        .status(202)
        .send({ message: 'Si la cuenta existe y no está confirmada, te enviamos un nuevo correo.' });
    },
  });

  // ---------------------------------------------------------------- passwords

  app.route({
    ...fromContract('PUT /v1/account/password'),
    handler: async (req) => {
      const user = await requireUser(req);
      return { jwtToken: await service.changePassword(user, req.body.oldPassword, req.body.newPassword) };
    },
  });

  app.route({
    ...fromContract('POST /v1/account/password/reset'),
    handler: async (req, reply) => {
      await service.requestPasswordReset(req.body.email, req.ip);
      return reply.status(202).send({ message: messages.resetRequested });
    },
  });

  app.route({
    ...fromContract('GET /v1/account/password/reset/confirmation'),
    handler: async (req) => {
      await service.confirmPasswordReset(req.query.data);
      return { message: messages.resetConfirmed };
    },
  });

  // ---------------------------------------------------------------- e-mail change (issue 22, decision 027)
  // Customers, nutritionists and companies; an operator's address is changed by an administrator.

  app.route({
    ...fromContract('GET /v1/account/email-change'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Nutritionist', 'Business');
      reply.header('cache-control', 'no-store');
      return service.emailChange.status(user);
    },
  });

  app.route({
    ...fromContract('POST /v1/account/email-change'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Nutritionist', 'Business');
      return reply.status(202).send(await service.emailChange.request(user, req.body));
    },
  });

  app.route({
    ...fromContract('DELETE /v1/account/email-change'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Customer', 'Nutritionist', 'Business');
      await service.emailChange.cancel(user);
      return reply.status(204).send(null);
    },
  });

  /** The link sent to the new address: no session needed (the link is the credential). */
  app.route({
    ...fromContract('POST /v1/account/email-change/confirm'),
    handler: async (req) => service.emailChange.confirm(req.body.data, req.ip),
  });

  // ---------------------------------------------------------------- nutritionist link
  // Registered before /v1/account/:id so the static paths win.

  app.route({
    ...fromContract('GET /v1/account/nutritionist/:code'),
    handler: async (req) => service.lookupNutritionist(req.params.code.trim().toUpperCase(), req.ip),
  });

  app.route({
    ...fromContract('POST /v1/account/nutritionist'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.linkNutritionist(user, req.body.code);
    },
  });

  app.route({
    ...fromContract('GET /v1/account/nutritionist'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.getLinkedNutritionist(user);
    },
  });

  app.route({
    ...fromContract('DELETE /v1/account/nutritionist'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Customer');
      await service.unlinkNutritionist(user);
      return reply.status(204).send(null);
    },
  });

  // ---------------------------------------------------------------- payout details, kit places

  app.route({
    ...fromContract('GET /v1/bankAccounts'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      return service.getBankAccount(user);
    },
  });

  app.route({
    ...fromContract('POST /v1/bankAccounts'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      return service.saveBankAccount(user, req.body);
    },
  });

  app.route({
    ...fromContract('GET /v1/account/kitsavailable'),
    handler: async (req) => {
      const user = await requireRole(req, 'Business');
      return service.kitsAvailable(user);
    },
  });

  // ---------------------------------------------------------------- the account

  app.route({
    ...fromContract('GET /v1/account'),
    config: { sessionWithFirstRead: true },
    handler: async (req) => {
      const { data: account } = await requireUserWith(req, service.ownAccountWithSession);
      if (!account) throw new AppError('NOT_FOUND');
      return account;
    },
  });

  app.route({
    ...fromContract('PUT /v1/account'),
    handler: async (req, reply) => {
      const user = await requireUser(req);
      await service.updateAccount(user, req.body);
      return reply.type('text/plain; charset=utf-8').send(messages.accountEdited);
    },
  });

  app.route({
    ...fromContract('GET /v1/account/:id'),
    handler: async (req) => {
      const user = await requireUser(req);
      return service.getAccountFor(user, req.params.id);
    },
  });
};
