import {
  AppError,
  type IsoDate,
  type MyMealDeliveryState,
  type MyMealOrders,
  mondayOf,
  montevideoDate,
  orderableDates,
  type RepeatMealOrder,
  weekday,
} from '@nutritest/domain';
import type { Executor } from '../../db/client';
import * as repo from './meals.repository';

/**
 * Mis pedidos (issue 22, item 17; docs/meals.md): a signed-in buyer's meal orders with the state of
 * each delivery day, and 'Repetir pedido', which finds the same dishes in a week that still takes
 * orders. Only the account's own orders: another account's order id answers 404.
 */

/** Orders that never became one (payment refused, or left unpaid until it expired) are not listed. */
const isListed = (order: repo.MealOrderRow) =>
  order.status === 'paid' ||
  order.status === 'pending' ||
  (order.status === 'cancelled' && order.refundReason !== null);

function stateOf(order: repo.MealOrderRow, date: IsoDate, today: IsoDate): MyMealDeliveryState {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'pending') return 'unpaid';
  if (date > today) return 'scheduled';
  return date === today ? 'today' : 'delivered';
}

export async function listMyOrders(db: Executor, accountId: string, now = new Date()): Promise<MyMealOrders> {
  const today = montevideoDate(now);
  const orders = (await repo.listOrdersOfAccount(db, accountId)).filter(isListed);
  const items = await repo.listItemsOfOrders(
    db,
    orders.map((o) => o.id),
  );
  return {
    orders: orders.map((order) => {
      const byDate = new Map<IsoDate, { title: string; quantity: number }[]>();
      for (const item of items.filter((i) => i.orderId === order.id)) {
        const list = byDate.get(item.deliveryDate) ?? [];
        list.push({ title: item.title, quantity: item.quantity });
        byDate.set(item.deliveryDate, list);
      }
      const deliveries = [...byDate.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, dayItems]) => ({ date, state: stateOf(order, date, today), items: dayItems }));
      return {
        orderId: order.id,
        createdAt: order.createdAt.toISOString(),
        status: order.status as MyMealOrders['orders'][number]['status'],
        mealCount: order.mealCount,
        totalCents: order.totalCents,
        currency: 'UYU' as const,
        upcoming: order.status !== 'cancelled' && deliveries.some((d) => d.date >= today),
        deliveries,
      };
    }),
  };
}

const sameDish = (a: string, b: string) => a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

/**
 * The same dishes for the next week that can still be ordered: of the menu's open weeks, the one
 * that has most of them, then most of them on the weekday they came before (the earliest on a tie);
 * each dish on that weekday when it is still open, otherwise on its first open day. Prices are not taken from the old order: the
 * answer carries today's price, and the order is priced again by the server when it is placed.
 */
export async function repeatMyOrder(
  db: Executor,
  accountId: string,
  orderId: string,
  pricePerMealCents: number,
  now = new Date(),
): Promise<RepeatMealOrder> {
  const order = await repo.findOrder(db, orderId);
  if (!order || order.accountId !== accountId || !isListed(order)) throw new AppError('NOT_FOUND');
  const dishes: { title: string; weekday: number; quantity: number }[] = [];
  for (const item of await repo.listItems(db, order.id)) {
    const dow = weekday(item.deliveryDate);
    const same = dishes.find((d) => sameDish(d.title, item.title) && d.weekday === dow);
    if (same) same.quantity += item.quantity;
    else dishes.push({ title: item.title, weekday: dow, quantity: item.quantity });
  }

  const weeks = await repo.listWeeksFrom(db, mondayOf(montevideoDate(now)));
  let best: {
    week: (typeof weeks)[number];
    lines: RepeatMealOrder['lines'];
    missing: typeof dishes;
    score: number;
  } | null = null;
  for (const week of weeks) {
    const lines: RepeatMealOrder['lines'] = [];
    const missing: typeof dishes = [];
    let found = 0;
    let sameDay = 0;
    for (const dish of dishes) {
      const meal = week.meals.find((m) => sameDish(m.title, dish.title));
      const dates = meal ? orderableDates(meal, week.weekstart, now) : [];
      if (!meal || dates.length === 0) {
        missing.push(dish);
        continue;
      }
      const onSameDay = dates.find((d) => weekday(d) === dish.weekday);
      const date = onSameDay ?? dates[0]!;
      found++;
      if (onSameDay) sameDay++;
      const line = lines.find((l) => l.mealId === meal.id && l.date === date);
      if (line) line.quantity += dish.quantity;
      else lines.push({ mealId: meal.id, title: meal.title, date, quantity: dish.quantity });
    }
    const score = found * 1000 + sameDay;
    if (found > 0 && (!best || score > best.score)) best = { week, lines, missing, score };
  }

  const unavailable = new Map<string, number>();
  for (const dish of best ? best.missing : dishes) {
    unavailable.set(dish.title, (unavailable.get(dish.title) ?? 0) + dish.quantity);
  }
  return {
    week: best ? { weekId: best.week.id, weekstart: best.week.weekstart, weekend: best.week.weekend } : null,
    lines: best ? best.lines.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title, 'es')) : [],
    unavailable: [...unavailable.entries()].map(([title, quantity]) => ({ title, quantity })),
    pricePerMealCents,
  };
}
