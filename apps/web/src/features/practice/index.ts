/**
 * What other parts of the app may use from the practice feature: the nutritionist's dashboard,
 * and the pieces the company dashboard and /createUser share with it (the people list with its
 * state filter, the add menu, the invitations and their endpoints).
 */
export { useLinkedPeople } from './api/get-linked-people';
export { type InvitationKind, useSendInvitation } from './api/send-invitation';
export { AddPersonMenu } from './components/add-person-menu';
export { InvitationsSection } from './components/invitations-section';
export { AvailabilitySection } from './components/lazy-availability-section';
export { PeopleList } from './components/people-list';
export { StateFilter, useStateFilter } from './components/state-filter';
export { invitationSentState, useDashboardBanner } from './hooks/use-dashboard-banner';
export { NutritionistDashboard } from './nutritionist-dashboard';
