import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { LandingNavigation } from './features/landing/landing-navigation';
import { getToken } from './lib/storage';

const root = createRoot(document.getElementById('root')!);
const loadApp = () => import('./app/full-app');

/**
 * Most visitors arrive at `/` without a session: they get the landing page alone (React, MUI and
 * the page's own code), and the app (router, session, forms, zod) loads only when a link leads into
 * it. Any other address, or a stored session (whose routing rule may leave `/`), starts the app.
 * Both are imported on demand so that neither carries the other; the chunks they share are
 * preloaded from the HTML (vite.config.ts, preloadSharedChunks).
 */
if (window.location.pathname === '/' && getToken() === null) {
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
          renderApp(root);
        },
        // The app's chunk could not be fetched (a new deploy, a dropped connection): load the page.
        () => window.location.assign(to),
      );
    },
    prepare() {
      loadApp().catch(() => {});
    },
  };
  import('./app/landing-shell').then(({ LandingShell }) =>
    startTransition(() => root.render(<LandingShell navigation={navigation} />)),
  );
} else {
  loadApp().then(({ renderApp }) => renderApp(root));
}
