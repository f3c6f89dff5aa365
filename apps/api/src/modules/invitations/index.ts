/** Invitations of nutritionists and companies (modules/invitations). */
export { invitationsRoutes } from './invitations.routes';
export { createInvitationsService, type InvitationsService } from './invitations.service';
