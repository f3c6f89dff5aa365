import type { consultationOrderStatusSchema, hireNutritionistResponseSchema } from '@nutritest/domain';
import { consultationSlotLabel } from '@nutritest/domain';
import type { z } from 'zod';
import { type Handler, type StubbedRequest, setUpDatedPageTests } from '../../../test/signed-in-harness';
import { CONSULTATION_CHECKOUT_KEY, type StoredConsultation } from './lib/checkout-storage';

/** Sunday 22/11/2026 10:00 in Montevideo. */
export const NOW = new Date('2026-11-22T10:00:00-03:00');

/** The consultation tests' frame: the date is NOW, the pages `preload` names are loaded ahead. */
export function setUpConsultationTests(preload: () => Promise<unknown>) {
  setUpDatedPageTests(NOW, preload);
}

export const NUTRI_A = '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const NUTRI_B = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
export const ORDER_ID = 'c0a8e0f2-3b4c-4d5e-8f60-718293a4b5c6';
export const ACCESS_KEY = 'key-consulta-0123456789';

const slot = (start: string, minutes: number, nutritionistId = NUTRI_A) => ({
  start,
  end: new Date(new Date(start).getTime() + minutes * 60_000).toISOString(),
  nutritionistId,
  label: consultationSlotLabel(start),
});

/** Tuesday 01/12 09:00 and 09:30 (09:00 free with two nutritionists), Thursday 03/12 14:00. */
export function slotsFor(minutes = 30) {
  return [
    slot('2026-12-03T17:00:00.000Z', minutes),
    slot('2026-12-01T12:00:00.000Z', minutes),
    slot('2026-12-01T12:00:00.000Z', minutes, NUTRI_B),
    slot('2026-12-01T12:30:00.000Z', minutes),
  ];
}

export type HireResponse = z.infer<typeof hireNutritionistResponseSchema>;
export type OrderStatus = z.infer<typeof consultationOrderStatusSchema>;

export const sandboxHire: HireResponse = {
  id: 'pref-c1',
  checkoutUrl: '/sandbox/checkout/pref-c1',
  gateway: 'sandbox',
  publicKey: null,
  orderId: ORDER_ID,
  accessKey: ACCESS_KEY,
  heldUntil: '2026-11-22T13:15:00.000Z',
};

export function orderStatus(overrides: Partial<OrderStatus> = {}): OrderStatus {
  return {
    orderId: ORDER_ID,
    status: 'pending',
    paymentId: null,
    tipoConsulta: 'consultaPuntual',
    slotStart: '2026-12-01T12:00:00.000Z',
    ...overrides,
  };
}

export function storeConsultation(overrides: Partial<StoredConsultation> = {}): StoredConsultation {
  const stored: StoredConsultation = {
    orderId: ORDER_ID,
    accessKey: ACCESS_KEY,
    preference: sandboxHire,
    tipoConsulta: 'consultaPuntual',
    slotStart: '2026-12-01T12:00:00.000Z',
    ...overrides,
  };
  sessionStorage.setItem(CONSULTATION_CHECKOUT_KEY, JSON.stringify(stored));
  return stored;
}

export const isSlotsRequest = (request: StubbedRequest) =>
  request.method === 'GET' && request.url.startsWith('/v1/consultations/slots?');

export const slotsParams = (request: StubbedRequest) => new URL(request.url, 'http://x').searchParams;

/** The consultations API with the slots answered (`empty` for none); `extra` answers the rest first. */
export function consultationsApi(extra: Handler = () => undefined, empty = false): Handler {
  return (request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (isSlotsRequest(request)) {
      const type = slotsParams(request).get('tipoConsulta');
      const minutes = type === 'consultaPlus4' || type === 'consultaPlus8' ? 45 : 30;
      return { status: 200, body: { month: '2026-12', slots: empty ? [] : slotsFor(minutes) } };
    }
    return undefined;
  };
}
