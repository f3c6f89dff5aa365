/**
 * What other parts of the app may use from the two-factor feature: the login's second step, the
 * profile section, and the step-up dialog asked before genetic data leaves the portal.
 */

export { TwoFactorSection } from './components/two-factor-section';
export { type SignInChallenge, TwoFactorSignIn } from './components/two-factor-sign-in';
export { useStepUp } from './use-step-up';
