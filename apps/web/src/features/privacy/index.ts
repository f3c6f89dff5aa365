import { lazy } from 'react';

/**
 * What other parts of the app may use from the privacy feature: the profile shows its sections, the
 * results page the APOE card. Each comes in its own chunk when first drawn (render it inside a
 * Suspense): the results page no longer loads the data export, the account deletion and their
 * schemas to show one card (issue 23).
 */
export const ApoeOptInCard = lazy(() =>
  import('./components/apoe-opt-in-card').then(({ ApoeOptInCard }) => ({ default: ApoeOptInCard })),
);
export const PrivacySections = lazy(() =>
  import('./components/privacy-sections').then(({ PrivacySections }) => ({ default: PrivacySections })),
);
