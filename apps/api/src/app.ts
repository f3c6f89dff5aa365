import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { AppError } from '@nutritest/domain';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';
import { seedDemoMenu } from './db/seed/meals-menu';
import { seedReference } from './db/seed/reference';
import { accountsRoutes, createAccountsService, createTwoFactorService, twoFactorRoutes } from './modules/accounts';
import {
  type ConsultationsService,
  consultationsRoutes,
  createBuiltinSlotProvider,
  createConsultationsService,
  createWebhookSlotProvider,
} from './modules/consultations';
import { createFoodsService, foodsRoutes } from './modules/foods';
import { clientErrorsRoutes, healthRoutes } from './modules/health';
import { createInvitationsService, invitationsRoutes } from './modules/invitations';
import {
  createInvoiceIssuer,
  createInvoicing,
  ensureCaeRanges,
  type Invoicing,
  invoicingRoutes,
  loadInvoiceFiles,
} from './modules/invoicing';
import { createKits, kitsRoutes } from './modules/kits';
import { createLogisticsService, logisticsRoutes } from './modules/logistics';
import { createMealsOps, createMealsService, type MealsService, mealsOpsRoutes, mealsRoutes } from './modules/meals';
import { createNutritionService, nutritionRoutes } from './modules/nutrition';
import { createOpsService, opsRoutes, paymentsLedgerRoutes } from './modules/ops';
import { cardFrameRoutes, createOrders, type Orders, ordersRoutes } from './modules/orders';
import { createPayoutsService, payoutsRoutes } from './modules/payouts';
import { createPrivacyService, privacyRoutes } from './modules/privacy';
import { referenceRoutes } from './modules/reference';
import { accessLogWriterFor, createResultsService, resultsReportRoutes, resultsRoutes } from './modules/results';
import { sandboxRoutes } from './modules/sandbox';
import { createUploadsService, uploadsRoutes } from './modules/uploads';
import { registerAuth } from './platform/auth/plugin';
import { registerRouteAccess } from './platform/auth/route-access';
import { purgeExpiredRevocations } from './platform/auth/sessions.repository';
import { createStepUp } from './platform/auth/step-up';
import { createTokenService } from './platform/auth/tokens';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './platform/errors';
import { createBcuClient } from './platform/exchange-rates/bcu';
import { createExchangeRates, type ExchangeRates } from './platform/exchange-rates/exchange-rates';
import { registerContractCheck } from './platform/http/contract';
import { openApiRoutes } from './platform/http/openapi.routes';
import { trackHandlers } from './platform/in-flight';
import { startPeriodicJobs } from './platform/jobs';
import { registerJsonBodyLimits } from './platform/json-body';
import { type LogDestination, loggerOptions, requestChildLogger } from './platform/logger';
import { createMailWorker, type MailWorker } from './platform/mail/outbox';
import { createFileTransport, createSmtpTransport, type MailTransport } from './platform/mail/transports';
import { MERCADOPAGO_BROWSER_HOSTS } from './platform/payments/mercadopago/browser-hosts';
import type { PaymentProvider } from './platform/payments/provider';
import { createSandboxProvider } from './platform/payments/sandbox/sandbox-provider';
import { purgeOldRateLimits } from './platform/rate-limit';
import { registerRequestGuards } from './platform/request-guards';
import { registerSecurityHeaders } from './platform/security-headers';
import { createLocalStorage } from './platform/storage/storage';
import { createStorageHealth, registerStorageHealth } from './platform/storage-health';

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: DatabaseHandle;
  mailTransport?: MailTransport;
  /** Background jobs (mail delivery). Off in tests, which call `app.mail.runOnce()`. */
  startWorkers?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout/LOG_FILE (the log redaction test reads them from memory). */
  logDestination?: LogDestination;
  /** Milliseconds since the epoch for TOTP and step-up checks (tests move it forward); Date.now by default. */
  clock?: () => number;
  /** Called for every route as it is registered (the access-matrix and fuzz tests list them). */
  onRoute?: (route: RouteOptions) => void;
  /** Wraps the payment provider (a test holds a charge to play a slow provider). */
  wrapProvider?: (provider: PaymentProvider) => PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    mail: MailWorker;
    config: Config;
    /** The orders module (money): payments, the reconciliation, refunds; reachable for tests. */
    orders: Orders;
    /** The payment provider (sandbox or MercadoPago), both flows, reachable for tests. */
    paymentProvider: PaymentProvider;
    /** The consultations' periodic work (holds, reminders), reachable for tests and operations. */
    consultations: ConsultationsService;
    /** The meals' periodic work (expiry of unpaid orders), reachable for tests. */
    meals: MealsService;
    /** The fiscal receipts' issuing job (tests call `app.invoicing.runOnce()`). */
    invoicing: Invoicing;
    /** The day's exchange rate (BCU or configured), for receipts and prices in another currency. */
    exchangeRates: ExchangeRates;
    /** Set on SIGTERM (server.ts): /readyz answers 503 while in-flight requests finish. */
    lifecycle: { draining: boolean };
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** buildApp(config): plugins -> error handler -> modules, registered explicitly. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Redaction and the path-only request serializer live in platform/logger.ts (LOG_FILE too).
    logger: options.logger === false ? false : loggerOptions(config, options.logDestination),
    childLoggerFactory: requestChildLogger,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    // Slow senders are cut (issue 36): the whole request (headers and body) must arrive within
    // REQUEST_TIMEOUT_SECONDS (answered 408), the headers within 15 s of it, and a connection
    // with nothing moving for twice that is closed. Node checks every second.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    http: {
      headersTimeout: Math.min(15_000, config.requestTimeoutMs),
      connectionsCheckingInterval: 1_000,
    },
    trustProxy: config.trustProxy,
    // Errors raised before routing, and Node's HTTP parser errors: the same Spanish body (issue 17).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const handlers = trackHandlers(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  const db = database.db;
  await seedReference(db);

  const transport =
    options.mailTransport ??
    (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createFileTransport(path.join(config.dataDir, 'outbox')));
  const mail = createMailWorker({
    db,
    transport,
    from: config.mailFrom,
    log: app.log,
    retryBaseSeconds: config.mailRetryBaseSeconds,
    logLinks: config.nodeEnv === 'development',
    // A receipt's PDF and XML (issue 21), rendered when the message goes out; loaded on first use.
    renderAttachments: async (attachments) =>
      (await loadInvoiceFiles()).renderInvoiceAttachments(db, config.invoicing.issuer, attachments),
  });

  app.decorate('database', database);
  app.decorate('mail', mail);
  app.decorate('config', config);

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerSecurityHeaders(app, {
    imageOrigins: config.mercadoPago?.baseUrl ? [new URL(config.mercadoPago.baseUrl).origin] : [],
    ...(config.mercadoPago ? { mercadoPagoHosts: MERCADOPAGO_BROWSER_HOSTS } : {}),
  });
  // Large JSON answers (the foods list, results: up to ~110 kB) compressed on the fly; small ones
  // are not worth the CPU. gzip level 3 first (browsers accept both; the server's order decides),
  // brotli quality 3 for clients that only take br: on the results (6.7 kB) and foods (110 kB)
  // answers gzip 3 costs 22-170 µs against 55-346 µs for brotli 4, for 4-14 % more bytes
  // (docs/journal/performance-history.md). The web app's files are served precompressed by @fastify/static below.
  await app.register(fastifyCompress, {
    threshold: 2048,
    encodings: ['gzip', 'br'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 3 },
  });

  registerErrorHandler(app);
  registerRequestGuards(app);
  // A full or read-only disk: writes answer a Spanish 503, /readyz 503 (issue 36). The embedded
  // database's directory is probed; PostgreSQL's disk is known from its answers.
  const storageHealth = createStorageHealth({
    watchDir: ownsDatabase && database.kind === 'pglite' && !config.databaseUrl ? config.dataDir : null,
    log: app.log,
  });
  registerStorageHealth(app, storageHealth);
  const tokens = createTokenService(config.jwtSecret, config.jwtTtlSeconds);
  registerAuth(app, db, tokens);
  // Keys, nesting depth: checked on the raw JSON before it is parsed, tighter for anonymous callers.
  registerJsonBodyLimits(app);
  // Every route from its endpoint contract (packages/domain/src/contract, decision 052), and who may
  // call each /v1 route, checked before the body is read (platform/auth/route-access.ts).
  const contract = registerContractCheck(app);
  const checkRouteAccessTable = registerRouteAccess(app);
  app.decorate('stepUp', createStepUp(config.jwtSecret, options.clock));

  const lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  await app.register(healthRoutes, {
    ping: database.ping,
    draining: () => lifecycle.draining,
    storage: () => storageHealth.check(),
  });
  await app.register(clientErrorsRoutes, { db });
  await app.register(referenceRoutes, { db, config });
  // The OpenAPI 3.1 document of every route registered here, from the contract (decision 052).
  await app.register(openApiRoutes, { contract });
  // One payment provider, both flows (kit cards; meals and consultations through a redirect checkout):
  // MercadoPago when it is configured, else the built-in sandbox and its hosted pages.
  const sandbox = config.mercadoPago
    ? null
    : createSandboxProvider({
        db,
        publicUrl: config.publicUrl,
        secret: config.jwtSecret,
        cardCurrencies: config.sandboxCardCurrencies,
      });
  const configuredProvider: PaymentProvider = config.mercadoPago
    ? (await import('./platform/payments/mercadopago/mercadopago-provider')).createMercadoPagoProvider(
        config.mercadoPago,
      )
    : sandbox!.provider;
  const provider = options.wrapProvider ? options.wrapProvider(configuredProvider) : configuredProvider;
  app.decorate('paymentProvider', configuredProvider);
  // The day's exchange rate (BCU's web service, or the configured rate): receipts in dollars, and the
  // kits' dollar price charged in pesos where the card account takes only pesos (platform/exchange-rates).
  const exchangeRates = createExchangeRates({
    db,
    source: config.invoicing.exchangeRates.source,
    configuredUsdRate: config.invoicing.usdRate,
    bcu:
      config.invoicing.exchangeRates.source === 'bcu'
        ? createBcuClient({ url: config.invoicing.exchangeRates.bcuUrl ?? undefined })
        : null,
  });
  app.decorate('exchangeRates', exchangeRates);
  // The one home of money (modules/orders): every product's orders are made, paid, reconciled and
  // refunded there; each product registers how its orders react (kits here, meals and consultations below).
  const orders = createOrders({ db, provider, config, mail, log: app.log });
  app.decorate('orders', orders);
  await app.register(accountsRoutes, {
    service: createAccountsService({ db, tokens, config, mail, onEmailConfirmed: orders.attachGuestOrders }),
  });
  await app.register(twoFactorRoutes, {
    service: createTwoFactorService({ db, tokens, config, mail, stepUp: app.stepUp, clock: options.clock }),
  });
  await app.register(invitationsRoutes, { service: createInvitationsService({ db, tokens, config, mail }) });
  const payoutsService = createPayoutsService({ db, config, mail });
  await app.register(payoutsRoutes, { service: payoutsService });

  const kits = createKits({ db, orders, config, mail, log: app.log, exchangeRates });
  await app.register(kitsRoutes, { kits });
  if (config.mercadoPago) {
    await app.register(cardFrameRoutes, {
      instruments: orders.instruments,
      publicKey: config.mercadoPago.publicKey,
      sdkUrl: config.mercadoPago.sdkUrl,
      apiUrl: config.mercadoPago.baseUrl,
    });
  }

  const logisticsService = createLogisticsService({ db, config, mail });
  await app.register(logisticsRoutes, { service: logisticsService });
  const opsService = createOpsService({ db, logistics: logisticsService, mail });
  await app.register(opsRoutes, { service: opsService, paymentsSandbox: config.paymentsSandboxWarning });
  await app.register(paymentsLedgerRoutes, { db });

  // Electronic fiscal receipts (CFE, docs/invoicing.md): the embedded issuer or a certified provider.
  await ensureCaeRanges(db, config.invoicing);
  const invoicing = createInvoicing({
    db,
    config: config.invoicing,
    issuer: await createInvoiceIssuer(config),
    exchangeRates,
    log: app.log,
    mailNudge: () => mail.nudge(),
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
  });
  app.decorate('invoicing', invoicing);
  // Created first so its write failures reach the app's log (the services below share it).
  accessLogWriterFor(db, app.log);
  const resultsService = createResultsService(db);
  await app.register(resultsRoutes, { service: resultsService });
  const foodsService = createFoodsService(resultsService, db);
  await app.register(resultsReportRoutes, {
    results: resultsService,
    declaredIntolerances: foodsService.declaredIntolerances,
  });
  await app.register(foodsRoutes, { service: foodsService });
  await app.register(nutritionRoutes, { service: createNutritionService(db) });

  const consultationsService = createConsultationsService({
    db,
    config,
    mail,
    orders,
    slots: config.slotsWebhookUrl
      ? createWebhookSlotProvider({ db, url: config.slotsWebhookUrl, log: app.log })
      : createBuiltinSlotProvider(db),
    log: app.log,
  });
  await app.register(consultationsRoutes, { service: consultationsService });
  app.decorate('consultations', consultationsService);
  const mealsService = createMealsService({
    db,
    config,
    orders,
    foodScores: (accountId, source) => foodsService.scoresFor(accountId, source),
    ownSourceWithSession: resultsService.ownSourceWithSession,
    log: app.log,
  });
  app.decorate('meals', mealsService);
  await app.register(mealsRoutes, { service: mealsService, db });
  // 'Mis compras', refunds under the terms (issue 21), coupons, saved cards, the one webhook and the
  // operations' money pages; the receipts' files are the invoicing module's.
  await app.register(ordersRoutes, {
    orders,
    db,
    config,
    receiptsPending: () => invoicing.nudge(),
  });
  await app.register(invoicingRoutes, { db, invoicing, issuer: config.invoicing.issuer });
  await app.register(sandboxRoutes, {
    instruments: orders.instruments,
    sandbox: sandbox?.sandbox ?? null,
    onNotification: (request) => orders.onNotification(request),
  });
  await app.register(mealsOpsRoutes, { ops: createMealsOps(db) });

  if (config.demoData) {
    // The demo customer's results go through the same lab import and engine as real ones.
    const created = await seedDemo(db, (operator, fileName, csv) =>
      opsService.importLabResults(operator, fileName, csv),
    );
    if (created) app.log.info('demo data loaded');
    await seedDemoMenu(db);
  }

  const uploadsService = createUploadsService(db, createLocalStorage(path.join(config.dataDir, 'uploads')));
  await app.register(uploadsRoutes, { service: uploadsService });
  await app.register(privacyRoutes, {
    service: createPrivacyService({
      db,
      config,
      mail,
      storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
      removeProviderCard: provider.card.removeCard?.bind(provider.card),
    }),
  });

  await registerWebApp(app, config.webDist);
  try {
    contract.check();
    checkRouteAccessTable();
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }

  let stopJobs = () => {};
  if (options.startWorkers ?? true) {
    mail.start();
    invoicing.start();
    stopJobs = startPeriodicJobs(
      db,
      [
        { name: 'purge-revoked-tokens', everyMs: 60 * 60 * 1000, run: () => purgeExpiredRevocations(db) },
        { name: 'purge-rate-limits', everyMs: 60 * 60 * 1000, run: () => purgeOldRateLimits(db) },
        {
          // Orders left pending, of every kind and both flows (docs/reliability.md).
          name: 'reconcile-pending-orders',
          everyMs: config.reconcileEveryMs,
          run: async () => {
            // The one reconciliation (every kind of order), then the meals' expiry of unpaid orders.
            const results = await Promise.allSettled([
              orders.reconcilePending(config.reconcileAfterMs).then(() => mealsService.expireUnpaid()),
            ]);
            for (const r of results) {
              if (r.status === 'rejected') app.log.error({ err: r.reason }, 'reconciliation failed');
            }
          },
        },
        { name: 'purge-unclaimed-uploads', everyMs: 60 * 60 * 1000, run: () => uploadsService.purgeUnclaimed() },
        { name: 'close-payout-months', everyMs: 60 * 60 * 1000, run: () => payoutsService.closeMonths() },
        { name: 'expire-consultation-holds', everyMs: 60 * 1000, run: () => consultationsService.expireHolds() },
        { name: 'consultation-reminders', everyMs: 5 * 60 * 1000, run: () => consultationsService.sendReminders() },
      ],
      app.log,
    );
  }
  app.addHook('onClose', async () => {
    // Connections are closed by now; handlers whose client went away may still be running: the
    // database stays open for them (at most 8 s, within server.ts's 10 s bound).
    if (!(await handlers.idle(8_000)))
      app.log.error({ running: handlers.running }, 'closing with handlers still running');
    stopJobs();
    await invoicing.stop();
    await mail.stop();
    // Results reads recorded in the access log but not yet written (access-log-writer.ts).
    await accessLogWriterFor(db).flush();
    if (ownsDatabase) await database.close();
  });
  return app;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, HTML never cached. `/` is
 * index.html (with the landing's build-time snapshot); the routes listed in prerendered/routes.json
 * get their page's snapshot; any other GET that is not an API path gets app.html, the empty shell
 * (apps/web/scripts/prerender.mjs). A build without snapshots serves index.html everywhere.
 */
async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      // The build writes .br/.gz twins of text assets; they are served to clients that accept them.
      preCompressed: true,
      // Our own cache-control below (send's default 'public, max-age=0' would overwrite it).
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const shell = existsSync(path.join(webDist, 'app.html')) ? 'app.html' : 'index.html';
  const snapshots = readSnapshotRoutes(webDist);
  app.setNotFoundHandler((req, reply) => {
    const [url = '/', query] = req.url.split('?');
    const isApi = /^\/(v1|healthz|readyz|sandbox|uploads)(\/|$)/i.test(url);
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD') && !isApi && !path.extname(url)) {
      const key = url.length > 1 ? url.replace(/\/+$/, '').toLowerCase() : url;
      // `/` lands here too when the client accepts a precompressed answer.
      const file = key === '/' ? 'index.html' : (snapshots.find(key, query) ?? shell);
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(file);
    }
    return reply.status(404).send(new AppError('NOT_FOUND').toResponse());
  });
}

/** The query values a `*` of a snapshot route stands for: a link's id or token (10–200 characters). */
const WILDCARD_VALUE = /^[\w.~-]{10,200}$/;

/**
 * The snapshot pages of the build (prerendered/routes.json: route → page under prerendered/). A route
 * is a path (lower case, no trailing slash) with, optionally, the query it was drawn for:
 * - `/login`: its path, whatever the query (`/login?next=…`);
 * - `/signup?user=1`: exactly that query (`/signup?user=2` or bare `/signup` draw something else);
 * - `/platos-semanales?`: its path without a query (a query there draws something else);
 * - `/verified?id=*&token=*`: exactly these parameters, each `*` any link id or token
 *   (WILDCARD_VALUE); a page whose first screen depends only on there being a link, not on its value.
 */
export function readSnapshotRoutes(webDist: string) {
  const file = path.join(webDist, 'prerendered', 'routes.json');
  const routes = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  const exact = new Map<string, string>();
  const patterns: { path: string; params: [string, string][]; page: string }[] = [];
  for (const [route, name] of Object.entries(routes)) {
    if (!route.startsWith('/') || !/^[\w-]+\.html$/.test(name)) continue;
    const page = `prerendered/${name}`;
    const [routePath = '', routeQuery] = route.split('?');
    if (routeQuery?.includes('*')) {
      patterns.push({ path: routePath.toLowerCase(), params: [...new URLSearchParams(routeQuery)], page });
    } else
      exact.set(routeQuery === undefined ? routePath.toLowerCase() : `${routePath.toLowerCase()}?${routeQuery}`, page);
  }
  return {
    /** The snapshot page for a request's path (normalised) and raw query, if the build has one. */
    find(key: string, query: string | undefined): string | undefined {
      if (!query) {
        const bare = exact.get(`${key}?`);
        if (bare) return bare;
      } else {
        const listed = exact.get(`${key}?${query}`);
        if (listed) return listed;
        const params = [...new URLSearchParams(query)];
        for (const pattern of patterns) {
          if (pattern.path !== key || pattern.params.length !== params.length) continue;
          const matches = pattern.params.every(([name, value]) => {
            const given = params.filter(([n]) => n === name);
            if (given.length !== 1) return false;
            const got = given[0]?.[1] ?? '';
            return value === '*' ? WILDCARD_VALUE.test(got) : got === value;
          });
          if (matches) return pattern.page;
        }
      }
      return exact.get(key);
    },
  };
}
