import { z } from 'zod';
import { AnalysisStatus } from './analysis-status';

/**
 * A company unlinks an employee who left (issue 22, item 15; decision 027). The place comes back only
 * when it was never used: the kit it paid for was not delivered (still "paid, waiting for the kit").
 * Otherwise the person is unlinked and the place stays used. Either way the person keeps their account
 * (and, with a used place, their kit and results) and gets an e-mail.
 */
export const employeeUnlinkedSchema = z.object({
  placeReturned: z.boolean(),
  placesLeft: z.number().int(),
  message: z.string(),
});
export type EmployeeUnlinked = z.infer<typeof employeeUnlinkedSchema>;

/** What the dialog expects from the list's kit state (the server decides, under the company's lock). */
export const isPlaceUnused = (analysisStatus: number | null) =>
  analysisStatus === null || analysisStatus === AnalysisStatus.Paid;

export const employeeTexts = {
  unlink: 'Desvincular',
  unlinkLabel: (name: string) => `Desvincular a ${name}`,
  confirmTitle: (name: string) => `¿Desvincular a ${name}?`,
  confirmUnused:
    'Todavía no le enviamos el kit: el kit se cancela y el cupo vuelve a tu empresa para invitar a otra persona.',
  confirmUsed:
    'Ya recibió su kit, así que el cupo queda usado y no vuelve. Su kit y sus resultados siguen siendo suyos.',
  confirmCommon: 'Deja de aparecer en tu lista, su cuenta sigue activa y le avisamos por correo.',
  returned: (name: string, left: number) =>
    `Desvinculaste a ${name}. El cupo volvió a tu empresa: te ${left === 1 ? 'queda 1 cupo' : `quedan ${left} cupos`}.`,
  kept: (name: string) => `Desvinculaste a ${name}. Su cupo ya estaba usado, así que no vuelve.`,
} as const;
