import type { IsoDate } from '@nutritest/domain';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useHydrating } from '../../../lib/snapshot';
import {
  type AppliedCoupon,
  addLines,
  addToCart,
  type Cart,
  type CartLine,
  emptyCart,
  lineKey,
  readCart,
  setQuantity,
  writeCart,
} from '../lib/cart';

/** The cart as state, written through to session storage. */
export function useCart() {
  // Drawn over the page's snapshot, the stored cart is read right after hydration (and nothing is
  // written before it has been read).
  const hydrating = useHydrating();
  const [cart, setCart] = useState<Cart>(() => (hydrating ? emptyCart : readCart()));
  const [read, setRead] = useState(!hydrating);

  useEffect(() => {
    if (read) writeCart(cart);
    else {
      // After hydrating the snapshot: the stored cart is drawn in a background render (issue 23).
      startTransition(() => {
        setCart(readCart());
        setRead(true);
      });
    }
  }, [cart, read]);

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
  const addAll = useCallback(
    (lines: readonly CartLine[]) => setCart((c) => ({ ...c, lines: addLines(c.lines, lines) })),
    [],
  );

  return useMemo(
    () => ({ cart, add, addAll, changeQuantity, remove, applyCoupon, clear }),
    [cart, add, addAll, changeQuantity, remove, applyCoupon, clear],
  );
}
export type CartApi = ReturnType<typeof useCart>;
