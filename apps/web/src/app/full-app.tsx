import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * The whole app (router, session, every route on demand) drawn into `root`. Loaded as its own
 * chunk: the first visit to the landing page runs without it (see main.tsx).
 */
export function renderApp(root: Root) {
  const router = createAppRouter();
  // A transition lets React split the first render into short tasks instead of one long one.
  startTransition(() => {
    root.render(
      <StrictMode>
        <ErrorBoundary>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </ErrorBoundary>
      </StrictMode>,
    );
  });
}
