/**
 * What other parts of the app may use from the signup feature; everything else in this folder is
 * internal to it.
 */
export { useResendConfirmation } from './api/resend-confirmation';
