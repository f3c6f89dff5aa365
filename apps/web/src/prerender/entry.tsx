/**
 * Build-time snapshots of the first screen of a few public pages (issue 11: Lighthouse). Run in
 * Node by scripts/prerender.mjs after the client build, from a Vite SSR build of this file.
 *
 * A snapshot is the HTML the page draws before any data arrives, with its styles inlined by
 * Emotion. The browser paints it as soon as the HTML arrives; main.tsx then draws the live page
 * over it in one commit, once the page's code is there (nothing is hydrated). Until then the
 * snapshot's controls are disabled (scripts/prerender.mjs), so no input or click is lost.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LandingShell } from '../app/landing-shell';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';

/** The landing page as main.tsx draws it for a first visit to `/` without a session. */
export function renderLanding(): string {
  return renderToString(<LandingShell navigation={{ navigate: () => {}, prepare: () => {} }} />);
}

/** One route of the app as the router draws it without a session. */
export async function renderRoute(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = () =>
    renderToString(
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  // A page's lazy parts (React.lazy) start loading on the first render, which draws their fallback;
  // once they have loaded, the second render draws them. A boundary left to the browser would be
  // drawn again there with a recoverable error (React's #419): the build fails instead.
  let html = render();
  for (let i = 0; i < 20 && /<!--\$[?!]-->/.test(html); i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    html = render();
  }
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`${path}: a part of the page was still loading after prerendering`);
  return html;
}
