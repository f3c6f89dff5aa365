import { z } from 'zod';
import { accountSchema } from './accounts';
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

/** GET /v1/account/two-factor */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Operators cannot turn it off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

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

/** POST /v1/account/two-factor/setup: the operator's enrolment during sign-in. */
export const twoFactorSetupRequestSchema = z.object({ challengeToken: challengeTokenSchema });

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
