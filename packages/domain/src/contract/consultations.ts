import { z } from 'zod';
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
  myConsultationSchema,
  rescheduleSchema,
  shareResultsSchema,
  slotChoiceSchema,
  slotMonthWindow,
  slotsResponseSchema,
} from '../index';
import { defineEndpoints } from './define';
import { idParams } from './shared';

const bookingParams = idParams;

/**
 * An order's status for its keyed link (the return page): the shared shape, plus the refund when its
 * payment arrived after the hold ran out and someone else took the slot, with the slots offered.
 */
const consultationOrderStatusWithRefundSchema = consultationOrderStatusSchema.extend({
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

/** The nutritionist's licence number and photo, shown to clients before they pay (issue 22, item 19). */
export const profileAnswer = z.object({ licenseNumber: z.string().nullable(), photoUrl: z.string().nullable() });

/** Whose hours: the nutritionist's own; an operator names one (?nutritionistId=). */
const forWhom = z.object({ nutritionistId: z.uuid().optional() });

/** A booked session: its id and the key of its manage link. */
const booked = z.object({ bookingId: z.string(), manageKey: z.string() });

export const consultationsEndpoints = defineEndpoints({
  'GET /v1/consultations/slots': {
    access: 'public',
    summary: 'Free consultation slots of a month.',
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
  'POST /v1/payment/create_preference_hire_nutritionist': {
    access: 'public',
    summary: 'Order a consultation: holds the slot and answers the payment preference.',
    legacy: true,
    schema: { body: hireNutritionistSchema, response: { 200: hireNutritionistResponseSchema } },
  },
  'GET /v1/consultations/orders/:id': {
    access: 'public',
    summary: 'A consultation order and its payment state (its key, or its owner).',
    schema: {
      params: idParams,
      querystring: z.object({ accessKey: z.string().min(10).max(100) }),
      response: { 200: consultationOrderStatusWithRefundSchema },
    },
  },
  'GET /v1/consultations/availability': {
    access: ['Nutritionist', 'Operator'],
    summary: 'A nutritionist’s weekly consultation hours and days off.',
    schema: { querystring: forWhom, response: { 200: consultationAvailabilitySchema } },
  },
  'PUT /v1/consultations/availability': {
    access: ['Nutritionist', 'Operator'],
    summary: 'Publish a nutritionist’s weekly consultation hours and days off.',
    schema: {
      querystring: forWhom,
      body: consultationAvailabilitySchema,
      response: { 200: consultationAvailabilitySchema },
    },
  },
  'GET /v1/ops/nutritionists': {
    access: ['Operator'],
    summary: 'Every nutritionist, for publishing their hours (operators).',
    schema: {
      response: {
        200: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), publicCode: z.string() })),
      },
    },
  },
  'GET /v1/consultations/bookings': {
    access: ['Nutritionist'],
    summary: 'The nutritionist’s upcoming consultations.',
    schema: { response: { 200: z.array(consultationBookingSchema) } },
  },
  'GET /v1/consultations/profile': {
    access: ['Nutritionist'],
    summary: 'The nutritionist’s consultation profile (licence number, photo).',
    schema: { response: { 200: profileAnswer } },
  },
  'PUT /v1/consultations/profile': {
    access: ['Nutritionist'],
    summary: 'Edit the nutritionist’s consultation profile.',
    schema: { body: consultationProfileSchema, response: { 200: profileAnswer } },
  },
  'PUT /v1/consultations/orders/:id/share': {
    access: ['Customer'],
    summary: 'Share (or stop sharing) the customer’s results with the consultation’s nutritionist.',
    schema: {
      params: idParams,
      body: shareResultsSchema,
      response: { 200: z.object({ share: z.boolean(), message: z.string() }) },
    },
  },
  'GET /v1/consultations/bookings/:id/manage': {
    access: 'public',
    summary: 'A booked consultation, from its e-mailed link.',
    schema: { params: bookingParams, querystring: manageActionSchema, response: { 200: manageBookingSchema } },
  },
  'POST /v1/consultations/bookings/:id/cancel': {
    access: 'public',
    summary: 'Cancel a booked consultation (up to 24 h before).',
    schema: { params: bookingParams, body: manageActionSchema, response: { 200: manageBookingSchema } },
  },
  'POST /v1/consultations/bookings/:id/reschedule': {
    access: 'public',
    summary: 'Move a booked consultation to another slot (up to 24 h before).',
    schema: { params: bookingParams, body: rescheduleSchema, response: { 200: manageBookingSchema } },
  },
  'POST /v1/consultations/bookings/:id/next': {
    access: 'public',
    summary: 'Book the next session of a paid package.',
    schema: { params: bookingParams, body: rescheduleSchema, response: { 200: booked } },
  },
  'GET /v1/consultations/eligibility': {
    access: ['Customer'],
    summary: 'Whether the customer may buy the follow-up sessions (said before choosing them).',
    schema: { response: { 200: z.object({ followUps: z.boolean() }) } },
  },
  'GET /v1/consultations/mine': {
    access: ['Customer'],
    summary: 'The customer’s consultations.',
    schema: { response: { 200: z.array(myConsultationSchema) } },
  },
  'POST /v1/consultations/orders/:id/book': {
    access: ['Customer'],
    summary: 'Book a session of a paid consultation order.',
    schema: {
      params: idParams,
      body: z.object({ slot: slotChoiceSchema }),
      response: { 200: booked },
    },
  },
});
