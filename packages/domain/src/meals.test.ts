import { describe, expect, it } from 'vitest';
import {
  canOrderFor,
  createMealOrderSchema,
  dateInWeek,
  deliveryZones,
  fromOptions,
  isWeekClosed,
  mealLabels,
  mealOrderUserSchema,
  mealsTotals,
  mealWeekdays,
  mondayOf,
  orderableDates,
  orderDeadline,
  shippingCents,
  untilOptions,
  zoneCostCents,
} from './meals';

const at = (iso: string) => new Date(iso);

describe('order deadlines (America/Montevideo)', () => {
  it('Monday closes on the Friday before at 12:00', () => {
    // Monday 2026-11-30 → Friday 2026-11-27 12:00 (-03:00)
    expect(orderDeadline('2026-11-30').toISOString()).toBe('2026-11-27T15:00:00.000Z');
    expect(canOrderFor('2026-11-30', at('2026-11-27T11:59:59-03:00'))).toBe(true);
    expect(canOrderFor('2026-11-30', at('2026-11-27T12:00:00-03:00'))).toBe(false);
  });

  it('Thursday closes on the Tuesday before at 12:00', () => {
    expect(orderDeadline('2026-11-26').toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(canOrderFor('2026-11-26', at('2026-11-24T11:59:00-03:00'))).toBe(true);
    expect(canOrderFor('2026-11-26', at('2026-11-24T12:01:00-03:00'))).toBe(false);
  });

  it('Tuesday and Friday close 24 hours before, the day before at 12:00', () => {
    expect(orderDeadline('2026-11-24').toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(orderDeadline('2026-11-27').toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });

  it('across the year change: Monday 4 January closes on Friday 1 January 12:00', () => {
    expect(orderDeadline('2027-01-04').toISOString()).toBe('2027-01-01T15:00:00.000Z');
    expect(canOrderFor('2027-01-04', at('2026-12-31T23:00:00-03:00'))).toBe(true);
    // 12:00 in Montevideo is 15:00 UTC whatever the server's zone: no daylight saving since 2015.
    expect(canOrderFor('2027-01-04', at('2027-01-01T15:00:00Z'))).toBe(false);
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('delivery days', () => {
  it('Mon/Tue/Thu/Fri for "any day"; the chosen day otherwise; kitchen 1 only Monday or Wednesday', () => {
    expect(mealWeekdays({ kitchenId: 2, availableDay: 7 })).toEqual([1, 2, 4, 5]);
    expect(mealWeekdays({ kitchenId: 2, availableDay: 4 })).toEqual([4]);
    expect(mealWeekdays({ kitchenId: 1, availableDay: 7 })).toEqual([1, 3]);
    expect(mealWeekdays({ kitchenId: 1, availableDay: 3 })).toEqual([3]);
    expect(mealWeekdays({ kitchenId: 1, availableDay: 5 })).toEqual([]);
  });

  it('lists the dates still open in a week, and says when a week is closed', () => {
    const week = '2026-11-23';
    expect(dateInWeek(week, 1)).toBe('2026-11-23');
    expect(dateInWeek(week, 0)).toBe('2026-11-29');
    // Sunday 22 Nov, 10:00: Monday 23 closed (Friday 12:00 passed); Tuesday closes Monday 12:00.
    const now = at('2026-11-22T10:00:00-03:00');
    expect(orderableDates({ kitchenId: 2, availableDay: 7 }, week, now)).toEqual([
      '2026-11-24',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(isWeekClosed([{ kitchenId: 2, availableDay: 1 }], week, now)).toBe(true);
    expect(
      isWeekClosed(
        [
          { kitchenId: 2, availableDay: 1 },
          { kitchenId: 2, availableDay: 5 },
        ],
        week,
        now,
      ),
    ).toBe(false);
  });
});

describe('zones and shipping', () => {
  it('knows every example locality of the spec with its cost', () => {
    for (const name of ['Pocitos', 'Carrasco', 'Centro', 'Cordón', 'Ciudad Vieja', 'Punta Carretas', 'Aguada'])
      expect(zoneCostCents('Montevideo', name)).toBe(7_000);
    for (const name of ['Atahualpa', 'Brazo Oriental', 'Cerrito', 'Flor de Maroñas', 'Reducto', 'Prado'])
      expect(zoneCostCents('Montevideo', name)).toBe(9_000);
    for (const name of ['Barra de Carrasco', 'Paso Carrasco']) expect(zoneCostCents('Canelones', name)).toBe(7_000);
    for (const name of ['Colonia Nicolich', 'Lagomar', 'Shangrilá'])
      expect(zoneCostCents('Canelones', name)).toBe(12_000);
    expect(zoneCostCents('Montevideo', 'Atlántida')).toBeNull();
    expect(zoneCostCents('Maldonado', 'Pocitos')).toBeNull();
    const names = Object.values(deliveryZones)
      .flat()
      .map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('charges each distinct delivery day of each week', () => {
    const weeks = [{ dates: ['2026-11-24', '2026-11-24', '2026-11-26'] }, { dates: ['2026-12-01'] }];
    expect(shippingCents(weeks, 7_000)).toBe(3 * 7_000);
    expect(shippingCents([], 9_000)).toBe(0);
  });

  it('totals meals, shipping and a coupon on the meals, never below 0', () => {
    expect(mealsTotals({ mealCount: 3, pricePerMealCents: 39_000, shippingCents: 14_000, coupon: null })).toEqual({
      mealCount: 3,
      mealsCents: 117_000,
      shippingCents: 14_000,
      discountCents: 0,
      totalCents: 131_000,
    });
    expect(
      mealsTotals({
        mealCount: 2,
        pricePerMealCents: 39_000,
        shippingCents: 7_000,
        coupon: { kind: 'percent', value: 10 },
      }).totalCents,
    ).toBe(78_000 - 7_800 + 7_000);
    expect(
      mealsTotals({
        mealCount: 1,
        pricePerMealCents: 39_000,
        shippingCents: 7_000,
        coupon: { kind: 'fixed', value: 100_000 },
      }),
    ).toMatchObject({ discountCents: 39_000, totalCents: 7_000 });
  });
});

describe('the delivery window', () => {
  it('offers from 07:00 to 10:30 and until from 3 hours later up to 13:30', () => {
    expect(fromOptions).toEqual(['07:00', '07:30', '08:00', '08:30', '09:00', '09:30', '10:00', '10:30']);
    expect(untilOptions('07:00')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30']);
    expect(untilOptions('10:30')).toEqual(['13:30']);
    expect(untilOptions('10:00')).toEqual(['13:00', '13:30']);
    expect(untilOptions(null)).toEqual([]);
    expect(untilOptions('11:00')).toEqual([]);
  });
});

describe('the order form', () => {
  const user = {
    name: 'Ana',
    email: 'ana@test.uy',
    phone: '099123456',
    department: 'Montevideo',
    neighborhood: 'Pocitos',
    address: 'Av. Brasil 1234',
    from: '10:00',
    until: '13:30',
    saltOption: 'sin-sal',
    carboOption: 'con-carbo',
    comments: '',
  };
  it('accepts a complete form and refuses the missing or impossible', () => {
    expect(mealOrderUserSchema.safeParse(user).success).toBe(true);
    const bad = mealOrderUserSchema.safeParse({
      ...user,
      name: '',
      address: ' ',
      neighborhood: 'Atlántida',
      until: '11:00',
    });
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'name: Por favor completá todos los campos del formulario.',
        'address: Por favor completá todos los campos del formulario.',
        'neighborhood: Por ahora no llegamos a esa localidad.',
        'until: Elegí un horario de la lista.',
      ]),
    );
  });
  it('needs a meal in the cart', () => {
    const res = createMealOrderSchema.safeParse({ orderObject: [], userObject: user });
    expect(res.error?.issues[0]?.message).toBe('Aún no hay platos seleccionados');
  });
  it('reads the labels of a subtitle', () => {
    expect(mealLabels('(Vegetariano, sin gluten, apto freezer)')).toEqual([
      'vegetariano',
      'sin gluten',
      'apto freezer',
    ]);
    expect(mealLabels(null)).toEqual([]);
  });
});
