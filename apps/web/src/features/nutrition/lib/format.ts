import { formatNumberEs } from '@nutritest/domain';

const decimals = { format: (n: number) => formatNumberEs(n, { maximumFractionDigits: 2 }) };
const bmiFormat = { format: (n: number) => formatNumberEs(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) };
const thousands = { format: (n: number) => formatNumberEs(n, { maximumFractionDigits: 0 }) };

/** 1594 → '1.594' (grouped even with four digits, as the texts of the product write it). */
export const formatKcal = (kcal: number) => `${thousands.format(kcal)} kcal`;

/** 2.86 → '2,86 litros'. */
export const formatLitres = (litres: number) => `${decimals.format(litres)} litros`;

/** 22.04 → '22,04'. */
export const formatBmi = (bmi: number) => bmiFormat.format(bmi);

export const formatGrams = (grams: number) => `${thousands.format(grams)} g`;
