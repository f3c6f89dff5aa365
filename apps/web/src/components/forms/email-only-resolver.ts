import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema } from '@nutritest/domain';

/**
 * The validation of the one-address forms of first-visit pages (/resetPassword, the resend form of
 * /verified), loaded after the page draws (see lib/lazy-resolver.ts): those pages draw without zod.
 */
export const resolver = zodResolver(emailOnlySchema);
