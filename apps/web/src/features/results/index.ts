/** What other parts of the app may use from the results feature (the profile shows the access log). */
export { ResultsAccessSection } from './components/results-access-section';
