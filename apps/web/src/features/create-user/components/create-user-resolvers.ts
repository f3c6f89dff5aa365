import { zodResolver } from '@hookform/resolvers/zod';
import { customerProfileSchema, emailSchema, messages, passwordSchema, signupConsentSchema } from '@nutritest/domain';
import { z } from 'zod';

/**
 * The /createUser forms' schemas and validation (zod, the password rules and the common-password
 * list), loaded after the page draws (see lib/lazy-resolver.ts). The pages import only their types.
 */

/** The full data of a customer plus the e-mail (doc 1 §2 /createUser). */
export const fullDataSchema = customerProfileSchema.extend({ email: emailSchema });

/**
 * The full data plus the password the invited person chooses (doc 1 §5: password and repeat) and the
 * terms box, the same express consent to process genetic data as at signup.
 */
export const invitedSchema = fullDataSchema
  .extend({
    password: passwordSchema,
    repeatPassword: z.string(),
    // Checked in the refinement below, so an unticked box does not hide the other messages.
    acceptTerms: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (!signupConsentSchema.shape.acceptTerms.safeParse(value.acceptTerms).success) {
      ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: messages.termsRequired });
    }
    if (value.password !== value.repeatPassword) {
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: messages.passwordsDiffer });
    }
  });

export const fullDataResolver = zodResolver(fullDataSchema);
export const invitedResolver = zodResolver(invitedSchema);
