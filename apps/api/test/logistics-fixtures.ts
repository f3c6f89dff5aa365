import { AnalysisStatus, addDays, isSelectableDay, montevideoDate } from '@nutritest/domain';
import type { FastifyInstance } from 'fastify';
import { createAnalysis } from '../src/db/seed/factories';
import { signInAs } from './helpers';

/** The next `count` selectable courier days from today (Montevideo). */
export function selectableDays(count: number): string[] {
  const out: string[] = [];
  let day = montevideoDate(new Date());
  while (out.length < count) {
    day = addDays(day, 1);
    if (isSelectableDay(day, new Date())) out.push(day);
  }
  return out;
}

/** A Montevideo address for a courier leg. */
export const montevideoAddress = {
  street: 'Av. Brasil',
  doorNumber: 2500,
  apartmentNumber: '301',
  corner: 'Ellauri',
  state: 0,
};

/** A signed-in customer with a kit in `status` (paid by default). */
export async function customerWithKit(app: FastifyInstance, status: number = AnalysisStatus.Paid, firstName = 'Carla') {
  const me = await signInAs(app, 'Customer', { firstName });
  const analysis = await createAnalysis(app.database.db, me.account.id, status);
  return { ...me, analysis };
}
