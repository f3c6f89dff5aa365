import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { ContactButton } from '../components/layout/contact-button';
import { type LandingNavigation, LandingNavigationContext } from '../features/landing/landing-navigation';
import LandingPage from '../features/landing/landing-page';
import { PageBaseline } from '../lib/page-baseline';
import { theme, withAppStyles } from '../lib/theme';

/**
 * The landing page on its own, for a first visit to `/` without a session: the theme, the contact
 * button and the contacts from /v1/config (lib/public-config.ts), but no router, session, query
 * cache, api-client or zod.
 * `navigation` hands over to the full app when a link leads elsewhere.
 */
export function LandingShell({ navigation }: { navigation: LandingNavigation }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        {withAppStyles(
          <ThemeProvider theme={theme}>
            <PageBaseline />
            <LandingNavigationContext.Provider value={navigation}>
              <LandingPage />
              <ContactButton />
            </LandingNavigationContext.Provider>
          </ThemeProvider>,
        )}
      </ErrorBoundary>
    </StrictMode>
  );
}
