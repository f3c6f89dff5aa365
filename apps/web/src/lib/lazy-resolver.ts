import type { FieldValues, Resolver } from 'react-hook-form';
import { whenEngaged } from './when-engaged';

/**
 * A react-hook-form resolver whose real one (zod and the form's schema) lives in another chunk:
 * the page draws without zod (27 kB gzip) and the validation code arrives once the visitor first
 * interacts with the page (lib/when-engaged.ts). The first validation waits for it if it is not there yet; a failed chunk load
 * is tried again on the next validation.
 *
 * Declare it at module level, next to the form, with a loader of a module that exports the real
 * resolver:
 *
 *   // login-form-resolver.ts
 *   export const resolver = zodResolver(authenticateRequestSchema);
 *   // login-page.tsx
 *   const resolver = lazyResolver<AuthenticateRequest>(() => import('./login-form-resolver'));
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues>(
  load: () => Promise<{ resolver: Resolver<TFieldValues, TContext, TTransformed> }>,
): Resolver<TFieldValues, TContext, TTransformed> & { preload: () => Promise<unknown> } {
  let pending: Promise<Resolver<TFieldValues, TContext, TTransformed>> | null = null;
  const get = () => {
    pending ??= load().then(
      (m) => m.resolver,
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as Resolver<
    TFieldValues,
    TContext,
    TTransformed
  >;
  whenEngaged(() => {
    get().catch(() => {});
  });
  return Object.assign(resolver, { preload: get });
}
