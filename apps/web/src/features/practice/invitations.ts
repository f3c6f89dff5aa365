/**
 * The invitation pieces /createUser uses, without the rest of the practice feature: importing them
 * through index.ts would bring the nutritionist's dashboard into the invite page's chunk.
 */
export { type InvitationKind, useSendInvitation } from './api/send-invitation';
export { invitationSentState } from './hooks/use-dashboard-banner';
