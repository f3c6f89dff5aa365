import { zodResolver } from '@hookform/resolvers/zod';
import { emailChangeFormSchema } from '@nutritest/domain';

/** Loaded on demand by email-change-section.tsx (lib/lazy-resolver.ts). */
export const resolver = zodResolver(emailChangeFormSchema);
