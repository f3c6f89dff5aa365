import { z } from 'zod';
import { messages } from './messages.es';
import { isUruguayPhone, normalizeUruguayPhone } from './phone-rule';

export { isUruguayPhone, normalizeUruguayPhone, phoneHint } from './phone-rule';

// The rule itself (and the hint) is in ./phone-rule, without zod; these are its schemas.

/** A required phone: a Uruguayan mobile or landline, kept as its national digits. */
export const phoneSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .refine(isUruguayPhone, messages.phoneRule)
  .transform((v) => normalizeUruguayPhone(v) ?? v);

/** An optional phone (empty → null), same rule. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isUruguayPhone(v), messages.phoneRule)
  .transform((v) => (v === '' ? null : (normalizeUruguayPhone(v) ?? v)))
  .nullable()
  .optional();
