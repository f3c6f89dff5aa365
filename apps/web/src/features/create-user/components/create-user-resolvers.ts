import { zodResolver } from '@hookform/resolvers/zod';
import { fullDataFormSchema, invitationFormSchema, inviterFormSchema } from '@nutritest/domain';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The /createUser forms' validation (zod, the schemas and the common-password list), loaded after
 * the page draws (see lib/lazy-resolver.ts). The schemas are in packages/domain (account-forms.ts).
 */
export const fullDataResolver = zodResolver(fullDataFormSchema);
export const invitedResolver = zodResolver(invitationFormSchema);
/** The inviter's form holds the same fields as /createUser's (a birth date is a string, maybe empty). */
export const inviterResolver = zodResolver(inviterFormSchema) as unknown as Resolver<
  z.input<typeof fullDataFormSchema>,
  unknown,
  z.output<typeof inviterFormSchema>
>;
