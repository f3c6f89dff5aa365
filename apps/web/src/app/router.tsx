import { useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, useRouteError } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { ContactButton } from '../components/layout/contact-button';
import { UnexpectedError } from '../components/unexpected-error';
import { reportError } from '../lib/report-error';
// The frame of nearly every page (header, menu, centred content) goes with the app's chunk, loaded
// once, instead of being split, by which pages use it, into several small chunks that every one of
// those pages loads (+2.4 kB gzip each, measured: issue 19 item 5).
import '../components/layout/page-shell';
import { SessionProvider } from '../lib/session';
import { pageTitle } from './page-titles';

/** The tab's title follows the page (issue 41). */
function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return null;
}

function RootLayout() {
  return (
    <SessionProvider>
      <DocumentTitle />
      <Outlet />
      <ContactButton />
    </SessionProvider>
  );
}

/** A route that failed to load or render: the Spanish error page, the failure reported once. */
function RouteError() {
  const error = useRouteError();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => setCode(reportError(error)), [error]);
  return <UnexpectedError code={code} />;
}

/** The landing as the app's `/` (signed out) and unknown paths. */
const landingRoute = async () => ({ Component: (await import('../features/landing/landing-route')).default });

/** Every route of both spec documents, each page loaded on demand (route-level code splitting). */
export const routes = [
  {
    // Loaded inside the card frame: outside the session layout, so no routing rule runs there.
    path: '/redirect',
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('../features/payments/redirect-page')).default }),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown only if a route's code takes over a second at the start (app/full-app.tsx, renderApp).
    hydrateFallbackElement: <FullPageSpinner label="Cargando la página" />,
    children: [
      // On demand like every page: a first visit to `/` gets it from main.tsx without the app, and the
      // app's pages do not carry it (issue 11). Coming from the landing, its chunk is already loaded.
      { index: true, lazy: landingRoute },
      { path: '/login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).default }) },
      {
        path: '/terminos-condiciones-uso-uy',
        lazy: async () => ({ Component: (await import('../features/legal/terms-page')).default }),
      },
      {
        path: '/dashboard',
        lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page')).default }),
      },
      { path: '/home', lazy: async () => ({ Component: (await import('../features/nutrition/home-page')).default }) },
      { path: '/foods', lazy: async () => ({ Component: (await import('../features/foods/foods-page')).default }) },
      { path: '/agenda', lazy: async () => ({ Component: (await import('../features/agenda/agenda-page')).default }) },
      {
        path: '/resetPassword',
        lazy: async () => ({ Component: (await import('../features/password/reset-password-page')).default }),
      },
      {
        path: '/changePassword',
        lazy: async () => ({ Component: (await import('../features/password/change-password-page')).default }),
      },
      {
        path: '/profile',
        lazy: async () => ({ Component: (await import('../features/profile/profile-page')).default }),
      },
      {
        path: '/eliminar-cuenta',
        lazy: async () => ({ Component: (await import('../features/privacy/delete-account-page')).default }),
      },
      {
        // The single-use link e-mailed with a temporary password to an account with two-factor sign-in.
        path: '/quitar-verificacion',
        lazy: async () => ({ Component: (await import('../features/two-factor/removal-page')).default }),
      },
      {
        // Where anyone checks one of our receipts: the address printed on every e-Ticket (issue 38).
        path: '/comprobantes',
        lazy: async () => ({ Component: (await import('../features/receipts/verify-receipt-page')).default }),
      },
      {
        path: '/results',
        lazy: async () => ({ Component: (await import('../features/results/results-page')).default }),
      },
      {
        // A nutritionist's view of one linked patient's results (doc 2 §2).
        path: '/patientresult',
        lazy: async () => ({ Component: (await import('../features/results/patient-result-page')).default }),
      },
      {
        path: '/createUser',
        lazy: async () => ({ Component: (await import('../features/create-user/create-user-page')).default }),
      },
      { path: '/signup', lazy: async () => ({ Component: (await import('../features/signup/signup-page')).default }) },
      ...['/verified', '/emailConfirmed'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/verify-email/verify-email-page')).default }),
      })),
      {
        path: '/loadingPayment',
        lazy: async () => ({ Component: (await import('../features/payments/loading-payment-page')).default }),
      },
      {
        path: '/payment',
        lazy: async () => ({ Component: (await import('../features/payments/payment-page')).default }),
      },
      {
        path: '/checkout',
        lazy: async () => ({ Component: (await import('../features/payments/checkout-page')).default }),
      },
      {
        path: '/payrenewed',
        lazy: async () => ({ Component: (await import('../features/payments/pay-renewed-page')).default }),
      },
      {
        path: '/paymentMethod',
        lazy: async () => ({ Component: (await import('../features/payments/payment-method-page')).default }),
      },
      { path: '/platos', element: <Navigate to="/platos-semanales" replace /> },
      {
        path: '/platos-semanales',
        lazy: async () => ({ Component: (await import('../features/meals/meals-page')).default }),
      },
      {
        path: '/meals-checkout',
        lazy: async () => ({ Component: (await import('../features/meals/meals-checkout-page')).default }),
      },
      {
        path: '/consulta-nutricional',
        lazy: async () => ({ Component: (await import('../features/consultations/consultation-page')).default }),
      },
      {
        path: '/consulta-nutricional/pago',
        lazy: async () => ({
          Component: (await import('../features/consultations/consultation-checkout-page')).default,
        }),
      },
      {
        path: '/consulta-nutricional/turno',
        lazy: async () => ({ Component: (await import('../features/consultations/manage-booking-page')).default }),
      },
      {
        path: '/collections',
        lazy: async () => ({ Component: (await import('../features/logistics/collections-page')).default }),
      },
      // The 'Formulario ADN' is a tab of the customer's profile.
      { path: '/dna', element: <Navigate to="/profile?tab=dna" replace /> },
      { path: '/ops', lazy: async () => ({ Component: (await import('../features/ops/ops-page')).default }) },
      { path: '*', lazy: landingRoute },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
export type AppRouter = ReturnType<typeof createAppRouter>;
