import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type LandingNavigation, LandingNavigationContext } from './landing-navigation';
import LandingPage from './landing-page';

/** The landing as a route of the app (after signing out, unknown paths): links go through the router. */
export default function LandingRoute() {
  const navigate = useNavigate();
  const host = useMemo<LandingNavigation>(() => ({ navigate: (to) => navigate(to) }), [navigate]);
  return (
    <LandingNavigationContext.Provider value={host}>
      <LandingPage />
    </LandingNavigationContext.Provider>
  );
}
