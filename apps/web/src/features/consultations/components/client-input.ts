import type { consultationUserSchema } from '@nutritest/domain';
import type { z } from 'zod';

/** Who takes the consultation, as typed in the dialog (kept apart so the page loads the dialog on demand). */
export type ClientInput = z.input<typeof consultationUserSchema>;
export type ClientOutput = z.output<typeof consultationUserSchema>;

export const emptyClient: ClientInput = { name: '', lastName: '', email: '', phone: '' };
