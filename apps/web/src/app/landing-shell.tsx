import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { ContactButton } from '../components/layout/contact-button';
import { type LandingNavigation, LandingNavigationContext } from '../features/landing/landing-navigation';
import LandingPage from '../features/landing/landing-page';
import { theme } from './theme';

/**
 * The landing page on its own, for a first visit to `/` without a session: the theme, the one
 * query it makes (/v1/config) and the contact button, but no router, session, api-client or zod.
 * `navigation` hands over to the full app when a link leads elsewhere.
 */
export function LandingShell({ navigation }: { navigation: LandingNavigation }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <LandingNavigationContext.Provider value={navigation}>
              <LandingPage />
              <ContactButton />
            </LandingNavigationContext.Provider>
          </ThemeProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
