import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema } from '@nutritest/domain';

/** The resend form's validation on /verified, loaded after the page draws (see lib/lazy-resolver.ts). */
export const resolver = zodResolver(emailOnlySchema);
