import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../test/helpers';
import {
  accounts,
  consultationAvailability,
  consultationNutritionistProfiles,
  mealWeeks,
  profiles,
} from '../db/schema';
import { seedDemoMenu } from '../db/seed/meals-menu';
import { createGenerationCache, createTurnBatcher } from './generation-cache';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoMenu(t.app.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('generation cache (issue 23)', () => {
  it('reuses an answer until a change to its tables, from any connection, or its time runs out', async () => {
    const db = t.app.database.db;
    let clock = 0;
    let builds = 0;
    const cache = createGenerationCache<{ n: number }>(db, 'meals-menu', { ttlMs: 1000, now: () => clock });
    const build = async () => ({ n: ++builds });
    expect(await cache.get('a', build)).toEqual({ n: 1 });
    expect(await cache.get('a', build)).toEqual({ n: 1 });
    expect(await cache.get('b', build)).toEqual({ n: 2 });

    // A change to the menu's tables (here a statement touching no row still counts) moves the counter.
    const [week] = await db.select().from(mealWeeks).limit(1);
    await db.update(mealWeeks).set({ weekstart: week!.weekstart }).where(eq(mealWeeks.id, week!.id));
    expect(await cache.get('a', build)).toEqual({ n: 3 });
    expect(await cache.get('a', build)).toEqual({ n: 3 });

    // A change to another cached read's tables does not.
    await db.delete(consultationAvailability).where(eq(consultationAvailability.nutritionistId, week!.id));
    expect(await cache.get('a', build)).toEqual({ n: 3 });

    clock = 1000;
    expect(await cache.get('a', build)).toEqual({ n: 4 });
  });

  it('shares one build between requests that miss together, and builds again after a failed one', async () => {
    const db = t.app.database.db;
    const cache = createGenerationCache<{ n: number }>(db, 'meals-menu', { ttlMs: 60_000 });
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const build = async () => {
      builds += 1;
      await gate;
      return { n: builds };
    };
    const together = [cache.get('x', build), cache.get('x', build), cache.get('x', build)];
    await new Promise((r) => setTimeout(r, 50));
    release();
    expect(await Promise.all(together)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(builds).toBe(1);

    const failing = cache.get('y', async () => {
      throw new Error('sin base');
    });
    await expect(failing).rejects.toThrow('sin base');
    expect(await cache.get('y', async () => ({ n: 7 }))).toEqual({ n: 7 });
  });

  it('a build inside another on the same counter is kept under the counter read first: a change after it still shows', async () => {
    const db = t.app.database.db;
    const outer = createGenerationCache<{ inner: { n: number } }>(db, 'meals-menu', { ttlMs: 60_000 });
    const inner = createGenerationCache<{ n: number }>(db, 'meals-menu', { ttlMs: 60_000 });
    let builds = 0;
    const seen: string[] = [];
    const innerBuild = async () => ({ n: ++builds });
    const read = () =>
      outer.get('o', async (generation) => {
        seen.push(generation);
        return { inner: await inner.get('i', innerBuild, generation) };
      });
    const first = await read();
    // The inner build was given the outer read's value, and is kept under it.
    expect(first.inner).toEqual({ n: 1 });
    expect(await inner.get('i', innerBuild)).toEqual({ n: 1 });

    // A change committed after both builds moves the counter: each cache builds again.
    const [week] = await db.select().from(mealWeeks).limit(1);
    await db.update(mealWeeks).set({ weekstart: week!.weekstart }).where(eq(mealWeeks.id, week!.id));
    expect((await read()).inner).toEqual({ n: 2 });
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(seen[0]);

    // A value passed that is not the counter's (older, or made up) is never a hit for a reader that reads it.
    expect(await inner.get('j', innerBuild, 'not-the-counter')).toEqual({ n: 3 });
    expect(await inner.get('j', innerBuild)).toEqual({ n: 4 });
  });

  it('a hold taken and new hours published show at once in the public slots of the month', async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const empty = (
      await t.app.inject({ method: 'GET', url: '/v1/consultations/slots?tipoConsulta=consultaPuntual' })
    ).json();
    expect(empty.slots).toEqual([]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v1/consultations/availability',
      headers: nutri.headers,
      payload: {
        windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
        exceptions: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    const headers = { 'content-type': 'application/json' };
    const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
    const url = `/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${month}`;
    const before = (await t.app.inject({ method: 'GET', url })).json() as {
      slots: Array<{ start: string; nutritionistId: string }>;
    };
    expect(before.slots.length).toBeGreaterThan(0);
    const slot = before.slots[0]!;
    const hold = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/create_preference_hire_nutritionist',
      headers,
      payload: {
        orderData: {
          tipoConsulta: 'consultaPuntual',
          user: { name: 'Rocío', lastName: 'Acosta', email: 'rocio.cache@test.uy', phone: '099123456' },
          slot,
        },
        mrgenToken: null,
      },
    });
    expect(hold.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url })).json() as typeof before;
    expect(after.slots.some((s) => s.start === slot.start && s.nutritionistId === slot.nutritionistId)).toBe(false);
  });

  it("a day off takes that day's slots out of the month at once; one in another month changes nothing", async () => {
    const nutri = await signInAs(t.app, 'Nutritionist');
    const windows = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '09:00' }));
    const put = (exceptions: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/consultations/availability',
        headers: nutri.headers,
        payload: { windows, exceptions },
      });
    expect((await put([])).statusCode).toBe(200);
    const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
    const url = `/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${month}`;
    type Answer = { month: string; slots: Array<{ start: string; nutritionistId: string }> };
    const mine = async () =>
      ((await t.app.inject({ method: 'GET', url })).json() as Answer).slots.filter(
        (s) => s.nutritionistId === nutri.account.id,
      );
    const localDay = (iso: string) => new Date(new Date(iso).getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    const before = await mine();
    expect(before.length).toBeGreaterThan(0);
    const dayOff = localDay(before.at(-1)!.start);
    // The 5th of the month after: inside the booking window, outside the month read.
    const [y, m] = month.split('-').map(Number) as [number, number];
    const otherMonth = m === 12 ? `${y + 1}-01-05` : `${y}-${String(m + 1).padStart(2, '0')}-05`;

    expect((await put([otherMonth])).statusCode).toBe(200);
    expect((await mine()).length).toBe(before.length);

    expect((await put([otherMonth, dayOff])).statusCode).toBe(200);
    const after = await mine();
    expect(after.some((s) => localDay(s.start) === dayOff)).toBe(false);
    expect(after.length).toBeLessThan(before.length);
  });

  it("the nutritionists' cards beside the slots show a new name, photo or role at once (migration 0027)", async () => {
    const db = t.app.database.db;
    const nutri = await signInAs(t.app, 'Nutritionist');
    await t.app.inject({
      method: 'PUT',
      url: '/v1/consultations/availability',
      headers: nutri.headers,
      payload: {
        windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '14:00', end: '17:00' })),
        exceptions: [],
      },
    });
    const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
    const url = `/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${month}`;
    type Answer = { nutritionists: Array<{ id: string; name: string; photoUrl: string | null }> };
    const card = async () =>
      ((await t.app.inject({ method: 'GET', url })).json() as Answer).nutritionists.find(
        (n) => n.id === nutri.account.id,
      );
    // Twice: the second read is the kept answer.
    expect(await card()).toBeDefined();
    expect(await card()).toBeDefined();

    await db
      .update(profiles)
      .set({ firstName: 'Valentina', lastName: 'Ríos' })
      .where(eq(profiles.accountId, nutri.account.id));
    expect((await card())?.name).toBe('Valentina Ríos');

    await db
      .insert(consultationNutritionistProfiles)
      .values({ nutritionistId: nutri.account.id, photoUrl: '/v1/files/foto-nueva.png' })
      .onConflictDoUpdate({
        target: consultationNutritionistProfiles.nutritionistId,
        set: { photoUrl: '/v1/files/foto-nueva.png' },
      });
    expect((await card())?.photoUrl).toBe('/v1/files/foto-nueva.png');

    await db.update(accounts).set({ role: 'Customer' }).where(eq(accounts.id, nutri.account.id));
    expect(await card()).toBeUndefined();
  });
});

describe('the slots answer (issue 42: the cards read beside the slots, compressed when built)', () => {
  it('has a card for each nutritionist with a free slot in the month and no one else, and is the same JSON for a browser', async () => {
    const put = async (headers: Record<string, string>, windows: object[], exceptions: string[]) =>
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/v1/consultations/availability',
            headers,
            payload: { windows, exceptions },
          })
        ).statusCode,
      ).toBe(200);
    const month = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
    const [y, m] = month.split('-').map(Number) as [number, number];
    const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const mondays = Array.from({ length: daysInMonth }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`).filter(
      (day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1,
    );
    const open = await signInAs(t.app, 'Nutritionist', { firstName: 'Lucía', lastName: 'Abierta' });
    const away = await signInAs(t.app, 'Nutritionist', { firstName: 'Marta', lastName: 'Ausente' });
    await put(open.headers, [{ weekday: 3, start: '15:00', end: '16:00' }], []);
    // Hours on Mondays only, and every Monday of the month off: hours, but no slot in this month.
    await put(away.headers, [{ weekday: 1, start: '15:00', end: '16:00' }], mondays);

    const url = `/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${month}`;
    const plain = await t.app.inject({ method: 'GET', url });
    const browser = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString('utf8'))).toEqual(plain.json());

    const answer = plain.json() as {
      month: string;
      slots: Array<{ nutritionistId: string }>;
      nutritionists: Array<{ id: string; name: string }>;
    };
    expect(answer.month).toBe(month);
    const withSlots = new Set(answer.slots.map((s) => s.nutritionistId));
    expect(withSlots.has(open.account.id)).toBe(true);
    expect(withSlots.has(away.account.id)).toBe(false);
    // (An account whose role changed keeps its hours, and has no card: the test above.)
    expect(answer.nutritionists.every((n) => withSlots.has(n.id))).toBe(true);
    expect(answer.nutritionists.some((n) => n.id === away.account.id)).toBe(false);
    expect(answer.nutritionists.find((n) => n.id === open.account.id)?.name).toBe('Lucía Abierta');
  });
});

describe('reads of the counter asked for in the same turn (issue 42)', () => {
  it('are made once, after every asker arrived; an asker after the read was sent waits for the next', async () => {
    const events: string[] = [];
    let reads = 0;
    const batched = createTurnBatcher(async (key) => {
      reads += 1;
      events.push(`read ${key} #${reads}`);
      return `${key}:${reads}`;
    });
    const asks = Array.from({ length: 10 }, (_, i) => {
      events.push(`ask ${i}`);
      return batched('menu');
    });
    const other = batched('slots');
    expect(reads).toBe(0);
    const answers = await Promise.all(asks);
    expect(new Set(answers)).toEqual(new Set(['menu:1']));
    expect(await other).toBe('slots:2');
    // Every asker was there before the read went out: as fresh for each as a read of its own.
    expect(events.indexOf('read menu #1')).toBeGreaterThan(events.indexOf('ask 9'));
    // Asked after that read: a new read, never the old answer.
    expect(await batched('menu')).toBe('menu:3');
    expect(reads).toBe(3);
  });

  it('never gives a read already sent to someone who asked after it was sent', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let reads = 0;
    const batched = createTurnBatcher(async () => {
      const n = ++reads;
      await gate;
      return n;
    });
    const first = batched('menu');
    await new Promise((r) => setImmediate(r));
    expect(reads).toBe(1); // sent, not answered yet
    const late = batched('menu');
    release();
    expect(await first).toBe(1);
    expect(await late).toBe(2);
  });

  it('hands a failed read to each of its askers, and the next turn reads again', async () => {
    let fail = true;
    const batched = createTurnBatcher(async () => {
      if (fail) throw new Error('sin base');
      return 'ok';
    });
    const both = [batched('k'), batched('k')];
    for (const p of both) await expect(p).rejects.toThrow('sin base');
    fail = false;
    expect(await batched('k')).toBe('ok');
  });
});
