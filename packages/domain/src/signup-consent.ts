import { z } from 'zod';
import { messages } from './messages.es';

import { CONSENT_TEXT_VERSION, signupConsentTexts } from './signup-consent-texts';

export { CONSENT_TEXT_VERSION, signupConsentTexts } from './signup-consent-texts';

/** What registration sends with the account: the terms box and the version of the text shown. */
export const signupConsentSchema = z.object({
  acceptTerms: z.literal(true, { error: messages.termsRequired }),
  termsVersion: z
    .string({ error: signupConsentTexts.termsOutdated })
    .refine((v) => v === CONSENT_TEXT_VERSION, signupConsentTexts.termsOutdated),
});
