import { montevideoMonthOf } from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/guards';
import { sendCachedJson } from '../../platform/cached-json';
import { fromContract } from '../../platform/http/contract';
import type { ConsultationsService } from './consultations.service';

/** Nutritional consultations: the slot calendar, hiring (guest or signed in), status, and the nutritionist's side. */
export const consultationsRoutes: FastifyPluginAsyncZod<{ service: ConsultationsService }> = async (
  app,
  { service },
) => {
  app.route({
    ...fromContract('GET /v1/consultations/slots'),
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await service.slotsFor(req.query.tipoConsulta, req.query.mes ?? montevideoMonthOf(new Date()));
      return sendCachedJson(req, reply, answer);
    },
  });

  app.route({
    ...fromContract('POST /v1/payment/create_preference_hire_nutritionist'),
    handler: async (req) => {
      const user = await req.getOptionalUser();
      return service.hire(user, req.body, req.ip);
    },
  });

  app.route({
    ...fromContract('GET /v1/consultations/orders/:id'),
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.orderStatus(req.params.id, req.query.accessKey);
    },
  });

  /** The nutritionist's own hours; an operator edits them for a nutritionist (?nutritionistId=). */
  const target = async (req: Parameters<typeof requireRole>[0], nutritionistId: string | undefined) => {
    const user = await requireRole(req, 'Nutritionist', 'Operator');
    if (user.role === 'Nutritionist') return user;
    return service.nutritionistFor(nutritionistId);
  };

  app.route({
    ...fromContract('GET /v1/consultations/availability'),
    handler: async (req) => service.availability(await target(req, req.query.nutritionistId)),
  });

  app.route({
    ...fromContract('PUT /v1/consultations/availability'),
    handler: async (req) => service.saveAvailability(await target(req, req.query.nutritionistId), req.body),
  });

  app.route({
    ...fromContract('GET /v1/ops/nutritionists'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return service.nutritionists();
    },
  });

  app.route({
    ...fromContract('GET /v1/consultations/bookings'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Nutritionist');
      reply.header('cache-control', 'no-store');
      return service.bookings(user);
    },
  });

  app.route({
    ...fromContract('GET /v1/consultations/profile'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      return service.profile(user);
    },
  });
  app.route({
    ...fromContract('PUT /v1/consultations/profile'),
    handler: async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      return service.saveProfile(user, req.body);
    },
  });

  /** The client shares (or stops sharing) their genetic results with the consultation's nutritionist. */
  app.route({
    ...fromContract('PUT /v1/consultations/orders/:id/share'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.setResultsShare(user, req.params.id, req.body.share);
    },
  });

  // ---------------------------------------------------------------- the client's sessions (link in the e-mails)

  app.route({
    ...fromContract('GET /v1/consultations/bookings/:id/manage'),
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.manage(req.params.id, req.query.key);
    },
  });

  app.route({
    ...fromContract('POST /v1/consultations/bookings/:id/cancel'),
    handler: async (req) => service.cancel(req.params.id, req.body.key),
  });

  app.route({
    ...fromContract('POST /v1/consultations/bookings/:id/reschedule'),
    handler: async (req) => service.reschedule(req.params.id, req.body.key, req.body.slot),
  });

  app.route({
    ...fromContract('POST /v1/consultations/bookings/:id/next'),
    handler: async (req) => service.bookNext(req.params.id, req.body.key, req.body.slot),
  });

  /** Whether the signed-in client may buy the follow-up sessions (issue 41 item 12: said up front). */
  app.route({
    ...fromContract('GET /v1/consultations/eligibility'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Customer');
      reply.header('cache-control', 'no-store');
      return { followUps: await service.followUpsAllowed(user) };
    },
  });

  app.route({
    ...fromContract('GET /v1/consultations/mine'),
    handler: async (req, reply) => {
      const user = await requireRole(req, 'Customer');
      reply.header('cache-control', 'no-store');
      return service.mine(user);
    },
  });

  app.route({
    ...fromContract('POST /v1/consultations/orders/:id/book'),
    handler: async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.bookOwn(user, req.params.id, req.body.slot);
    },
  });
};
