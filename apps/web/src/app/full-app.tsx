import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { releaseSnapshotControls } from '../lib/snapshot';
import { AppProviders } from './providers';
import { type AppRouter, createAppRouter } from './router';

function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>
  );
}

/**
 * The whole app (router, session, every route on demand) drawn into `root`. Loaded as its own
 * chunk: the first visit to the landing page runs without it (see main.tsx).
 */
export function renderApp(root: Root) {
  const router = createAppRouter();
  // A transition lets React split the first render into short tasks instead of one long one.
  startTransition(() => root.render(<App router={router} />));
}

/**
 * The app taking over the build-time snapshot of the current page (scripts/prerender.mjs): once the
 * route's code has arrived, React hydrates the snapshot's nodes instead of drawing new ones, so the
 * page does not flash, shift or paint twice.
 */
export async function hydrateApp(container: HTMLElement): Promise<Root> {
  const router = createAppRouter();
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  releaseSnapshotControls(container);
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, <App router={router} />);
  });
  return root as unknown as Root;
}
