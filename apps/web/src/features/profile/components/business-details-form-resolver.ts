import { zodResolver } from '@hookform/resolvers/zod';
import { businessFormSchema } from '@nutritest/domain';

/** Loaded on demand by business-details-form.tsx (lib/lazy-resolver.ts). */
export const resolver = zodResolver(businessFormSchema);
