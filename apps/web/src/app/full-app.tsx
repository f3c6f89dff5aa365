import type { Account } from '@nutritest/domain';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { RoutedAtStartupContext } from '../lib/session';
import { beginHydration, HydrationBoundary } from '../lib/snapshot';
import { yieldToMain } from '../lib/yield-to-main';
import { AppProviders } from './providers';
import { type AppRouter, createAppRouter } from './router';
import { startupTarget } from './startup';

function App({ router, account }: { router: AppRouter; account?: Account }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <RoutedAtStartupContext.Provider value={account !== undefined}>
          <AppProviders account={account}>
            <RouterProvider router={router} />
          </AppProviders>
        </RoutedAtStartupContext.Provider>
      </ErrorBoundary>
    </StrictMode>
  );
}

/**
 * The whole app (router, session, every route on demand) drawn into `root`. Loaded as its own
 * chunk: the first visit to the landing page runs without it (see main.tsx).
 *
 * With a stored token main.tsx fetches the account while this code loads (`startupAccount`): the
 * routing rule is then applied before the router starts, so the first page drawn is the one the
 * rule leads to (a customer with results opening /results gets /home at once, without drawing
 * /results and /dashboard on the way). Without it (failed fetch) the session applies the rule.
 */
export async function renderApp(root: Root, startupAccount?: Promise<Account | null>) {
  const account = (await startupAccount) ?? undefined;
  // This module's evaluation, the router's construction and the first render: each its own task.
  await yieldToMain();
  if (account) {
    const target = startupTarget(window.location.pathname, account);
    if (target) window.history.replaceState(null, '', target);
  }
  const router = createAppRouter();
  // The first render waits for the route's code (the screen keeps what it shows meanwhile: the
  // page's snapshot, or the landing when coming from it), for a second at most. Drawn at once, the
  // router would show its fallback spinner for those few hundred milliseconds, and the spinner's
  // animation makes the browser draw a frame every 16 ms, each taking a core from the page's start
  // on a phone (issue 42, decision 087). On a slow network the spinner still comes.
  await Promise.race([routerInitialized(router), new Promise((resolve) => setTimeout(resolve, 1000))]);
  await yieldToMain();
  // A transition lets React split the first render into short tasks instead of one long one.
  startTransition(() => root.render(<App router={router} account={account} />));
}

/** Resolves once the router has loaded the first route's code (or failed to: its error page). */
function routerInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The app taking over the build-time snapshot of the current page (scripts/prerender.mjs): once the
 * route's code has arrived, React hydrates the snapshot's nodes instead of drawing new ones, so the
 * page does not flash, shift or paint twice.
 */
export async function hydrateApp(container: HTMLElement): Promise<Root> {
  // This module's evaluation, the router's construction and the hydration: each its own task.
  await yieldToMain();
  const router = createAppRouter();
  await routerInitialized(router);
  await yieldToMain();
  let root: Root | undefined;
  beginHydration(container);
  startTransition(() => {
    root = hydrateRoot(
      container,
      <HydrationBoundary>
        <App router={router} />
      </HydrationBoundary>,
    );
  });
  return root as unknown as Root;
}
