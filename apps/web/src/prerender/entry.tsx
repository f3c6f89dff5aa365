/**
 * Build-time snapshots of the first screen of a few public pages (issue 11: Lighthouse). Run in
 * Node by scripts/prerender.mjs after the client build, from a Vite SSR build of this file.
 *
 * A snapshot is the HTML the page draws before any data arrives, with its styles inlined by
 * Emotion. The browser paints it as soon as the HTML arrives; main.tsx then draws the live page
 * over it in one commit, once the page's code is there (nothing is hydrated). Until then the
 * snapshot's controls are disabled (scripts/prerender.mjs), so no input or click is lost.
 */
import { ThemeProvider } from '@mui/material/styles';
import {
  type Account,
  blankProfileDetails,
  type ConsentsResponse,
  defaultZoneCostsCents,
  type FoodsResponse,
  type Meal,
  type RatedFood,
  type ResultScore,
  type ResultsResponse,
  resultLabel,
  scoreGenotypes,
  type TraitKey,
} from '@nutritest/domain';
import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LandingShell } from '../app/landing-shell';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { foodsQueryOptions } from '../features/foods/api/get-foods';
import { WeekMenu } from '../features/meals/components/week-menu';
import { ZoneDialog } from '../features/meals/components/zone-dialog';
import { consentsQuery } from '../features/privacy/api/consents';
import { type ResultsAccess, resultsAccessQueryKey, resultsQueryOptions } from '../features/results/api/get-results';
import { theme } from '../lib/theme';

/** The landing page as main.tsx draws it for a first visit to `/` without a session. */
export function renderLanding(): string {
  return renderToString(<LandingShell navigation={{ navigate: () => {}, prepare: () => {} }} />);
}

/**
 * A customer with results as the session's account of a signed-in snapshot: no name, no personal
 * data (the snapshot is the same HTML for every visitor); the app draws the real account over it.
 */
const anyCustomer: Account = {
  id: '',
  email: '',
  role: 'Customer',
  emailConfirmed: true,
  profile: {
    ...blankProfileDetails(),
    firstName: '',
    lastName: '',
    analysis: { id: '', referenceId: '', created: '', lastModified: '', status: 8 },
  },
  nutritionist: null,
  business: null,
  referer: null,
};

/**
 * One route of the app as the router draws it without a session, or (`signedIn`) as a customer with
 * results sees it before the page's own data has arrived.
 */
export async function renderRoute(
  path: string,
  { signedIn = false, prefill }: { signedIn?: boolean; prefill?: (client: QueryClient) => void } = {},
): Promise<string> {
  // The session reads its token from the browser's storage: a stand-in for the duration of the render.
  const storage = (globalThis as { localStorage?: unknown }).localStorage;
  if (signedIn) (globalThis as { localStorage?: unknown }).localStorage = { getItem: () => 'snapshot' };
  try {
    return await renderRouteOnce(path, signedIn ? anyCustomer : undefined, prefill);
  } finally {
    (globalThis as { localStorage?: unknown }).localStorage = storage;
  }
}

async function renderRouteOnce(
  path: string,
  account: Account | undefined,
  prefill?: (client: QueryClient) => void,
): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = () =>
    renderToString(
      <AppProviders account={account} prefill={prefill}>
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

/**
 * The styles of what a page draws once its data has come (the foods' cards and pages, the menu's
 * weeks, cards and zone dialog), for its snapshot's head only: the snapshot shows no data, but with these styles already in
 * the page the commit that draws the data does not write them (issue 23: most of that commit's time on
 * /foods). Made-up samples, one per look a card can take; their HTML is thrown away.
 */
export async function renderStyleSeeds(page: 'foods' | 'meals' | 'results'): Promise<string> {
  const noop = () => {};
  if (page === 'results') {
    // The page itself with made-up results of every colour, one trait without a score, and one read
    // of them in the access list: its first tab as a phone draws it.
    const { items, missing } = scoreGenotypes([]);
    const data: ResultsResponse = {
      patient: { firstName: 'Muestra', lastName: 'Muestra' },
      analysisId: 'seed',
      referenceId: 'seed',
      status: 8,
      items: items.map((item, i) => {
        const score = i === 0 ? null : (((i - 1) % 3) as ResultScore);
        return { ...item, score, label: resultLabel(item.nutrient as TraitKey, score) };
      }),
      missing: missing.slice(0, 1),
    };
    const reads: ResultsAccess[] = [{ at: '2030-01-01T12:00:00.000Z', role: 'Nutritionist', viewer: 'Muestra' }];
    // The APOE opt-in card under the tabs, not yet accepted (its checkbox and button).
    const state = { granted: false, textVersion: null, at: null };
    const consents: ConsentsResponse = {
      geneticData: state,
      shareNutritionist: { ...state, legacy: false },
      apoeResults: state,
      nutritionist: null,
      currentTextVersion: 'seed',
      history: [],
    };
    return renderRoute('/results', {
      signedIn: true,
      prefill: (client) => {
        client.setQueryData(resultsQueryOptions(undefined).queryKey, data);
        client.setQueryData(resultsAccessQueryKey, reads);
        client.setQueryData(consentsQuery(null).queryKey, consents);
      },
    });
  }
  if (page === 'foods') {
    // The page itself with two pages of made-up foods of every score: the list, its search, filters,
    // summary and pagination as a phone draws them (the snapshot's own width).
    const data: FoodsResponse = {
      foods: Array.from({ length: 24 }, (_, i) => ({
        id: `seed-${i}`,
        food: 'Muestra',
        category: 'Muestra',
        categoryId: 1 + (i % 3),
        portion: '1 taza',
        score: (i % 4) as RatedFood['score'],
        reasons: [],
      })),
      categories: { 1: 'Muestra', 2: 'Muestra', 3: 'Muestra' },
      traits: {},
      // The note on foods that follow the general advice (results without a trait the ratings read).
      missingTraits: ['Muestra'],
    };
    return renderRoute('/foods', {
      signedIn: true,
      prefill: (client) => client.setQueryData(foodsQueryOptions(undefined).queryKey, data),
    });
  }
  const seeds = (
    <>
      {/* Two weeks (a selected tab and another), with a card of each look a meal can take. */}
      <WeekMenu
        weeks={['2030-01-07', '2030-01-14'].map((weekstart) => ({
          weekId: weekstart,
          weekstart,
          weekend: weekstart,
          mealsList: [true, false, null].map(
            (suitsMe): Meal => ({
              mealId: `seed-${String(suitsMe)}`,
              weekId: weekstart,
              title: 'Muestra',
              subtitle: 'Muestra',
              photo: null,
              calories: 500,
              kitchenId: 1,
              availableDay: 1,
              suitsMe,
            }),
          ),
        }))}
        now={new Date('2030-01-01T12:00:00Z')}
        priceCents={30_000}
        onAdd={noop}
      />
      {/* A first visit opens the zone dialog over the menu. */}
      <ZoneDialog
        initial={{ department: 'Montevideo', locality: 'Pocitos' }}
        costs={defaultZoneCostsCents}
        onDone={noop}
      />
    </>
  );
  return renderToString(<ThemeProvider theme={theme}>{seeds}</ThemeProvider>);
}

export { pageTitle } from '../app/page-titles';
