/** What other parts of the app may use from the privacy feature (the profile shows its sections). */
export { PrivacySections } from './components/privacy-sections';
