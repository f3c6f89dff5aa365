import { type Currency, formatNumberEs, installmentAmountCents } from '@nutritest/domain';

const twoDecimals = {
  format: (n: number) => formatNumberEs(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

const prefix: Record<Currency, string> = { USD: 'USD', UYU: '$U' };

/** The amount of each instalment, always with 2 decimals (doc 1 §5): `USD 74,70` (or `$U 3.361,50`). */
export function formatInstalment(totalCents: number, installments: number, currency: Currency = 'USD'): string {
  return `${prefix[currency]} ${twoDecimals.format(installmentAmountCents(totalCents, installments) / 100)}`;
}

/** `3 cuotas de USD 74,70`; without a total (still loading) just `3 cuotas`. */
export function instalmentLabel(installments: number, totalCents?: number, currency: Currency = 'USD'): string {
  const count = `${installments} ${installments === 1 ? 'cuota' : 'cuotas'}`;
  return totalCents === undefined ? count : `${count} de ${formatInstalment(totalCents, installments, currency)}`;
}
