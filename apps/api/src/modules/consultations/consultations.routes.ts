import {
  bookingHorizonTexts,
  consultationAvailabilitySchema,
  consultationBookingSchema,
  consultationOrderStatusSchema,
  consultationProfileSchema,
  consultationTypes,
  hireNutritionistResponseSchema,
  hireNutritionistSchema,
  isoMonthInWindow,
  manageActionSchema,
  manageBookingSchema,
  montevideoMonthOf,
  myConsultationSchema,
  rescheduleSchema,
  shareResultsSchema,
  slotChoiceSchema,
  slotMonthWindow,
  slotsResponseSchema,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/auth/guards';
import { sendCachedJson } from '../../platform/cached-json';
import type { ConsultationsService } from './consultations.service';

/**
 * An order's status for its keyed link (the return page): the shared shape, plus the refund when its
 * payment arrived after the hold ran out and someone else took the slot, with the slots offered.
 */
export const consultationOrderStatusWithRefundSchema = consultationOrderStatusSchema.extend({
  refund: z
    .object({
      reason: z.enum(['slotTaken']),
      paymentId: z.string(),
      nextSlots: z.array(
        z.object({ start: z.string(), nutritionistId: z.string(), label: z.string(), url: z.string() }),
      ),
    })
    .nullable(),
});

/** Nutritional consultations: the slot calendar, hiring (guest or signed in), status, and the nutritionist's side. */
export const consultationsRoutes: FastifyPluginAsyncZod<{ service: ConsultationsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/v1/consultations/slots',
    {
      schema: {
        querystring: z.object({
          tipoConsulta: z.enum(consultationTypes).default('consultaPuntual'),
          // Only months of the booking horizon (issue 17: 0001-01 or 9999-12 answered 500).
          mes: isoMonthInWindow({
            window: slotMonthWindow,
            message: 'El mes va como aaaa-MM.',
            outOfWindow: () => bookingHorizonTexts.monthOutOfHorizon,
          }).optional(),
        }),
        response: { 200: slotsResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await service.slotsFor(req.query.tipoConsulta, req.query.mes ?? montevideoMonthOf(new Date()));
      return sendCachedJson(req, reply, answer);
    },
  );

  app.post(
    '/v1/payment/create_preference_hire_nutritionist',
    { schema: { body: hireNutritionistSchema, response: { 200: hireNutritionistResponseSchema } } },
    async (req) => {
      const user = await req.getOptionalUser();
      return service.hire(user, req.body, req.ip);
    },
  );

  app.get(
    '/v1/consultations/orders/:id',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ accessKey: z.string().min(10).max(100) }),
        response: { 200: consultationOrderStatusWithRefundSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.orderStatus(req.params.id, req.query.accessKey);
    },
  );

  /** The nutritionist's own hours; an operator edits them for a nutritionist (?nutritionistId=). */
  const forWhom = z.object({ nutritionistId: z.uuid().optional() });
  const target = async (req: Parameters<typeof requireRole>[0], nutritionistId: string | undefined) => {
    const user = await requireRole(req, 'Nutritionist', 'Operator');
    if (user.role === 'Nutritionist') return user;
    return service.nutritionistFor(nutritionistId);
  };

  app.get(
    '/v1/consultations/availability',
    { schema: { querystring: forWhom, response: { 200: consultationAvailabilitySchema } } },
    async (req) => service.availability(await target(req, req.query.nutritionistId)),
  );

  app.put(
    '/v1/consultations/availability',
    {
      schema: {
        querystring: forWhom,
        body: consultationAvailabilitySchema,
        response: { 200: consultationAvailabilitySchema },
      },
    },
    async (req) => service.saveAvailability(await target(req, req.query.nutritionistId), req.body),
  );

  app.get(
    '/v1/ops/nutritionists',
    {
      schema: {
        response: {
          200: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), publicCode: z.string() })),
        },
      },
    },
    async (req) => {
      await requireRole(req, 'Operator');
      return service.nutritionists();
    },
  );

  app.get(
    '/v1/consultations/bookings',
    { schema: { response: { 200: z.array(consultationBookingSchema) } } },
    async (req, reply) => {
      const user = await requireRole(req, 'Nutritionist');
      reply.header('cache-control', 'no-store');
      return service.bookings(user);
    },
  );

  /** The nutritionist's licence number and photo, shown to clients before they pay (issue 22, item 19). */
  const profileAnswer = z.object({ licenseNumber: z.string().nullable(), photoUrl: z.string().nullable() });
  app.get('/v1/consultations/profile', { schema: { response: { 200: profileAnswer } } }, async (req) => {
    const user = await requireRole(req, 'Nutritionist');
    return service.profile(user);
  });
  app.put(
    '/v1/consultations/profile',
    { schema: { body: consultationProfileSchema, response: { 200: profileAnswer } } },
    async (req) => {
      const user = await requireRole(req, 'Nutritionist');
      return service.saveProfile(user, req.body);
    },
  );

  /** The client shares (or stops sharing) their genetic results with the consultation's nutritionist. */
  app.put(
    '/v1/consultations/orders/:id/share',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: shareResultsSchema,
        response: { 200: z.object({ share: z.boolean(), message: z.string() }) },
      },
    },
    async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.setResultsShare(user, req.params.id, req.body.share);
    },
  );

  // ---------------------------------------------------------------- the client's sessions (link in the e-mails)

  const bookingParams = z.object({ id: z.uuid() });
  const booked = z.object({ bookingId: z.string(), manageKey: z.string() });

  app.get(
    '/v1/consultations/bookings/:id/manage',
    { schema: { params: bookingParams, querystring: manageActionSchema, response: { 200: manageBookingSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.manage(req.params.id, req.query.key);
    },
  );

  app.post(
    '/v1/consultations/bookings/:id/cancel',
    { schema: { params: bookingParams, body: manageActionSchema, response: { 200: manageBookingSchema } } },
    async (req) => service.cancel(req.params.id, req.body.key),
  );

  app.post(
    '/v1/consultations/bookings/:id/reschedule',
    { schema: { params: bookingParams, body: rescheduleSchema, response: { 200: manageBookingSchema } } },
    async (req) => service.reschedule(req.params.id, req.body.key, req.body.slot),
  );

  app.post(
    '/v1/consultations/bookings/:id/next',
    { schema: { params: bookingParams, body: rescheduleSchema, response: { 200: booked } } },
    async (req) => service.bookNext(req.params.id, req.body.key, req.body.slot),
  );

  /** Whether the signed-in client may buy the follow-up sessions (issue 41 item 12: said up front). */
  app.get(
    '/v1/consultations/eligibility',
    { schema: { response: { 200: z.object({ followUps: z.boolean() }) } } },
    async (req, reply) => {
      const user = await requireRole(req, 'Customer');
      reply.header('cache-control', 'no-store');
      return { followUps: await service.followUpsAllowed(user) };
    },
  );

  app.get(
    '/v1/consultations/mine',
    { schema: { response: { 200: z.array(myConsultationSchema) } } },
    async (req, reply) => {
      const user = await requireRole(req, 'Customer');
      reply.header('cache-control', 'no-store');
      return service.mine(user);
    },
  );

  app.post(
    '/v1/consultations/orders/:id/book',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.object({ slot: slotChoiceSchema }),
        response: { 200: booked },
      },
    },
    async (req) => {
      const user = await requireRole(req, 'Customer');
      return service.bookOwn(user, req.params.id, req.body.slot);
    },
  );
};
