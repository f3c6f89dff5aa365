import { zodResolver } from '@hookform/resolvers/zod';
import { cfeVerifyTexts as t } from '@nutritest/domain';
import { z } from 'zod';

/** The verification form (/comprobantes): each field's message in Spanish, next to it. */
const schema = z.object({
  type: z.enum(['101', '102', '111', '112']),
  series: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{1,2}$/, t.seriesFormat),
  number: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, t.numberFormat),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9+/=]{6}$/, t.codeFormat),
});
export type VerifyForm = z.input<typeof schema>;

export const resolver = zodResolver(schema);
