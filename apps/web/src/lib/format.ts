import { montevideoDayEs, montevideoTimeEs } from '@nutritest/domain';

export { formatMoney } from '@nutritest/domain';

/** dd/MM/yyyy in Montevideo time (spec README decision 10). */
export const formatDate = (value: string | Date): string => montevideoDayEs(value);

/** HH:mm in Montevideo time. */
export const formatTime = (value: string | Date): string => montevideoTimeEs(value);
