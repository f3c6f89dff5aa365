import { z } from 'zod';

/** A kit's delivery or pickup leg as the operations console's answers show it (GET /v1/ops/kits). */
export const opsLegSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  date: z.string().nullable(),
  schedule: z.number().int().nullable(),
  slot: z.string(),
  status: z.string(),
  agreedDate: z.string().nullable(),
  address: z.string(),
  department: z.string(),
  departmentId: z.number().int(),
  /** The day the customer moved this leg from (issue 22), or null. */
  rescheduledFrom: z.string().nullable(),
});
export type OpsLeg = z.infer<typeof opsLegSchema>;

/** A stop of the day's route sheet (GET /v1/ops/route-sheet): a leg with its kit and customer. */
export const opsStopSchema = opsLegSchema.extend({
  referenceId: z.string(),
  kind: z.string(),
  customer: z.string(),
  mobile: z.string().nullable(),
});
export type OpsStop = z.infer<typeof opsStopSchema>;
