import { z } from 'zod';
import { currencies } from './price-display';

// The page's texts live in ./cfe-verification-texts (no zod); exported from here too.
export * from './cfe-verification-texts';

/**
 * The issuer's own page where anyone holding a printed e-Ticket checks it (DGI's printed
 * representation asks e-Tickets to say "Puede verificar comprobante en <the company's site>"):
 * /comprobantes. GET /v1/cfe/verify answers only when type, series, number and the 6-character
 * security code printed under the QR all match, and then says only what the paper already shows
 * (type, number, date, total): never who bought it.
 */
export const cfeVerifyQuerySchema = z.object({
  type: z.coerce.number().pipe(z.union([z.literal(101), z.literal(102), z.literal(111), z.literal(112)])),
  series: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,2}$/),
  number: z.coerce.number().int().min(1).max(9_999_999),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9+/=]{6}$/),
});
export type CfeVerifyQuery = z.infer<typeof cfeVerifyQuerySchema>;

export const cfeVerificationSchema = z.object({
  title: z.string(),
  /** "A-0000012". */
  number: z.string(),
  /** YYYY-MM-DD (Montevideo). */
  issuedOn: z.string(),
  totalCents: z.number().int(),
  currency: z.enum(currencies),
  /** valid: issued; void: DGI rejected it (it was re-issued with another number). */
  status: z.enum(['valid', 'void']),
});
export type CfeVerification = z.infer<typeof cfeVerificationSchema>;
