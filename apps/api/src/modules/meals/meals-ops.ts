import { foods } from '@nutritest/content';
import {
  AppError,
  addDays,
  type KitchenSheet,
  type MealPricesUpdate,
  type OpsMealWeek,
  type opsMealInputSchema,
  type ZoneTier,
  zoneTierLabels,
  zoneTierOf,
  zoneTiers,
} from '@nutritest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { requireRole } from '../../platform/auth/guards';
import { fromContract } from '../../platform/http/contract';
import { mealFields } from './meal-fields';
import * as repo from './meals.repository';
import * as ops from './meals-ops.repository';

type Meal = ops.MealRow;
const knownFoods = new Set(foods.map((f) => f.id));

function toOpsMeal(m: Meal) {
  return {
    ...mealFields(m),
    active: m.active === 1,
    foodIds: m.foodIds,
  };
}

/** Operations: the weekly menu, meal prices and zone costs, and the kitchen/delivery sheet. */
/** A dish's columns from the operators' form. */
const mealColumns = (input: z.output<typeof opsMealInputSchema>) => ({
  weekId: input.weekId,
  title: input.title,
  subtitle: input.subtitle,
  photoUrl: input.photo,
  calories: input.calories,
  kitchenId: input.kitchenId,
  availableDay: input.availableDay,
  foodIds: input.foodIds,
  active: input.active ? 1 : 0,
});

export function createMealsOps(db: Database) {
  const orderedMealIds = (mealIds: string[]) => repo.orderedMealIds(db, mealIds);

  function checkFoods(ids: string[]) {
    const unknown = ids.filter((id) => !knownFoods.has(id));
    if (unknown.length) {
      throw new AppError('VALIDATION', 'Hay ingredientes que no están en el catálogo.', {
        foodIds: `No están en el catálogo: ${unknown.join(', ')}`,
      });
    }
  }

  return {
    async weeks(from: string): Promise<OpsMealWeek[]> {
      const weeks = await ops.listWeeksSince(db, from);
      if (weeks.length === 0) return [];
      const ids = weeks.map((w) => w.id);
      const all = await ops.listMealsOfWeeks(db, ids);
      const counts = await repo.orderedDishesByWeek(db, ids, true);
      return weeks.map((w) => ({
        weekId: w.id,
        weekstart: w.weekstart,
        weekend: w.weekend,
        orders: counts.get(w.id) ?? 0,
        meals: all.filter((m) => m.weekId === w.id).map(toOpsMeal),
      }));
    },

    async createWeek(weekstart: string) {
      const row = await ops.insertWeekOnce(db, { weekstart, weekend: addDays(weekstart, 6) });
      if (!row) throw new AppError('CONFLICT', 'Esa semana ya existe.', { weekstart: 'Esa semana ya existe.' });
      return { weekId: row.id, weekstart: row.weekstart, weekend: row.weekend, orders: 0, meals: [] };
    },

    async deleteWeek(id: string) {
      if (((await repo.orderedDishesByWeek(db, [id], false)).get(id) ?? 0) > 0)
        throw new AppError('CONFLICT', 'Esa semana ya tiene pedidos: no se puede borrar.');
      if (!(await ops.deleteWeek(db, id))) throw new AppError('NOT_FOUND');
    },

    async createMeal(input: z.output<typeof opsMealInputSchema>) {
      checkFoods(input.foodIds);
      const week = await ops.findWeek(db, input.weekId);
      if (!week) throw new AppError('VALIDATION', 'Elegí la semana.', { weekId: 'Elegí la semana.' });
      const row = await ops.insertMeal(db, mealColumns(input));
      return toOpsMeal(row);
    },

    async updateMeal(id: string, input: z.output<typeof opsMealInputSchema>) {
      checkFoods(input.foodIds);
      const current = await ops.findMeal(db, id);
      if (!current) throw new AppError('NOT_FOUND');
      const ordered = (await orderedMealIds([id])).has(id);
      if (
        ordered &&
        (input.weekId !== current.weekId ||
          input.availableDay !== current.availableDay ||
          input.kitchenId !== current.kitchenId)
      ) {
        throw new AppError('CONFLICT', 'Este plato ya tiene pedidos: no se puede cambiar su semana, cocina ni día.');
      }
      const row = await ops.updateMeal(db, id, mealColumns(input));
      return toOpsMeal(row);
    },

    /** Deletes a meal nobody ordered; an ordered one is only taken off the menu. */
    async deleteMeal(id: string): Promise<'deleted' | 'deactivated'> {
      const current = await ops.findMeal(db, id);
      if (!current) throw new AppError('NOT_FOUND');
      if ((await orderedMealIds([id])).has(id)) {
        await ops.updateMeal(db, id, { active: 0 });
        return 'deactivated';
      }
      await ops.deleteMeal(db, id);
      return 'deleted';
    },

    async prices() {
      const codes = ['MEAL_UNIT', ...zoneTiers];
      const rows = await ops.listPrices(db, codes);
      return codes.map((code) => {
        const row = rows.find((r) => r.code === code);
        return { code, label: row?.label ?? code, amountCents: row?.amountCents ?? 0 };
      });
    },

    async updatePrices(values: MealPricesUpdate) {
      await ops.updatePrices(db, values);
      return this.prices();
    },

    async kitchenSheet(date: string): Promise<KitchenSheet> {
      const rows = await repo.paidDishesOn(db, date);
      const totals = new Map<string, number>();
      const byOrder = new Map<string, { order: (typeof rows)[number]['order']; items: Map<string, number> }>();
      for (const r of rows) {
        totals.set(r.title, (totals.get(r.title) ?? 0) + r.quantity);
        const entry = byOrder.get(r.order.id) ?? { order: r.order, items: new Map<string, number>() };
        entry.items.set(r.title, (entry.items.get(r.title) ?? 0) + r.quantity);
        byOrder.set(r.order.id, entry);
      }
      const zones = new Map<ZoneTier | 'OTHER', KitchenSheet['zones'][number]>();
      for (const { order, items } of byOrder.values()) {
        const tier = zoneTierOf(order.department, order.neighborhood) ?? 'OTHER';
        const zone = zones.get(tier) ?? {
          tier,
          label: tier === 'OTHER' ? 'Fuera de zona' : zoneTierLabels[tier],
          orders: [],
        };
        zone.orders.push({
          orderId: order.id,
          name: order.name,
          phone: order.phone,
          address: order.address,
          neighborhood: order.neighborhood,
          from: order.fromTime,
          until: order.untilTime,
          saltOption: order.saltOption,
          carboOption: order.carboOption,
          comments: order.comments,
          items: [...items].map(([title, quantity]) => ({ title, quantity })),
        });
        zones.set(tier, zone);
      }
      return {
        date,
        totals: [...totals]
          .map(([title, quantity]) => ({ title, quantity }))
          .sort((a, b) => a.title.localeCompare(b.title)),
        zones: [...zoneTiers, 'OTHER' as const].flatMap((t) => (zones.has(t) ? [zones.get(t)!] : [])),
      };
    },
  };
}
export type MealsOps = ReturnType<typeof createMealsOps>;

export const mealsOpsRoutes: FastifyPluginAsyncZod<{ ops: MealsOps }> = async (app, { ops }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...fromContract('GET /v1/ops/meals/weeks'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return ops.weeks(req.query.from ?? addDays(new Date().toISOString().slice(0, 10), -28));
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/meals/weeks'),
    handler: async (req, reply) => {
      await requireRole(req, 'Operator');
      return reply.status(201).send(await ops.createWeek(req.body.weekstart));
    },
  });

  app.route({
    ...fromContract('DELETE /v1/ops/meals/weeks/:id'),
    handler: async (req, reply) => {
      await requireRole(req, 'Operator');
      await ops.deleteWeek(req.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract('POST /v1/ops/meals'),
    handler: async (req, reply) => {
      await requireRole(req, 'Operator');
      return reply.status(201).send(await ops.createMeal(req.body));
    },
  });

  app.route({
    ...fromContract('PUT /v1/ops/meals/:id'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return ops.updateMeal(req.params.id, req.body);
    },
  });

  app.route({
    ...fromContract('DELETE /v1/ops/meals/:id'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return { result: await ops.deleteMeal(req.params.id) };
    },
  });

  app.route({
    ...fromContract('GET /v1/ops/meals/prices'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return ops.prices();
    },
  });

  app.route({
    ...fromContract('PUT /v1/ops/meals/prices'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return ops.updatePrices(req.body);
    },
  });

  app.route({
    ...fromContract('GET /v1/ops/meals/kitchen-sheet'),
    handler: async (req) => {
      await requireRole(req, 'Operator');
      return ops.kitchenSheet(req.query.date);
    },
  });
};
