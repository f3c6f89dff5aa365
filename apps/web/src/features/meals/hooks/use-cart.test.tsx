import { addDays, montevideoDate } from '@nutritest/domain';
import { act, render } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginHydration, HydrationBoundary } from '../../../lib/snapshot';
import { type Cart, readCart, writeCart } from '../lib/cart';
import { type CartApi, useCart } from './use-cart';

/** A cart stored by an earlier visit: one dish for a day far enough ahead to be orderable. */
function storeOldCart() {
  const day = addDays(montevideoDate(new Date()), 21);
  writeCart({
    lines: [{ weekId: 'w', weekstart: day, weekend: day, date: day, mealId: 'm1', title: 'Pollo', quantity: 2 }],
    coupon: null,
  });
}

/** Draws `page` as the app draws a page taken over from its build-time snapshot. */
async function hydrate(page: ReactNode) {
  beginHydration();
  await act(async () => {
    render(<HydrationBoundary>{page}</HydrationBoundary>);
  });
}

let api: CartApi | null = null;
afterEach(() => {
  api = null;
});

describe('useCart on a page drawn from its snapshot (the return from a meals payment)', () => {
  it('keeps a change made while the stored cart is being drawn, on top of it, and stores both', async () => {
    storeOldCart();
    const day = readCart().lines[0]!.date;
    function Page() {
      api = useCart();
      // Runs after the cart's own effect (same component, later): the stored cart has been asked for
      // and is drawn in a background render; this change ('Repetir pedido') is drawn before it.
      useEffect(() => {
        api?.addAll([
          { weekId: 'w', weekstart: day, weekend: day, date: day, mealId: 'm2', title: 'Tarta', quantity: 1 },
        ]);
      }, []);
      return null;
    }
    await hydrate(<Page />);
    const lines = (cart: Cart) => cart.lines.map((l) => [l.mealId, l.quantity]).sort();
    expect(lines(api!.cart)).toEqual([
      ['m1', 2],
      ['m2', 1],
    ]);
    expect(lines(readCart())).toEqual(lines(api!.cart));
  });

  it('stays empty when the payment is confirmed before the stored cart is read', async () => {
    storeOldCart();
    function Confirm({ onConfirmed }: { onConfirmed(): void }) {
      // A child's effect runs before its parent's: the cart is emptied before it reads the storage.
      useEffect(() => onConfirmed(), [onConfirmed]);
      return null;
    }
    function Page() {
      api = useCart();
      return <Confirm onConfirmed={api.clear} />;
    }
    await hydrate(<Page />);
    expect(api!.cart.lines).toEqual([]);
    expect(readCart().lines).toEqual([]);
  });

  it('still brings back the stored cart when nothing changed it', async () => {
    storeOldCart();
    function Page() {
      api = useCart();
      return null;
    }
    await hydrate(<Page />);
    expect(api!.cart.lines.map((l) => [l.mealId, l.quantity])).toEqual([['m1', 2]]);
  });
});
