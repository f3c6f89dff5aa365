import { montevideoDateTimeEs } from '@nutritest/domain';

/** dd/MM/yyyy HH:mm in Montevideo time. */
export function formatMontevideo(iso: string): string {
  return montevideoDateTimeEs(iso);
}
