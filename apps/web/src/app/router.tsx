import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { FullPageSpinner } from '../components/full-page-spinner';
import { ContactButton } from '../components/layout/contact-button';
import LandingPage from '../features/landing/landing-page';
import { SessionProvider } from './session';

function RootLayout() {
  return (
    <SessionProvider>
      <Outlet />
      <ContactButton />
    </SessionProvider>
  );
}

function RouteError() {
  return (
    <div role="alert" style={{ padding: 32, fontFamily: 'system-ui, sans-serif', textAlign: 'center' }}>
      <h1>Something went wrong.</h1>
    </div>
  );
}

/** Routes whose feature arrives in a later issue, with the title their placeholder shows. */
const upcoming: Array<[path: string, title: string]> = [
  ['/resetPassword', 'Restablecer contraseña'],
  ['/changePassword', 'Cambio de contraseña'],
  ['/verified', 'Verificación de correo'],
  ['/emailConfirmed', 'Verificación de correo'],
  ['/signup', 'Registro'],
  ['/profile', 'Mi perfil'],
  ['/collections', 'Mi kit'],
  ['/dna', 'Mi kit'],
  ['/paymentMethod', 'Medio de pago'],
  ['/payment', 'Pago'],
  ['/redirect', 'Pago'],
  ['/checkout', 'Pago'],
  ['/loadingPayment', 'Medio de pago'],
  ['/payrenewed', 'Medio de pago'],
  ['/createUser', 'Cargar datos del paciente/empleado'],
  ['/home', 'Inicio'],
  ['/results', 'Resultados'],
  ['/foods', 'Recomendaciones'],
  ['/agenda', 'Agenda'],
  ['/patientresult', 'Resultados del paciente'],
  ['/platos-semanales', 'Platos semanales'],
  ['/consulta-nutricional', 'Consulta nutricional'],
  ['/meals-checkout', 'Platos semanales'],
];

/** Every route of both spec documents, each page loaded on demand (route-level code splitting). */
export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      // The landing page is most visitors' first page: bundled with the entry, not fetched after it.
      { index: true, Component: LandingPage },
      { path: '/login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).default }) },
      {
        path: '/terminos-condiciones-uso-uy',
        lazy: async () => ({ Component: (await import('../features/legal/terms-page')).default }),
      },
      {
        path: '/dashboard',
        lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page')).default }),
      },
      { path: '/platos', element: <Navigate to="/platos-semanales" replace /> },
      ...upcoming.map(([path, title]) => ({ path, element: <ComingSoon title={title} /> })),
      { path: '*', Component: LandingPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
