import type { IsoDate } from '@nutritest/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  type AppliedCoupon,
  addToCart,
  type Cart,
  emptyCart,
  lineKey,
  readCart,
  setQuantity,
  writeCart,
} from '../lib/cart';

/** The cart as state, written through to session storage. */
export function useCart() {
  const [cart, setCart] = useState<Cart>(() => readCart());

  useEffect(() => writeCart(cart), [cart]);

  const add = useCallback(
    (
      meal: { mealId: string; title: string },
      week: { weekId: string; weekstart: string; weekend: string },
      date: IsoDate,
    ) => setCart((c) => ({ ...c, lines: addToCart(c.lines, meal, week, date) })),
    [],
  );
  const changeQuantity = useCallback(
    (key: string, quantity: number) => setCart((c) => ({ ...c, lines: setQuantity(c.lines, key, quantity) })),
    [],
  );
  const remove = useCallback(
    (key: string) => setCart((c) => ({ ...c, lines: c.lines.filter((l) => lineKey(l) !== key) })),
    [],
  );
  const applyCoupon = useCallback((coupon: AppliedCoupon | null) => setCart((c) => ({ ...c, coupon })), []);
  const clear = useCallback(() => setCart(emptyCart), []);

  return useMemo(
    () => ({ cart, add, changeQuantity, remove, applyCoupon, clear }),
    [cart, add, changeQuantity, remove, applyCoupon, clear],
  );
}
export type CartApi = ReturnType<typeof useCart>;
