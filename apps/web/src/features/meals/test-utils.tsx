import type { Meal, MealOrderResponse, MealWeek, PreferenceResponse } from '@nutritest/domain';
import type { Handler, StubbedRequest } from '../../../test/signed-in-harness';
import { CART_STORAGE_KEY } from './lib/cart';
import { CHECKOUT_STORAGE_KEY, type StoredCheckout } from './lib/checkout-storage';

/** Sunday 22/11/2026 10:00 in Montevideo: the week of 16/11 is over; Monday 23/11 closed on Friday. */
export const NOW = new Date('2026-11-22T10:00:00-03:00');

/** A meal of the test menus: kitchen 2, every day, no photo, no "suits me" mark unless given. */
export function meal(overrides: Partial<Meal> & Pick<Meal, 'mealId' | 'weekId' | 'title'>): Meal {
  return {
    subtitle: null,
    photo: null,
    calories: null,
    kitchenId: 2,
    availableDay: 7,
    suitsMe: null,
    ...overrides,
  };
}

/** Four weeks: one over, two open, one without meals (dropped). `suits` gives the customer's flags. */
export function mealWeeks(suits = false): MealWeek[] {
  const flag = (value: boolean) => (suits ? value : null);
  return [
    {
      weekId: 'w16',
      weekstart: '2026-11-16',
      weekend: '2026-11-22',
      mealsList: [meal({ mealId: 'm0', weekId: 'w16', title: 'Guiso de lentejas' })],
    },
    {
      weekId: 'w23',
      weekstart: '2026-11-23',
      weekend: '2026-11-29',
      mealsList: [
        meal({
          mealId: 'm1',
          weekId: 'w23',
          title: 'Pollo al curry',
          subtitle: '(sin gluten, apto freezer)',
          photo: 'https://img.test/pollo.jpg',
          calories: 610,
          suitsMe: flag(true),
        }),
        meal({ mealId: 'm2', weekId: 'w23', title: 'Lasaña de verduras', availableDay: 2, suitsMe: flag(false) }),
        meal({ mealId: 'm3', weekId: 'w23', title: 'Bowl proteico', kitchenId: 1, calories: 520, suitsMe: flag(true) }),
      ],
    },
    {
      weekId: 'w30',
      weekstart: '2026-11-30',
      weekend: '2026-12-06',
      mealsList: [meal({ mealId: 'm4', weekId: 'w30', title: 'Tarta de zapallitos', suitsMe: flag(false) })],
    },
    { weekId: 'w07', weekstart: '2026-12-07', weekend: '2026-12-13', mealsList: [] },
  ];
}

/** Pesos: MVD_A, MVD_B, CAN_A, CAN_B, price per meal. */
export const prices = [70, 90, 70, 120, 390];

export const ORDER_ID = '5b0c7d8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
export const ACCESS_KEY = 'key-0123456789abcdef';

export function orderResponse(overrides: Partial<MealOrderResponse> = {}): MealOrderResponse {
  return {
    orderId: ORDER_ID,
    accessKey: ACCESS_KEY,
    status: 'pending',
    paymentId: null,
    mealCount: 3,
    mealsCents: 117_000,
    shippingCents: 14_000,
    discountCents: 0,
    totalCents: 131_000,
    currency: 'UYU',
    ...overrides,
  };
}

export const sandboxPreference: PreferenceResponse = {
  id: 'pref-1',
  checkoutUrl: '/sandbox/checkout/pref-1',
  gateway: 'sandbox',
  publicKey: null,
};

/** The meals API with its public reads answered; `extra` answers the rest (or overrides). */
export function mealsApi(extra: Handler = () => undefined, suits = false): Handler {
  return (request: StubbedRequest) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.url === '/v1/meal/MealsByWeek') {
      return { status: 200, body: mealWeeks(suits) };
    }
    if (request.method === 'GET' && request.url === '/v1/meal/prices') return { status: 200, body: prices };
    return undefined;
  };
}

/** A zone already chosen (so the dialog stays closed) for `email` ('' signed out). */
export function saveZoneFor(email: string, locality = 'Pocitos', department = 'Montevideo') {
  localStorage.setItem('departments', JSON.stringify({ [email]: department }));
  localStorage.setItem('neighborhoods', JSON.stringify({ [email]: locality }));
}

export function storeCheckout(overrides: Partial<StoredCheckout> = {}) {
  const checkout: StoredCheckout = {
    orderId: ORDER_ID,
    accessKey: ACCESS_KEY,
    fingerprint: '{}',
    preference: sandboxPreference,
    summary: 'Semana del 23/11 al 29/11\nMartes 24/11: 2 × Pollo al curry',
    totalCents: 131_000,
    ...overrides,
  };
  sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(checkout));
  return checkout;
}

export function storeCart() {
  sessionStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      lines: [
        {
          weekId: 'w23',
          weekstart: '2026-11-23',
          weekend: '2026-11-29',
          date: '2026-11-24',
          mealId: 'm1',
          title: 'Pollo al curry',
          quantity: 2,
        },
      ],
      coupon: null,
    }),
  );
}
