import { zodResolver } from '@hookform/resolvers/zod';
import { nutritionistProfileSchema } from '@nutritest/domain';

/** Loaded on demand by nutritionist-my-data-form.tsx (lib/lazy-resolver.ts). */
export const resolver = zodResolver(nutritionistProfileSchema);
