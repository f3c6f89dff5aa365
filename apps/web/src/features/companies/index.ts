/** What other parts of the app may use from the companies feature (the dashboard shows it). */
export { BusinessDashboard } from './business-dashboard';
export { CompanyInvitationOffer } from './components/company-invitation-offer';
