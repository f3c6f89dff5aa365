import {
  acceptInvitationSchema,
  accountSchema,
  authenticateResponseSchema,
  employeeUnlinkedSchema,
  invitationRequestSchema,
  invitationSentSchema,
  invitationSummarySchema,
  invitationViewSchema,
  linkedPersonSchema,
  pendingCompanyInvitationSchema,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/guards';
import type { InvitationsService } from './invitations.service';

const tokenParam = z.string().min(10).max(200);

/**
 * Invitations (nutritionist → patient, company → employee), the invited person's page and
 * acceptance, and the dashboards' lists. A company only ever sees names and kit states.
 */
export const invitationsRoutes: FastifyPluginAsyncZod<{ service: InvitationsService }> = async (app, { service }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // ---------------------------------------------------------------- sending

  app.post(
    '/v1/account/fromNutritionist',
    { schema: { body: invitationRequestSchema, response: { 200: invitationSentSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      return service.invite(user, 'patient', req.body);
    },
  );

  app.post(
    '/v1/Account/fromBusiness',
    { schema: { body: invitationRequestSchema, response: { 200: invitationSentSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Business');
      return service.invite(user, 'employee', req.body);
    },
  );

  app.get(
    '/v1/account/invitations',
    { schema: { response: { 200: z.array(invitationSummarySchema) } } },
    async (req) => {
      const user = await requireRole(req, 'Nutritionist', 'Business');
      return service.list(user);
    },
  );

  app.post(
    '/v1/account/invitations/:id/resend',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: invitationSentSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Nutritionist', 'Business');
      return service.resend(user, req.params.id);
    },
  );

  app.delete(
    '/v1/account/invitations/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 204: z.null() } } },
    async (req, reply) => {
      const user = await requireRole(req, 'Nutritionist', 'Business');
      await service.revoke(user, req.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---------------------------------------------------------------- the invited person (the token is the key)

  app.get(
    '/v1/account/fromNutritionist/:token',
    { schema: { params: z.object({ token: tokenParam }), response: { 200: invitationViewSchema } } },
    async (req) => service.view('patient', req.params.token, req.ip),
  );

  app.get(
    '/v1/Account/fromBusiness',
    { schema: { querystring: z.object({ userdata: tokenParam }), response: { 200: invitationViewSchema } } },
    async (req) => service.view('employee', req.query.userdata, req.ip),
  );

  app.post(
    '/v1/account/invitations/accept',
    { schema: { body: acceptInvitationSchema, response: { 200: authenticateResponseSchema } } },
    async (req) => service.accept(req.body, req.ip),
  );

  // ---------------------------------------------------------------- a customer who already had an account (issue 41)

  app.get(
    '/v1/account/company-invitation',
    { schema: { response: { 200: pendingCompanyInvitationSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.companyInvitation(user);
    },
  );

  app.post(
    '/v1/account/company-invitation/:id/accept',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: accountSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.acceptAsCustomer(user, req.params.id);
    },
  );

  // ---------------------------------------------------------------- the dashboards' lists

  app.get('/v1/account/patients', { schema: { response: { 200: z.array(linkedPersonSchema) } } }, async (req) => {
    const user = await requireRole(req, 'Nutritionist');
    return service.patients(user);
  });

  app.get('/v1/account/referer', { schema: { response: { 200: z.array(linkedPersonSchema) } } }, async (req) => {
    const user = await requireRole(req, 'Nutritionist');
    return service.referred(user);
  });

  app.get('/v1/account/employees', { schema: { response: { 200: z.array(linkedPersonSchema) } } }, async (req) => {
    const user = await requireRole(req, 'Business');
    return service.employees(user);
  });

  /** A company unlinks an employee who left; an unused place comes back (issue 22). */
  app.delete(
    '/v1/account/employees/:id',
    { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: employeeUnlinkedSchema } } },
    async (req) => {
      const user = await requireRole(req, 'Business');
      return service.unlinkEmployee(user, req.params.id);
    },
  );
};
