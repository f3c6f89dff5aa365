import { z } from 'zod';
import { customerProfileSchema, passwordSchema, personNameSchema } from './account-forms';
import { emailSchema } from './accounts';
import { invitationProgresses, invitationStatuses } from './invitation-texts';
import { messages } from './messages.es';
import { signupConsentSchema } from './privacy';

/**
 * Invitations (doc 1 §2 dialogs, §4 "Invitation", §6): a nutritionist invites patients, a company
 * invites employees. The invited person opens the e-mailed link, completes their data, sets a
 * password and becomes a Customer linked to the inviter. An employee's kit is paid by one of the
 * company's places, taken when they register.
 */

// The texts, statuses and list-state labels live in ./invitation-texts (no zod: the dashboards and
// /createUser show them without loading the schema library).
export {
  companyOfferTexts,
  INVITATION_TTL_DAYS,
  type InvitationProgress,
  type InvitationStatus,
  invitationProgresses,
  invitationProgressLabels,
  invitationStatuses,
  invitationTexts,
  listStateLabels,
} from './invitation-texts';

/** What the inviter enters: name and e-mail (send e-mail only), or every field (load all data). */
export const newAccountInfoSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema.optional(),
  email: emailSchema,
  /** The full data ("Cargar datos del paciente/empleado"), pre-filled for the invited person. */
  profile: customerProfileSchema.partial().omit({ firstName: true }).optional(),
});
export type NewAccountInfo = z.input<typeof newAccountInfoSchema>;

/** POST /v1/account/fromNutritionist and POST /v1/Account/fromBusiness. `accountId` is the inviter's own id. */
export const invitationRequestSchema = z.object({
  accountId: z.uuid({ error: messages.badFormat }),
  newAccountInfo: newAccountInfoSchema,
});
export type InvitationRequest = z.input<typeof invitationRequestSchema>;

/**
 * GET /v1/account/company-invitation: a company's pending invitation to this customer's e-mail, while
 * she has no kit (issue 41 item 7: she already had an account, so no link could create one).
 */
export const pendingCompanyInvitationSchema = z.object({
  invitation: z.object({ id: z.uuid(), company: z.string(), expiresAt: z.string() }).nullable(),
});
export type PendingCompanyInvitation = z.infer<typeof pendingCompanyInvitationSchema>;

/** One invitation in the inviter's list (GET /v1/account/invitations). */
export const invitationSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(invitationStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  /**
   * A nutritionist's invitation, followed after the e-mail (issue 22 item 7): invited (pending), then,
   * once the patient registered and while they stay linked, registered without a kit, kit bought,
   * results ready. Absent for a company's invitations and for one whose patient unlinked.
   */
  progress: z.enum(invitationProgresses).optional(),
  /**
   * A company's accepted invitation whose employee it later unlinked (issue 41 item 7): when, and
   * whether the place came back (the kit was never delivered). Absent otherwise.
   */
  unlinked: z.object({ at: z.string(), placeReturned: z.boolean() }).optional(),
});
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

/** The answer to sending or resending an invitation. */
export const invitationSentSchema = z.object({ invitation: invitationSummarySchema, message: z.string() });

/**
 * What the invited person's page reads with the link's token (GET /v1/account/fromNutritionist/{token},
 * GET /v1/Account/fromBusiness?userdata={token}): who invites and what they entered.
 */
export const invitationViewSchema = z.object({
  kind: z.enum(['patient', 'employee']),
  inviterName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profile: customerProfileSchema.partial().omit({ firstName: true }).nullable(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** POST /v1/account/invitations/accept: the invited person's data and password. Answers a session. */
export const acceptInvitationSchema = z.object({
  token: z.string().min(10, messages.linkInvalid).max(200, messages.linkInvalid),
  profile: customerProfileSchema,
  password: passwordSchema,
  // The invited person gives the same express consent as at signup (terms and genetic data).
  ...signupConsentSchema.shape,
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationSchema>;

/** A patient (nutritionist) or an employee (company) in the dashboard list: names and kit state only. */
export const linkedPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The analysis status (null before a kit), and its list state 0–3 (doc 1 §4). */
  analysisStatus: z.number().int().nullable(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  referenceId: z.string().nullable(),
  since: z.string(),
});
export type LinkedPerson = z.infer<typeof linkedPersonSchema>;
