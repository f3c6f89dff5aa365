/** Data rights and consents (modules/privacy). What other modules may use. */
export { insertConsent } from './privacy.repository';
export { privacyRoutes } from './privacy.routes';
export { createPrivacyService, recordConsent, sharesWithNutritionist } from './privacy.service';
