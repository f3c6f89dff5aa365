import { z } from 'zod';

/** A kit's leg as the operations answers show it (the route sheet parses it; the kits board only types it). */
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
});
export type OpsLeg = z.infer<typeof opsLegSchema>;
