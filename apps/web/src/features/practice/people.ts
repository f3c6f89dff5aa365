/**
 * The people pieces the company dashboard shares with the nutritionist's, without the rest of the
 * practice feature: importing them through index.ts would bring the nutritionist's dashboard into
 * the company dashboard's chunk. A second public entry, like invitations.ts.
 */
export { invitationsQueryKey } from './api/get-invitations';
export { useLinkedPeople } from './api/get-linked-people';
export { AddPersonMenu } from './components/add-person-menu';
export { InvitationsSection } from './components/invitations-section';
export { PeopleList } from './components/people-list';
export { StateFilter, useStateFilter } from './components/state-filter';
export { useDashboardBanner } from './hooks/use-dashboard-banner';
