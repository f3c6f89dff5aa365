import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import type { InvitationsService } from './invitations.service';

/**
 * Invitations (nutritionist → patient, company → employee), the invited person's page and
 * acceptance, and the dashboards' lists. A company only ever sees names and kit states.
 */
export const invitationsRoutes: FastifyPluginAsyncZod<{ service: InvitationsService }> = async (app, { service }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // ---------------------------------------------------------------- sending

  app.route({
    ...fromContract('POST /v1/account/fromNutritionist'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      return service.invite(user, 'patient', req.body);
    },
  });

  app.route({
    ...fromContract('POST /v1/Account/fromBusiness'),
    handler: async (req) => {
      const user = await requireRole(req, 'Business');
      return service.invite(user, 'employee', req.body);
    },
  });

  app.route({
    ...fromContract('GET /v1/account/invitations'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist', 'Business');
      return service.list(user);
    },
  });

  app.route({
    ...fromContract('POST /v1/account/invitations/:id/resend'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist', 'Business');
      return service.resend(user, req.params.id);
    },
  });

  app.route({
    ...fromContract('DELETE /v1/account/invitations/:id'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Nutritionist', 'Business');
      await service.revoke(user, req.params.id);
      return reply.status(204).send(null);
    },
  });

  // ---------------------------------------------------------------- the invited person (the token is the key)

  app.route({
    ...fromContract('GET /v1/account/fromNutritionist/:token'),
    handler: async (req) => service.view('patient', req.params.token, req.ip),
  });

  app.route({
    ...fromContract('GET /v1/Account/fromBusiness'),
    handler: async (req) => service.view('employee', req.query.userdata, req.ip),
  });

  app.route({
    ...fromContract('POST /v1/account/invitations/accept'),
    handler: async (req) => service.accept(req.body, req.ip),
  });

  // ---------------------------------------------------------------- a customer who already had an account (issue 41)

  app.route({
    ...fromContract('GET /v1/account/company-invitation'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.companyInvitation(user);
    },
  });

  app.route({
    ...fromContract('POST /v1/account/company-invitation/:id/accept'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.acceptAsCustomer(user, req.params.id);
    },
  });

  // ---------------------------------------------------------------- the dashboards' lists

  app.route({
    ...fromContract('GET /v1/account/patients'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      return service.patients(user);
    },
  });

  app.route({
    ...fromContract('GET /v1/account/referer'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      return service.referred(user);
    },
  });

  app.route({
    ...fromContract('GET /v1/account/employees'),
    handler: async (req) => {
      const user = await requireRole(req, 'Business');
      return service.employees(user);
    },
  });

  /** A company unlinks an employee who left; an unused place comes back (issue 22). */
  app.route({
    ...fromContract('DELETE /v1/account/employees/:id'),
    handler: async (req) => {
      const user = await requireRole(req, 'Business');
      return service.unlinkEmployee(user, req.params.id);
    },
  });
};
