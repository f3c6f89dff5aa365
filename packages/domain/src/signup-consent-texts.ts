/**
 * The signup consent box's version and texts with no zod in sight (the terms checkbox shows them on
 * pages that must stay free of the schema library). signup-consent.ts re-exports these.
 */

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
