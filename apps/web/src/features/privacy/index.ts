/** What other parts of the app may use from the privacy feature (the profile shows its sections, the results page the APOE card). */

export { ApoeOptInCard } from './components/apoe-opt-in-card';
export { PrivacySections } from './components/privacy-sections';
