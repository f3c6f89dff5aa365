import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { LandingNavigation } from './features/landing/landing-navigation';
import { beginHydration, HydrationBoundary, snapshotKind } from './lib/snapshot';
import { fetchStartupAccount } from './lib/startup-account';
import { getToken } from './lib/storage';
import { yieldToMain } from './lib/yield-to-main';

const container = document.getElementById('root')!;
/** The page's first screen drawn from the HTML at build time (scripts/prerender.mjs), if any. */
const snapshot = snapshotKind(container);
/**
 * The app's code, evaluated in four tasks: the theme with the styling engine (MUI's core, Emotion,
 * the theme's creation), the providers (the query client, the baseline styles), the routes with the
 * page frame (React Router, the header, the session), then the rest. Each import evaluates only the
 * modules the ones before did not. One task for all of it blocks a slow phone for 200–500 ms (issue
 * 23: total blocking time); in two (theme, rest) the rest still took 74–133 ms here, ×4 on a phone.
 * Four measured on /signup and /createUser (Lighthouse, medians of 5, same run): 629 → 233 ms and
 * 497 → 308 ms of total blocking time (issue 42).
 */
const loadApp = () =>
  import('./lib/theme')
    .then(yieldToMain)
    .then(() => import('./app/providers'))
    .then(yieldToMain)
    .then(() => import('./app/router'))
    .then(yieldToMain)
    .then(() => import('./app/full-app'));

/**
 * Most visitors arrive at `/` without a session: they get the landing page alone (React, MUI and
 * the page's own code), and the app (router, session, forms, zod) loads only when a link leads into
 * it. Any other address, or a stored session (whose routing rule may leave `/`), starts the app.
 * Both are imported on demand so that neither carries the other; the chunks they share are
 * preloaded from the HTML (vite.config.ts, preloadSharedChunks).
 *
 * A page served with its snapshot is hydrated: React takes over the nodes already on screen. Any
 * other snapshot (the landing's, under a stored session) is simply replaced by the first render.
 */
if (window.location.pathname === '/' && getToken() === null) {
  let root: Root | undefined;
  const navigation: LandingNavigation = {
    navigate(to) {
      if (to === '/') {
        window.scrollTo({ top: 0 });
        return;
      }
      loadApp().then(
        ({ renderApp }) => {
          window.history.pushState(null, '', to);
          window.scrollTo({ top: 0 });
          renderApp(root ?? createRoot(container));
        },
        // The app's chunk could not be fetched (a new deploy, a dropped connection): load the page.
        () => window.location.assign(to),
      );
    },
    prepare() {
      loadApp().catch(() => {});
    },
  };
  // The theme first, in a task of its own, as for the app (loadApp above).
  import('./lib/theme')
    .then(yieldToMain)
    .then(() => import('./app/landing-shell'))
    .then(({ LandingShell }) =>
      startTransition(() => {
        const landing = <LandingShell navigation={navigation} />;
        if (snapshot === 'landing') {
          beginHydration(container);
          root = hydrateRoot(container, <HydrationBoundary>{landing}</HydrationBoundary>);
        } else {
          root = createRoot(container);
          root.render(landing);
        }
      }),
    );
} else {
  const token = getToken();
  if (snapshot === 'app' && token === null) {
    loadApp().then(({ hydrateApp }) => hydrateApp(container));
  } else {
    // The account is asked for now, while the app's code downloads, not after it has drawn.
    const account = token === null ? undefined : fetchStartupAccount(token);
    loadApp().then(({ renderApp }) => renderApp(createRoot(container), account));
  }
}
