const decimals = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 2 });
const bmiFormat = new Intl.NumberFormat('es-UY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const thousands = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 0, useGrouping: 'always' });

/** 1594 → '1.594' (grouped even with four digits, as the texts of the product write it). */
export const formatKcal = (kcal: number) => `${thousands.format(kcal)} kcal`;

/** 2.86 → '2,86 litros'. */
export const formatLitres = (litres: number) => `${decimals.format(litres)} litros`;

/** 22.04 → '22,04'. */
export const formatBmi = (bmi: number) => bmiFormat.format(bmi);

export const formatGrams = (grams: number) => `${thousands.format(grams)} g`;
