import { zodResolver } from '@hookform/resolvers/zod';
import { nutritionistCodeRequestSchema } from '@nutritest/domain';

/** Loaded on demand by nutritionist-link-section.tsx (lib/lazy-resolver.ts). */
export const resolver = zodResolver(nutritionistCodeRequestSchema);
