import { zodResolver } from '@hookform/resolvers/zod';
import { fullDataFormSchema, invitationFormSchema } from '@nutritest/domain';

/**
 * The /createUser forms' validation (zod, the schemas and the common-password list), loaded after
 * the page draws (see lib/lazy-resolver.ts). The schemas are in packages/domain (account-forms.ts).
 */
export const fullDataResolver = zodResolver(fullDataFormSchema);
export const invitedResolver = zodResolver(invitationFormSchema);
