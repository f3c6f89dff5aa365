import { shippingCents } from '@nutritest/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_STORAGE_KEY,
  type CartLine,
  groupCart,
  lineKey,
  orderSummaryText,
  readCart,
  setQuantity,
  shippingWeeks,
  toOrderWeeks,
  writeCart,
} from './cart';

const w23 = { weekId: 'w23', weekstart: '2026-11-23', weekend: '2026-11-29' };
const w30 = { weekId: 'w30', weekstart: '2026-11-30T00:00:00Z', weekend: '2026-12-06T00:00:00Z' };
const pollo = { mealId: 'm1', title: 'Pollo al curry' };
const tarta = { mealId: 'm4', title: 'Tarta de zapallitos' };

afterEach(() => sessionStorage.clear());

describe('the meals cart', () => {
  it('adds one more of the same meal and day, and removes a line at 0', () => {
    let lines: CartLine[] = addToCart([], pollo, w23, '2026-11-24');
    lines = addToCart(lines, pollo, w23, '2026-11-24');
    lines = addToCart(lines, pollo, w23, '2026-11-26');
    expect(lines.map((l) => [l.date, l.quantity])).toEqual([
      ['2026-11-24', 2],
      ['2026-11-26', 1],
    ]);
    expect(setQuantity(lines, lineKey(lines[0]!), 0)).toHaveLength(1);
    expect(setQuantity(lines, lineKey(lines[0]!), 99)[0]!.quantity).toBe(50);
  });

  it('groups by week and day, counts shipping days per week, and builds the order payload', () => {
    let lines: CartLine[] = [];
    lines = addToCart(lines, tarta, w30, '2026-11-30');
    lines = addToCart(lines, pollo, w23, '2026-11-26');
    lines = addToCart(lines, tarta, w23, '2026-11-26');
    lines = addToCart(lines, pollo, w23, '2026-11-24');
    expect(groupCart(lines).map((w) => [w.weekId, w.days.map((d) => d.date)])).toEqual([
      ['w23', ['2026-11-24', '2026-11-26']],
      ['w30', ['2026-11-30']],
    ]);
    expect(shippingCents(shippingWeeks(lines), 7_000)).toBe(21_000);
    expect(toOrderWeeks(lines)[1]).toEqual({
      weekId: 'w30',
      weekstart: '2026-11-30',
      weekend: '2026-12-06',
      days: [{ day: 1, date: '2026-11-30', meals: [{ mealId: 'm4', title: 'Tarta de zapallitos', quantity: 1 }] }],
    });
    const summary = orderSummaryText(lines, {
      name: 'Ana',
      address: 'Av. Brasil 2500',
      neighborhood: 'Pocitos',
      department: 'Montevideo',
      from: '10:00',
      until: '13:30',
      saltOption: 'sin-sal',
      carboOption: 'con-carbo',
      comments: ' Timbre 2 ',
    });
    expect(summary.split('\n')).toEqual([
      'Semana del 23/11 al 29/11',
      'Martes 24/11: 1 × Pollo al curry',
      'Jueves 26/11: 1 × Pollo al curry, 1 × Tarta de zapallitos',
      'Semana del 30/11 al 06/12',
      'Lunes 30/11: 1 × Tarta de zapallitos',
      'Platos: 4 · Días de entrega: 3',
      'Entrega a Ana: Av. Brasil 2500, Pocitos, Montevideo, de 10:00 a 13:30',
      'Sin sal · Con carbohidratos',
      'Comentarios: Timbre 2',
    ]);
  });

  it('is kept for the tab, without the days that can no longer be ordered', () => {
    const lines = addToCart(addToCart([], pollo, w23, '2026-11-24'), pollo, w23, '2026-11-27');
    writeCart({ lines, coupon: null });
    // Tuesday 24/11 at 13:00: Tuesday is gone, Friday still open.
    expect(readCart(new Date('2026-11-24T13:00:00-03:00')).lines.map((l) => l.date)).toEqual(['2026-11-27']);
    writeCart({ lines: [], coupon: null });
    expect(sessionStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(CART_STORAGE_KEY, '{"lines":"nope"}');
    expect(readCart().lines).toEqual([]);
  });
});
