import { zodResolver } from '@hookform/resolvers/zod';
import { authenticateRequestSchema } from '@nutritest/domain';

/** The login form's validation, loaded after the page draws (see lib/lazy-resolver.ts). */
export const resolver = zodResolver(authenticateRequestSchema);
