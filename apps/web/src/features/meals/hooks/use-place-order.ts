import { AppError, type CreateMealOrderRequest, defaultErrorMessage, mealsTexts } from '@nutritest/domain';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../../components/checkout/idempotency-key';
import { cancelMealOrder } from '../api/cancel-order';
import { createMealOrder } from '../api/create-order';
import { createMealsPreference } from '../api/create-preference';
import { clearCheckout, readCheckout, type StoredCheckout, writeCheckout } from '../lib/checkout-storage';

export interface PlaceOrderFailure {
  /** The spec's alert text. */
  message: string;
  /** The server's own explanation, when it gave one beyond the generic text. */
  detail: string | null;
  /** The server's per-field messages. */
  fields: Record<string, string>;
}

function failureOf(error: unknown): PlaceOrderFailure {
  // The server answered with an error: the spec's "send failure", with what the server said.
  if (error instanceof AppError && error.code !== 'UNAVAILABLE') {
    return {
      message: mealsTexts.sendFailed,
      detail: error.message && error.message !== defaultErrorMessage[error.code] ? error.message : null,
      fields: error.fields ?? {},
    };
  }
  // No answer (network) or an unexpected one.
  return { message: mealsTexts.sendException, detail: null, fields: {} };
}

async function cancelQuietly(order: StoredCheckout): Promise<void> {
  try {
    await cancelMealOrder(order);
  } catch {
    // Already paid, already cancelled or unreachable: an unpaid order is never charged anyway.
  }
}

/**
 * 'Confirmar pedido' (doc 2 §4): creates the order, then its payment preference, keeps both in
 * session storage and goes to /meals-checkout.
 *
 * One order per form session: the Idempotency-Key is made once for an order and reused on every
 * retry, and once the server created the order (or its preference) a resubmission of the same order
 * only finishes what is missing. A changed cart or form is a new order: the unpaid one is cancelled.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const idempotency = useRef<{ key: string; fingerprint: string } | null>(null);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<PlaceOrderFailure | null>(null);

  const place = useCallback(
    async (body: CreateMealOrderRequest, summary: string) => {
      if (busy.current) return;
      busy.current = true;
      setSending(true);
      setFailure(null);
      const fingerprint = JSON.stringify(body);
      try {
        let stored = readCheckout();
        if (stored && stored.fingerprint !== fingerprint) {
          await cancelQuietly(stored);
          clearCheckout();
          stored = null;
        }
        if (!stored) {
          if (idempotency.current?.fingerprint !== fingerprint) {
            idempotency.current = { key: newIdempotencyKey(), fingerprint };
          }
          const order = await createMealOrder({ body, idempotencyKey: idempotency.current.key });
          stored = {
            orderId: order.orderId,
            accessKey: order.accessKey,
            fingerprint,
            preference: null,
            summary,
            totalCents: order.totalCents,
          };
          writeCheckout(stored);
        }
        if (!stored.preference) {
          stored = { ...stored, preference: await createMealsPreference(stored) };
          writeCheckout(stored);
        }
        navigate('/meals-checkout');
      } catch (error) {
        setFailure(failureOf(error));
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [navigate],
  );

  /** 'Cancelar': cancels the unpaid order if there is one and forgets its preference. */
  const cancel = useCallback(async () => {
    const stored = readCheckout();
    clearCheckout();
    idempotency.current = null;
    setFailure(null);
    if (stored) await cancelQuietly(stored);
  }, []);

  return { place, cancel, sending, failure };
}
