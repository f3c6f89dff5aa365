import { installmentsSchema } from '@nutritest/domain';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { storageKeys } from '../../lib/storage';

/**
 * The choices of a payment kept across its pages and a retry (doc 1 §7: "retry payment uses the
 * saved instalments and coupon"): local storage 'paymentDraft'. Cleared after a successful payment
 * and, like every session key, on logout.
 */
export const PAYMENT_DRAFT_KEY = 'paymentDraft';

const draftSchema = z.object({
  coupon: z.string().min(1).max(40).nullable().catch(null),
  installments: installmentsSchema.catch(1),
});
export type PaymentDraft = z.infer<typeof draftSchema>;

const emptyDraft: PaymentDraft = { coupon: null, installments: 1 };

export function readPaymentDraft(): PaymentDraft {
  try {
    const raw = localStorage.getItem(PAYMENT_DRAFT_KEY);
    if (!raw) return emptyDraft;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

export function savePaymentDraft(draft: PaymentDraft): void {
  localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify(draft));
}

export function clearPaymentDraft(): void {
  localStorage.removeItem(PAYMENT_DRAFT_KEY);
}

/** The draft as state, written through to local storage. */
export function usePaymentDraft(): [PaymentDraft, (change: Partial<PaymentDraft>) => void] {
  const [draft, setDraft] = useState(readPaymentDraft);
  const update = useCallback((change: Partial<PaymentDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...change };
      savePaymentDraft(next);
      return next;
    });
  }, []);
  return [draft, update];
}

/** How many kit places a company is buying: local storage 'amount' (doc 1 §3), 1 when absent. */
export function storedPlacesQuantity(): number {
  try {
    const raw = localStorage.getItem(storageKeys.amount);
    const n = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
  } catch {
    return 1;
  }
}
