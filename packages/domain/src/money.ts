import { z } from 'zod';

export { type Currency, currencies, formatMoney } from './price-display';

/** Amounts are integer cents with their currency (spec README decision 9). */
export const centsSchema = z.number().int().nonnegative();
