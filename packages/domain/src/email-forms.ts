import { z } from 'zod';
import { emailSchema } from './accounts';

/**
 * The small forms and answers around an e-mail address (resend the confirmation, ask for a reset
 * link, check availability, the confirmation link's query). Kept apart from `account-forms` so the
 * pages that only need these do not load the password rules and their common-password list.
 */

export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

export const confirmationQuerySchema = z.object({
  id: z.string().min(1).max(100),
  token: z.string().min(1).max(200),
});

export const availabilityResponseSchema = z.object({ available: z.boolean() });
