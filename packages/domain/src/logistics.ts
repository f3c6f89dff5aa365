import { z } from 'zod';
import { leadingIsoDateInWindow } from './date-window';
import { messages } from './messages.es';
import { isSingleLine } from './single-line';

export * from './kit-state';
export * from './logistics-rules';

// ---------------------------------------------------------------- payloads

export const addressSchema = z.object({
  // Address lines are single-line (issue 17): no line breaks or control characters.
  street: z
    .string({ error: messages.required })
    .refine(isSingleLine, messages.singleLine)
    .trim()
    .min(1, messages.required)
    .max(120, messages.badFormat),
  doorNumber: z.coerce
    .number({ error: messages.required })
    .int(messages.badFormat)
    .positive('Número de puerta debe ser positivo')
    .max(999_999, messages.badFormat),
  apartmentNumber: z.string().refine(isSingleLine, messages.singleLine).trim().max(30, messages.badFormat).default(''),
  corner: z.string().refine(isSingleLine, messages.singleLine).trim().max(120, messages.badFormat).default(''),
  state: z.coerce.number({ error: messages.required }).int().min(0, messages.required).max(18, messages.required),
});
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/** POST /v1/analyses/adddistribution: the address a leg uses (the spec sends city '' and new). */
export const addDistributionRequestSchema = z.object({
  type: z.union([z.literal(0), z.literal(1)]),
  address: addressSchema.extend({
    city: z.string().refine(isSingleLine, messages.singleLine).max(60).optional(),
    department: z.coerce.number().int().min(0).max(18).optional(),
    new: z.boolean().optional(),
  }),
});

/** POST /v1/analyses/addkitdistribution. Date and slot are required in Montevideo only. */
export const addKitDistributionRequestSchema = z.object({
  distributionId: z.string().uuid(),
  typeDelivery: z.union([z.literal(1), z.literal(2)]),
  date: leadingIsoDateInWindow().nullable().optional(),
  schedule: z
    .union([z.literal(0), z.literal(1)])
    .nullable()
    .optional(),
  /**
   * A delivery on or after the booked pickup releases that pickup (decision 060): the customer was
   * told and said yes. Without it the server refuses such a delivery and says why.
   */
  releasePickup: z.boolean().optional(),
});

export const kitDistributionSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  date: z.string().nullable(),
  schedule: z.number().int().nullable(),
  status: z.enum(['scheduled', 'to_arrange', 'done', 'cancelled']),
  agreedDate: z.string().nullable(),
});
export type KitDistribution = z.infer<typeof kitDistributionSchema>;

export const distributionSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  address: addressSchema.extend({ city: z.string() }),
  created: z.string(),
  status: z.number().int(),
  kitDistributions: z.array(kitDistributionSchema),
});
export type Distribution = z.infer<typeof distributionSchema>;

export const distributionInfoSchema = z.object({
  analysisId: z.string(),
  status: z.number().int(),
  distributions: z.array(distributionSchema),
  pickupDistribution: distributionSchema.nullable(),
  returnDistribution: distributionSchema.nullable(),
  timeline: z.array(z.object({ status: z.number().int(), label: z.string(), at: z.string().nullable() })),
  resultsDueDate: z.string().nullable(),
  /** A free replacement kit (issue 22): why, and the kit it replaces. */
  replacement: z
    .object({ reason: z.enum(['lost', 'rejected']), previousReferenceId: z.string(), note: z.string().nullable() })
    .nullable(),
  /**
   * The customer said this replacement kit never arrived either: operations review it instead of a
   * free kit going out by itself (issue 36, N4). When they asked.
   */
  lostReviewRequestedAt: z.string().nullable().optional(),
});
export type DistributionInfo = z.infer<typeof distributionInfoSchema>;

/** POST /v1/analyses/reschedulekitdistribution: a booked courier leg moved to another day and slot (issue 22). */
export const rescheduleKitDistributionRequestSchema = z.object({
  typeDelivery: z.union([z.literal(1), z.literal(2)]),
  date: leadingIsoDateInWindow(),
  schedule: z.union([z.literal(0), z.literal(1)]),
  /** As for the wizard's booking: moving the delivery to or past the pickup releases it (decision 060). */
  releasePickup: z.boolean().optional(),
});
export type RescheduleKitDistributionRequest = z.input<typeof rescheduleKitDistributionRequestSchema>;

/** POST /v1/ops/kits/{id}/reject: the laboratory could not analyse the sample (issue 22). */
export const rejectSampleRequestSchema = z.object({
  reason: z
    .string({ error: messages.required })
    .refine(isSingleLine, messages.singleLine)
    .trim()
    .min(1, 'Escribí el motivo del rechazo.')
    .max(300, messages.badFormat),
});
