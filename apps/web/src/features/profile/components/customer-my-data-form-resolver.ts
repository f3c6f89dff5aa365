import { zodResolver } from '@hookform/resolvers/zod';
import { customerMyDataSchema } from '@nutritest/domain';

/** Loaded on demand by customer-my-data-form.tsx (lib/lazy-resolver.ts). */
export const resolver = zodResolver(customerMyDataSchema);
