import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@nutritest/domain';

/** Loaded on demand by change-password-form.tsx (lib/lazy-resolver.ts). */
export const resolver = zodResolver(changePasswordFormSchema);
