import { z } from 'zod';

/** GET /v1/config: the configuration values people see (support contacts). */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  whatsappNumber: z.string(),
  supportPhone: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
