// The mixed-load phase of `npm run bench` (issue 23): a busy day's requests at once against one
// API process, per stream and as a whole, beside GET /healthz alone in the same run.
//   reads: results (10 connections), foods (6), account (6), the weekly menu signed in (6),
//          a month of consultation slots (4);
//   writes: meal orders and consultation holds at a steady rate (each from its own client address,
//          as behind the load balancer, so the per-address limits of a real day apply);
//   sign-ins: a steady 5 per second (argon2id), and the same mix once more without them.
// Every request carries what a browser sends (accept-encoding), /healthz alone too.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const run = (opts) => autocannon({ connections: 10, ...opts });
const json = (body) => JSON.stringify(body);
const addDays = (iso, n) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** A client address per request: 10.x.y.z, never the same twice in a run. */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

async function getJson(url, headers = {}) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/** What the write streams need: an open week's two meals, and the next month's free sessions. */
async function prepareWrites(base) {
  const weeks = await getJson(`${base}/v1/meal/MealsByWeek`);
  const week = weeks.at(-1);
  const any = week.mealsList.filter((m) => m.availableDay === 7 && m.kitchenId === 2);
  const meals = any.length >= 1 ? any : week.mealsList;
  const orderObject = [
    {
      weekId: week.weekId,
      weekstart: week.weekstart,
      weekend: addDays(week.weekstart, 6),
      days: [
        {
          day: 2,
          date: addDays(week.weekstart, 1),
          meals: [{ mealId: meals[0].mealId, title: meals[0].title, quantity: 1 }],
        },
      ],
    },
  ];
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15)).toISOString().slice(0, 7);
  const { slots } = await getJson(`${base}/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${month}`);
  return { orderObject, month, slots };
}

/** What every browser sends with each request: the API may answer compressed, as it does for them. */
const browser = { 'accept-encoding': 'gzip, deflate, br' };

function streams(base, token, writes, withSignIns, duration) {
  const auth = { ...browser, authorization: `Bearer ${token}` };
  const list = [
    { name: 'results', kind: 'read', connections: 10, url: `${base}/v1/Analyses/results`, headers: auth },
    {
      name: 'foods',
      kind: 'read',
      connections: 6,
      url: `${base}/v1/Analyses/foods`,
      headers: auth,
    },
    { name: 'account', kind: 'read', connections: 6, url: `${base}/v1/account`, headers: auth },
    { name: 'meals menu (signed in)', kind: 'read', connections: 6, url: `${base}/v1/meal/MealsByWeek`, headers: auth },
    {
      name: 'consultation slots (a month)',
      kind: 'read',
      connections: 4,
      url: `${base}/v1/consultations/slots?tipoConsulta=consultaPuntual&mes=${writes.month}`,
      headers: browser,
    },
    {
      name: 'meal orders (write, 4/s)',
      kind: 'write',
      connections: 2,
      overallRate: 4,
      url: `${base}/v1/order/orders`,
      method: 'POST',
      requests: [
        {
          setupRequest: (req) => {
            const n = nextClient();
            return {
              ...req,
              headers: {
                ...browser,
                'content-type': 'application/json',
                'x-forwarded-for': n,
                'idempotency-key': randomUUID(),
              },
              body: json({
                orderObject: writes.orderObject,
                userObject: {
                  name: 'Carga Prueba',
                  email: `carga.${n.replaceAll('.', '-')}@bench.uy`,
                  phone: '099123456',
                  department: 'Montevideo',
                  neighborhood: 'Pocitos',
                  address: 'Av. Brasil 1234',
                  from: '10:00',
                  until: '13:30',
                  saltOption: 'sin-sal',
                  carboOption: 'con-carbo',
                  comments: '',
                },
              }),
            };
          },
        },
      ],
    },
    {
      name: 'consultation holds (write, 4/s)',
      kind: 'write',
      connections: 2,
      overallRate: 4,
      url: `${base}/v1/payment/create_preference_hire_nutritionist`,
      method: 'POST',
      requests: [
        {
          setupRequest: (req) => {
            const slot = writes.slots.shift();
            const n = nextClient();
            return {
              ...req,
              headers: { ...browser, 'content-type': 'application/json', 'x-forwarded-for': n },
              body: json({
                orderData: {
                  tipoConsulta: 'consultaPuntual',
                  user: {
                    name: 'Carga',
                    lastName: 'Prueba',
                    email: `carga.${n.replaceAll('.', '-')}@bench.uy`,
                    phone: '099123456',
                  },
                  slot: slot ? { start: slot.start, nutritionistId: slot.nutritionistId } : null,
                },
                mrgenToken: null,
              }),
            };
          },
        },
      ],
    },
  ];
  if (withSignIns) {
    list.push({
      name: 'sign-ins (5/s)',
      kind: 'sign-in',
      connections: 2,
      overallRate: 5,
      url: `${base}/v1/account/authenticate`,
      method: 'POST',
      headers: { ...browser, 'content-type': 'application/json' },
      body: json({ email: 'cliente@demo.uy', password: 'demo1234' }),
    });
  }
  return list.map((s) => ({ ...s, duration }));
}

async function runMix(base, token, writes, withSignIns, duration) {
  const list = streams(base, token, writes, withSignIns, duration);
  const results = await Promise.all(list.map(({ name, kind, ...opts }) => run(opts)));
  return list.map((s, i) => ({ name: s.name, kind: s.kind, r: results[i] }));
}

/**
 * Runs the mix with and without sign-ins and prints one table; returns the figures the budgets
 * need. `label` names the database ('PostgreSQL', 'PGlite').
 */
export async function mixedLoad(base, token, { duration, label }) {
  await run({ url: `${base}/healthz`, headers: browser, duration: 2 });
  const healthz = await run({ url: `${base}/healthz`, headers: browser, duration });
  const writes = await prepareWrites(base);
  // Warm-up: every stream once, briefly (caches, prepared statements, JIT).
  await runMix(base, token, writes, true, 2);
  const quiet = await runMix(base, token, writes, false, duration);
  const busy = await runMix(base, token, writes, true, duration);
  const total = (rows) => rows.reduce((n, x) => n + x.r.requests.average, 0);
  const errors = (rows) => rows.reduce((n, x) => n + x.r.errors + x.r.non2xx + x.r.timeouts, 0);
  const hz = healthz.requests.average;

  console.log(`\n## Mixed load on ${label} (autocannon, all streams at once, ${duration} s after a warm-up)\n`);
  console.log(`GET /healthz alone in the same run: ${Math.round(hz)} req/s, p99 ${healthz.latency.p99} ms.\n`);
  console.log(
    '| stream (connections) | req/s | p50 ms | p99 ms | errors | p99 without sign-ins |\n| --- | --- | --- | --- | --- | --- |',
  );
  for (const row of busy) {
    const alone = quiet.find((q) => q.name === row.name);
    const e = row.r.errors + row.r.non2xx + row.r.timeouts;
    console.log(
      `| ${row.name} (${row.r.connections}) | ${Math.round(row.r.requests.average)} | ${row.r.latency.p50} | ${row.r.latency.p99} | ${e} | ${alone ? `${alone.r.latency.p99} ms` : '-'} |`,
    );
  }
  const mix = total(busy);
  console.log(
    `| **whole mix** | **${Math.round(mix)}** (${(mix / hz).toFixed(2)}× /healthz) | - | - | ${errors(busy)} | without sign-ins: ${Math.round(total(quiet))} req/s, ${errors(quiet)} errors |`,
  );
  return { hz, mix, busy, quiet, errors: errors(busy) + errors(quiet) };
}
