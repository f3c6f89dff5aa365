import type { IsoDate } from '@nutritest/domain';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  const asked = useRef(read);

  useEffect(() => {
    if (read) writeCart(cart);
    else if (!asked.current) {
      // After hydrating the snapshot: the stored cart is drawn in a background render (issue 23).
      // Read once: a change drawn before that render (the cart emptied by a confirmed payment) must
      // not read the storage again, which still holds the old cart, and put it back after the change.
      asked.current = true;
      const stored = readCart();
      startTransition(() => {
        setCart(stored);
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
  // Emptied in the storage at once too: the paid order's cart must not come back if the stored cart
  // is read after this (the page drawn from its snapshot, the payment confirmed first).
  const clear = useCallback(() => {
    writeCart(emptyCart);
    setCart(emptyCart);
  }, []);
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
