import {
  AppError,
  type ConsultationType,
  consultationTexts,
  type consultationUserSchema,
  defaultErrorMessage,
} from '@nutritest/domain';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { getToken } from '../../../lib/storage';
import { hireNutritionist } from '../api/hire-nutritionist';
import { writeConsultationCheckout } from '../lib/checkout-storage';
import { consultationPayPath } from '../lib/paths';

export type ConsultationUser = z.output<typeof consultationUserSchema>;

export interface HireFailure {
  message: string;
  /** The chosen slot is no longer free: the calendar is asked again. */
  slotProblem: boolean;
}

const slotTexts: readonly string[] = [consultationTexts.slotTaken, consultationTexts.slotGone];

export function failureOf(error: unknown): HireFailure {
  if (error instanceof AppError) {
    if (error.status === 409 || slotTexts.includes(error.message)) {
      const own = error.message && error.message !== defaultErrorMessage[error.code];
      return { message: own ? error.message : consultationTexts.slotTaken, slotProblem: true };
    }
    if (error.message === consultationTexts.priorPlanRequired) {
      return { message: consultationTexts.priorPlanRequired, slotProblem: false };
    }
  }
  // Doc 2 §8: any other failure creating the preference.
  return { message: consultationTexts.preferenceFailed, slotProblem: false };
}

/**
 * 'Contratar' (doc 2 §4): asks the server to hold the slot and create the payment preference, keeps
 * the order in session storage and goes to the payment step. One request at a time.
 */
export function useHire({ onSlotProblem }: { onSlotProblem(): void }) {
  const navigate = useNavigate();
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<HireFailure | null>(null);

  const hire = useCallback(
    async (input: {
      tipoConsulta: ConsultationType;
      user: ConsultationUser;
      slot: { start: string; nutritionistId: string };
      /** Share the results with the session's nutritionist (a signed-in client with results). */
      shareResults?: boolean;
    }) => {
      if (busy.current) return;
      busy.current = true;
      setSending(true);
      setFailure(null);
      try {
        const preference = await hireNutritionist({
          orderData: {
            tipoConsulta: input.tipoConsulta,
            user: input.user,
            slot: { start: input.slot.start, nutritionistId: input.slot.nutritionistId },
            ...(input.shareResults ? { shareResults: true } : {}),
          },
          mrgenToken: getToken(),
        });
        writeConsultationCheckout({
          orderId: preference.orderId,
          accessKey: preference.accessKey,
          preference,
          tipoConsulta: input.tipoConsulta,
          slotStart: input.slot.start,
        });
        navigate(consultationPayPath());
      } catch (error) {
        const next = failureOf(error);
        setFailure(next);
        if (next.slotProblem) onSlotProblem();
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [navigate, onSlotProblem],
  );

  const clearFailure = useCallback(() => setFailure(null), []);

  return { hire, sending, failure, clearFailure };
}
