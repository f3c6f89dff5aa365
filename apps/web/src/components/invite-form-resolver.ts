import { zodResolver } from '@hookform/resolvers/zod';
import { newAccountInfoSchema } from '@nutritest/domain';
import { z } from 'zod';

/** Name and e-mail of the invited person (doc 1 §5 invite form: name and e-mail required). */
export const inviteFormSchema = z.object({
  firstName: newAccountInfoSchema.shape.firstName,
  lastName: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(newAccountInfoSchema.shape.lastName),
  email: newAccountInfoSchema.shape.email,
});

/** The invite dialog's validation, loaded after the page draws (see lib/lazy-resolver.ts). */
export const resolver = zodResolver(inviteFormSchema);
