import { z } from 'zod';
import { messages } from './messages.es';

/**
 * The version of the terms and consent texts the signup forms show. Bump it whenever the texts in
 * `privacyTexts.geneticDataConsent` / `shareNutritionistConsent` or the terms page change: every
 * consent row records the version the person accepted.
 */
export const CONSENT_TEXT_VERSION = '2026-11';

/** The signup consent box's texts (also in `privacyTexts`, which the privacy pages use). */
export const signupConsentTexts = {
  signupConsentNote:
    'Al aceptarlos das tu consentimiento expreso para que tratemos tus datos de salud y genéticos solo para darte tus resultados (Ley 18.331)',
  termsOutdated: 'Los términos y condiciones se actualizaron. Recargá la página y volvé a aceptarlos.',
} as const;

/** What registration sends with the account: the terms box and the version of the text shown. */
export const signupConsentSchema = z.object({
  acceptTerms: z.literal(true, { error: messages.termsRequired }),
  termsVersion: z
    .string({ error: signupConsentTexts.termsOutdated })
    .refine((v) => v === CONSENT_TEXT_VERSION, signupConsentTexts.termsOutdated),
});
