import { z } from 'zod';
import { accountSchema, authenticateResponseSchema } from './accounts';
import { messages } from './messages.es';
import { twoFactorMessages } from './two-factor-messages';

/**
 * Two-factor sign-in (TOTP, RFC 6238) and the fresh second factor ("step-up") asked before
 * genetic results leave the portal as a PDF or an export (issue 11).
 */

export { twoFactorMessages } from './two-factor-messages';

/** A 6-digit code as typed: spaces are ignored. */
export const totpCodeSchema = z
  .string({ error: twoFactorMessages.codeFormat })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.codeFormat));

export const twoFactorCodeRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

/**
 * Who is changing the second factor must prove it beyond the session (issue 17): the current
 * password, or the 6-digit code e-mailed by POST /v1/account/two-factor/email-code. One of the two;
 * the server answers a field error on `password` when neither comes.
 */
export const twoFactorReauthSchema = z.object({
  password: z.string({ error: twoFactorMessages.reauthRequired }).max(200, twoFactorMessages.passwordWrong).optional(),
  emailCode: totpCodeSchema.optional(),
});
export type TwoFactorReauth = z.input<typeof twoFactorReauthSchema>;

/** POST /v1/account/two-factor/enrolment and …/recovery-codes */
export const twoFactorEnrolmentRequestSchema = twoFactorReauthSchema;
export type TwoFactorEnrolmentRequest = z.input<typeof twoFactorEnrolmentRequestSchema>;

/** POST /v1/account/two-factor/disable: a current code and the proof. */
export const twoFactorDisableRequestSchema = twoFactorReauthSchema.extend({ code: totpCodeSchema });
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;

/**
 * An operator's one-time recovery code, as typed: 16 letters and digits, shown in groups of four
 * (`abcd-efgh-ijkm-npqr`); spaces, dashes and case are ignored.
 */
export const recoveryCodeSchema = z
  .string({ error: twoFactorMessages.recoveryCodeFormat })
  .max(64, twoFactorMessages.recoveryCodeFormat)
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{16}$/, twoFactorMessages.recoveryCodeFormat));

/** Answers that show recovery codes (once: only their hashes are kept). */
export const twoFactorRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodesSchema>;

/** GET /v1/account/two-factor */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Operators cannot turn it off. */
  required: z.boolean(),
  /** Operators: unused recovery codes left (null for the other roles). */
  recoveryCodesLeft: z.number().int().nullable().optional(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /v1/account/two-factor/enrolment/confirm: the status, and an operator's new recovery codes. */
export const twoFactorConfirmResponseSchema = twoFactorStatusSchema.extend({
  recoveryCodes: z.array(z.string()).optional(),
});
export type TwoFactorConfirmResponse = z.infer<typeof twoFactorConfirmResponseSchema>;

/** POST /v1/account/two-factor/enrolment (and the operator's first sign-in): what the authenticator app needs. */
export const twoFactorEnrolmentSchema = z.object({
  /** otpauth://totp/NutriTest:<email>?secret=…&issuer=NutriTest&algorithm=SHA1&digits=6&period=30 */
  otpauthUri: z.string(),
  /** The base32 secret, to type in by hand. */
  secret: z.string(),
  /** The same URI as a QR code, an SVG data URL (data:image/svg+xml;base64,…). */
  qrSvgDataUrl: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** Challenge tokens live 5 minutes and only work on the two-factor sign-in endpoints. */
export const challengeTokenSchema = z.string().min(20).max(2000);

/**
 * POST /v1/account/authenticate answers one of three shapes:
 * - the session (`jwtToken`, `account`) when no second factor applies;
 * - `twoFactorRequired` + `challengeToken` when the account has TOTP on (then POST /v1/account/two-factor/verify);
 * - `twoFactorSetupRequired` + `challengeToken` for an operator without TOTP (enrol first).
 */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
});
export const twoFactorSetupChallengeSchema = z.object({
  twoFactorSetupRequired: z.literal(true),
  challengeToken: z.string(),
});
export const signInResponseSchema = z.union([
  z.object({ jwtToken: z.string(), account: accountSchema }),
  twoFactorChallengeSchema,
  twoFactorSetupChallengeSchema,
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /v1/account/two-factor/verify and /v1/account/two-factor/setup/confirm */
export const twoFactorChallengeRequestSchema = z.object({
  challengeToken: challengeTokenSchema,
  code: totpCodeSchema,
});
export type TwoFactorChallengeRequest = z.input<typeof twoFactorChallengeRequestSchema>;

/**
 * POST /v1/account/two-factor/verify: the authenticator's `code`, or (operators) one of their
 * one-time `recoveryCode`s instead. The server answers a field error on `code` when neither comes.
 */
export const twoFactorVerifyRequestSchema = z.object({
  challengeToken: challengeTokenSchema,
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});
export type TwoFactorVerifyRequest = z.input<typeof twoFactorVerifyRequestSchema>;

/** POST /v1/account/two-factor/setup: the operator's enrolment during sign-in. */
export const twoFactorSetupRequestSchema = z.object({ challengeToken: challengeTokenSchema });

/** POST /v1/account/two-factor/setup/confirm: the session and the operator's recovery codes, shown once. */
export const twoFactorSetupConfirmResponseSchema = authenticateResponseSchema.extend({
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorSetupConfirmResponse = z.infer<typeof twoFactorSetupConfirmResponseSchema>;

/**
 * POST /v1/account/two-factor/removal: the single-use link "Quitar la verificación en dos pasos"
 * e-mailed with the temporary password of an account with TOTP (`<tokenId>.<token>`).
 */
export const twoFactorRemovalRequestSchema = z.object({
  data: z.string({ error: messages.linkInvalid }).min(1, messages.linkInvalid).max(200, messages.linkInvalid),
});
export const twoFactorRemovalResponseSchema = z.object({ message: z.string() });

/** POST /v1/account/step-up */
export const stepUpResponseSchema = z.object({
  /** Send it as the `x-step-up-token` header; valid 5 minutes, for this account only. */
  stepUpToken: z.string(),
  expiresAt: z.string(),
});
export type StepUpResponse = z.infer<typeof stepUpResponseSchema>;

/** POST /v1/account/step-up/email-code: how the person proves it is them. */
export const stepUpEmailCodeResponseSchema = z.object({ message: z.string(), expiresInMinutes: z.number().int() });

/** The header carrying the step-up token. */
export const STEP_UP_HEADER = 'x-step-up-token';
