import { randomUUID } from 'node:crypto';
import type { Role } from '@nutritest/domain';
import type { ApiEndpointKey } from '@nutritest/domain/contract';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { addCard, lastEmailTo, nextTotpCode, signInAs } from '../helpers';

/**
 * The access matrix: one row per /v1 endpoint (method + path exactly as registered), with the
 * decision for each of the eight viewpoints below. `access-matrix.test.ts` checks every cell against
 * the real app and fails when a route is missing here or a row names no route; `fuzz.test.ts` reuses
 * the rows to know who may send each body and how to fill the path and query.
 *
 * Viewpoints: the "other" ones act on the FIRST party's resources (customer A's id, the linked
 * nutritionist's statement or invitation, company A's id in the body...), so 'deny' there means
 * "cannot reach someone else's data". Endpoints that only act on the caller's own account are
 * 'allow' for every role that may call them; the test then checks the answer carries nothing the
 * role must not see (forbiddenKeys, other people's e-mails).
 */
export const roleKeys = [
  'anonymous',
  'customer',
  'otherCustomer',
  'linkedNutritionist',
  'unlinkedNutritionist',
  'company',
  'otherCompany',
  'operator',
] as const;
export type RoleKey = (typeof roleKeys)[number];
export type Decision = 'allow' | 'deny';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Party {
  id: string;
  email: string;
}

/** What the rows' requests point at; built by the test through the API and the demo seed. */
export interface Fixtures {
  publicUrl: string;
  /** The signed-in party of each viewpoint (anonymous has none). */
  party: Record<Exclude<RoleKey, 'anonymous'>, Party>;
  /** Customer A's analysis (it has results). */
  analysisId: string;
  /** A distribution (delivery address) of a third customer (the demo patient whose kit is paid). */
  distributionId: string;
  /** A saved card of customer A. */
  instrumentToken: string;
  /** A payout statement of the linked nutritionist. */
  payoutId: string;
  /** A pending invitation sent by the linked nutritionist / by company A. */
  nutritionistInvitationId: string;
  companyInvitationId: string;
  /** Customer A's issued e-Ticket (of the demo kit), and that kit's order. */
  invoiceId: string;
  kitOrderId: string;
}

export interface RequestSpec {
  /** The path with its parameters filled in (defaults to the row's path). */
  url?: string;
  query?: Record<string, string>;
  /** JSON body (or a string with `contentType`). */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface RequestContext {
  fx: Fixtures;
  role: RoleKey;
}

/** The method and the path of a contract key: a row names a route of the contract or does not compile. */
type V1Key = Extract<ApiEndpointKey, `${string} /v1/${string}`>;
type RouteOf<K> = K extends `${infer M extends Method} ${infer P}` ? { method: M; path: P } : never;

export type Row = RouteOf<V1Key> & RowDecisions;

interface RowDecisions {
  /**
   * The decision for each viewpoint. It refuses every role the route's contract refuses
   * (packages/domain/src/contract; access-matrix.test.ts checks it); where the contract lets a role
   * in, the handler may still refuse it (someone else's resources, a role it turns away).
   */
  access: Record<RoleKey, Decision>;
  /** Params, query and a body valid enough to reach the handler's authorization. */
  request?: (ctx: RequestContext) => RequestSpec;
  /** Statuses an allowed role may also get (e.g. 404 when it has no such data, a made-up id). */
  allowStatus?: Partial<Record<RoleKey, number[]>>;
  /**
   * Statuses that also count as a refusal for this row (besides 401/403/404): e.g. a 400 that
   * answers someone else's card exactly as an unknown one, revealing nothing.
   */
  denyStatus?: number[];
  /** Keys of forbiddenKeys this row's answer may carry (reference lists such as the pathology names). */
  publicKeys?: string[];
  /** The call ends or changes the session (logout, password, 2FA): each allowed call uses a new account. */
  freshSession?: boolean;
  /** The handler also wants a fresh second factor (x-step-up-token): the test gets one first. */
  stepUp?: boolean;
}

// ---------------------------------------------------------------- who

const decide = (allowed: readonly RoleKey[]): Record<RoleKey, Decision> =>
  Object.fromEntries(roleKeys.map((r) => [r, allowed.includes(r) ? 'allow' : 'deny'])) as Record<RoleKey, Decision>;

const CUSTOMERS = ['customer', 'otherCustomer'] as const;
const NUTRITIONISTS = ['linkedNutritionist', 'unlinkedNutritionist'] as const;
const COMPANIES = ['company', 'otherCompany'] as const;
const SIGNED_IN = roleKeys.filter((r) => r !== 'anonymous');

const PUBLIC = decide(roleKeys);
const ANY_SIGNED_IN = decide(SIGNED_IN);
const OPERATOR = decide(['operator']);
const ONLY = (...roles: RoleKey[]) => decide(roles);

/** A row is public when every viewpoint may call it: it then only has to answer without 5xx and leaks. */
export const isPublic = (row: Row) => roleKeys.every((r) => row.access[r] === 'allow');

// ---------------------------------------------------------------- what a role must never receive

/** Genetic results and what is derived from them. */
export const geneticKeys = [
  'genotype',
  'genotypes',
  'snps',
  'rsid',
  'rsids',
  'nutrient',
  'traits',
  'results',
  'diagnostics',
  'missing',
];
/** Health data of a person. */
export const healthKeys = [
  'pathologies',
  'familyHistories',
  'weight',
  'height',
  'birthDate',
  'ethnicity',
  'gender',
  'bmr',
  'imc',
  'recommendedCaloriesPerDay',
];

/**
 * Keys a role must never receive with a value (null, '' and [] are fine: e.g. a company reads its
 * employee's account with the health fields emptied). Deep scan of every allowed JSON answer.
 */
export const forbiddenKeys: Record<RoleKey, string[]> = {
  anonymous: [...geneticKeys, ...healthKeys],
  customer: [],
  otherCustomer: geneticKeys,
  linkedNutritionist: [],
  unlinkedNutritionist: geneticKeys,
  company: [...geneticKeys, ...healthKeys],
  otherCompany: [...geneticKeys, ...healthKeys],
  operator: [],
};

// ---------------------------------------------------------------- request helpers

let seq = 0;
/** A new e-mail address for each invitation sent by the matrix. */
export const freshEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${seq++}@matrix.test`;

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dateRange = () => ({ startDate: inDays(-90), endDate: today() });
const bogusKey = 'k'.repeat(32);
const madeUpId = '00000000-0000-4000-8000-000000000000';
const code = { code: '123456' };
/** The current password of the fresh accounts (signInAs), asked when the second factor changes. */
const reauth = { password: 'secret123' };
const demoHours = {
  windows: [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00' },
    { weekday, start: '14:00', end: '17:00' },
  ]),
  exceptions: [],
};
const someSlot = (fx: Fixtures) => ({
  start: `${inDays(20)}T13:00:00.000Z`,
  nutritionistId: fx.party.linkedNutritionist.id,
});
/** An operator edits the linked nutritionist's hours (?nutritionistId=); a nutritionist their own. */
const hoursOf = (fx: Fixtures, role: RoleKey): Record<string, string> =>
  role === 'operator' ? { nutritionistId: fx.party.linkedNutritionist.id } : {};
const ALL_404 = Object.fromEntries(roleKeys.map((r) => [r, [404]])) as Record<RoleKey, number[]>;

// ---------------------------------------------------------------- the table

export const accessTable: Row[] = [
  // ------------------------------------------------ reference data (public)
  { method: 'GET', path: '/v1/cost', access: PUBLIC },
  // The catalogues of pathologies and family histories (names for the forms), nobody's data.
  { method: 'GET', path: '/v1/reference', access: PUBLIC, publicKeys: ['pathologies', 'familyHistories'] },
  { method: 'GET', path: '/v1/config', access: PUBLIC },
  // The OpenAPI document names the answers' fields (the results' genotypes, the profile's weight…):
  // their names and types, never anyone's values.
  {
    method: 'GET',
    path: '/v1/openapi.json',
    access: PUBLIC,
    publicKeys: [...geneticKeys, ...healthKeys],
  },
  {
    method: 'POST',
    path: '/v1/client-errors',
    access: PUBLIC,
    request: () => ({ body: { message: 'TypeError: x is undefined', path: '/results' } }),
  },

  // ------------------------------------------------ sign-in, registration, passwords (public)
  {
    method: 'POST',
    path: '/v1/account/authenticate',
    access: PUBLIC,
    request: () => ({ body: { email: 'nadie@matrix.test', password: 'no-es-esta-1' } }),
  },
  { method: 'POST', path: '/v1/account/logout', access: ANY_SIGNED_IN, freshSession: true },
  { method: 'POST', path: '/v1/account', access: PUBLIC, request: () => ({ body: {} }) },
  {
    method: 'GET',
    path: '/v1/account/verification',
    access: PUBLIC,
    request: ({ fx }) => ({ query: { email: fx.party.customer.email } }),
  },
  {
    method: 'GET',
    path: '/v1/account/confirmation',
    access: PUBLIC,
    request: ({ fx }) => ({ query: { id: fx.party.customer.id, token: bogusKey } }),
  },
  {
    method: 'POST',
    path: '/v1/Account/resendemailregister',
    access: PUBLIC,
    request: () => ({ body: { email: 'nadie@matrix.test' } }),
  },
  {
    method: 'PUT',
    path: '/v1/account/password',
    access: ANY_SIGNED_IN,
    freshSession: true,
    request: () => ({ body: { oldPassword: 'no-es-esta-1', newPassword: 'Girasol-Tranvia-47' } }),
  },
  {
    method: 'POST',
    path: '/v1/account/password/reset',
    access: PUBLIC,
    request: () => ({ body: { email: 'nadie@matrix.test' } }),
  },
  {
    method: 'GET',
    path: '/v1/account/password/reset/confirmation',
    access: PUBLIC,
    request: () => ({ query: { data: bogusKey } }),
  },

  // ------------------------------------------------ the account
  { method: 'GET', path: '/v1/account', access: ANY_SIGNED_IN },
  { method: 'PUT', path: '/v1/account', access: ANY_SIGNED_IN, request: () => ({ body: {} }) },
  {
    method: 'GET',
    path: '/v1/account/:id',
    // Customer A itself, its nutritionist and operations; a company only for its own employees.
    access: ONLY('customer', 'linkedNutritionist', 'operator'),
    request: ({ fx }) => ({ url: `/v1/account/${fx.party.customer.id}` }),
  },
  { method: 'GET', path: '/v1/account/results-access', access: ANY_SIGNED_IN },
  // Changing the e-mail (issue 22): customers, nutritionists and companies; a wrong password is a 400
  // and counts towards ending the sessions, so each allowed call uses a new account.
  { method: 'GET', path: '/v1/account/email-change', access: decide([...CUSTOMERS, ...NUTRITIONISTS, ...COMPANIES]) },
  {
    method: 'POST',
    path: '/v1/account/email-change',
    access: decide([...CUSTOMERS, ...NUTRITIONISTS, ...COMPANIES]),
    freshSession: true,
    request: () => ({ body: { newEmail: freshEmail('nuevo.correo'), password: 'no-es-esta-1' } }),
  },
  {
    method: 'DELETE',
    path: '/v1/account/email-change',
    access: decide([...CUSTOMERS, ...NUTRITIONISTS, ...COMPANIES]),
  },
  {
    method: 'POST',
    path: '/v1/account/email-change/confirm',
    access: PUBLIC,
    request: () => ({ body: { data: `${madeUpId}.${bogusKey}` } }),
  },

  // ------------------------------------------------ data rights: consents, export, deletion
  { method: 'GET', path: '/v1/account/consents', access: ANY_SIGNED_IN },
  {
    method: 'PUT',
    path: '/v1/account/consents',
    // Sharing with the nutritionist is a customer's choice; without a nutritionist there is nothing to share.
    access: decide(CUSTOMERS),
    request: () => ({ body: { kind: 'share_nutritionist', granted: true } }),
    allowStatus: { otherCustomer: [409] },
  },
  // Each person's own data, behind a fresh second factor.
  { method: 'GET', path: '/v1/account/export', access: ANY_SIGNED_IN, stepUp: true },
  {
    method: 'POST',
    path: '/v1/account/deletion',
    // Customers only (the other roles close their accounts through support); a wrong password is a 400
    // and counts on the one current-password counter that ends the sessions (issue 36, L1): a new account each.
    access: decide(CUSTOMERS),
    freshSession: true,
    request: () => ({ body: { password: 'no-es-esta-1' } }),
  },
  {
    method: 'POST',
    path: '/v1/account/deletion/confirm',
    access: PUBLIC,
    request: () => ({ body: { data: bogusKey } }),
  },

  // ------------------------------------------------ the customer's nutritionist
  {
    method: 'GET',
    path: '/v1/account/nutritionist/:code',
    access: PUBLIC,
    request: () => ({ url: '/v1/account/nutritionist/NUTRI1' }),
  },
  {
    method: 'POST',
    path: '/v1/account/nutritionist',
    access: decide(CUSTOMERS),
    request: () => ({ body: { code: 'NUTRI1' } }),
  },
  { method: 'GET', path: '/v1/account/nutritionist', access: decide(CUSTOMERS) },
  {
    method: 'DELETE',
    path: '/v1/account/nutritionist',
    access: decide(CUSTOMERS),
    allowStatus: { otherCustomer: [404, 409] },
  },

  // ------------------------------------------------ nutritionist: payout details, commissions, statements
  { method: 'GET', path: '/v1/bankAccounts', access: decide(NUTRITIONISTS) },
  {
    method: 'POST',
    path: '/v1/bankAccounts',
    access: decide(NUTRITIONISTS),
    request: () => ({ body: { paymentType: 3, ci: '12345672' } }),
  },
  { method: 'GET', path: '/v1/commission', access: decide(NUTRITIONISTS), request: () => ({ query: dateRange() }) },
  { method: 'GET', path: '/v1/payouts', access: decide(NUTRITIONISTS) },
  {
    method: 'GET',
    path: '/v1/payouts/:id',
    access: ONLY('linkedNutritionist', 'operator'),
    request: ({ fx }) => ({ url: `/v1/payouts/${fx.payoutId}` }),
  },
  {
    method: 'GET',
    path: '/v1/payouts/:id/csv',
    access: ONLY('linkedNutritionist', 'operator'),
    request: ({ fx }) => ({ url: `/v1/payouts/${fx.payoutId}/csv` }),
  },
  { method: 'GET', path: '/v1/ops/payouts', access: OPERATOR },
  {
    method: 'POST',
    path: '/v1/ops/payouts/:id/paid',
    access: OPERATOR,
    request: ({ fx }) => ({ url: `/v1/ops/payouts/${fx.payoutId}/paid`, body: { reference: 'TRF-MATRIX-1' } }),
  },

  // ------------------------------------------------ company
  { method: 'GET', path: '/v1/account/kitsavailable', access: decide(COMPANIES) },
  { method: 'GET', path: '/v1/account/employees', access: decide(COMPANIES) },
  {
    // Unlinking an employee (issue 22): customer A is nobody's employee, so every company gets 404.
    method: 'DELETE',
    path: '/v1/account/employees/:id',
    access: ONLY('company'),
    request: ({ fx }) => ({ url: `/v1/account/employees/${fx.party.customer.id}` }),
    allowStatus: { company: [404] },
  },

  // ------------------------------------------------ two-factor and step-up (every signed-in role)
  // Changing the second factor needs the current password (or an e-mailed code) besides the session
  // (issue 17): the fresh accounts of `freshSession` have the password 'secret123' (test/helpers.ts
  // signInAs), so the allowed calls pass that check and reach the change itself.
  { method: 'GET', path: '/v1/account/two-factor', access: ANY_SIGNED_IN },
  { method: 'POST', path: '/v1/account/two-factor/email-code', access: ANY_SIGNED_IN, freshSession: true },
  // Operators are enrolled already: starting again is refused with 409, not an authorization error.
  {
    method: 'POST',
    path: '/v1/account/two-factor/enrolment',
    access: ANY_SIGNED_IN,
    freshSession: true,
    request: () => ({ body: reauth }),
  },
  {
    method: 'POST',
    path: '/v1/account/two-factor/enrolment/confirm',
    access: ANY_SIGNED_IN,
    freshSession: true,
    request: () => ({ body: code }),
  },
  {
    method: 'POST',
    path: '/v1/account/two-factor/disable',
    // Operators must keep the second factor: their request is refused whatever the code.
    access: decide(SIGNED_IN.filter((r) => r !== 'operator')),
    freshSession: true,
    request: () => ({ body: { ...code, ...reauth } }),
  },
  {
    method: 'POST',
    path: '/v1/account/two-factor/recovery-codes',
    // Only operators have recovery codes; the other roles are refused (403) whatever the password.
    access: OPERATOR,
    freshSession: true,
    request: () => ({ body: reauth }),
  },
  {
    // The single-use link e-mailed with a temporary password: the token is the credential.
    method: 'POST',
    path: '/v1/account/two-factor/removal',
    access: PUBLIC,
    request: () => ({ body: { data: `${madeUpId}.${bogusKey}` } }),
  },
  {
    method: 'POST',
    path: '/v1/account/two-factor/verify',
    access: PUBLIC,
    request: () => ({ body: { challengeToken: bogusKey, ...code } }),
  },
  {
    method: 'POST',
    path: '/v1/account/two-factor/setup',
    access: PUBLIC,
    request: () => ({ body: { challengeToken: bogusKey } }),
  },
  {
    method: 'POST',
    path: '/v1/account/two-factor/setup/confirm',
    access: PUBLIC,
    request: () => ({ body: { challengeToken: bogusKey, ...code } }),
  },
  { method: 'POST', path: '/v1/account/step-up/email-code', access: ANY_SIGNED_IN, freshSession: true },
  {
    method: 'POST',
    path: '/v1/account/step-up',
    access: ANY_SIGNED_IN,
    freshSession: true,
    request: () => ({ body: code }),
  },

  // ------------------------------------------------ invitations
  {
    method: 'POST',
    path: '/v1/account/fromNutritionist',
    // accountId is the inviter's own id: another nutritionist sending it for the first one is refused.
    access: ONLY('linkedNutritionist'),
    request: ({ fx }) => ({
      body: {
        accountId: fx.party.linkedNutritionist.id,
        newAccountInfo: { firstName: 'Eva', lastName: 'Ríos', email: freshEmail('paciente') },
      },
    }),
  },
  {
    method: 'POST',
    path: '/v1/Account/fromBusiness',
    access: ONLY('company'),
    request: ({ fx }) => ({
      body: {
        accountId: fx.party.company.id,
        newAccountInfo: { firstName: 'Luis', lastName: 'Sosa', email: freshEmail('empleado') },
      },
    }),
  },
  { method: 'GET', path: '/v1/account/invitations', access: decide([...NUTRITIONISTS, ...COMPANIES]) },
  {
    method: 'POST',
    path: '/v1/account/invitations/:id/resend',
    access: ONLY('linkedNutritionist'),
    request: ({ fx }) => ({ url: `/v1/account/invitations/${fx.nutritionistInvitationId}/resend` }),
  },
  {
    method: 'DELETE',
    path: '/v1/account/invitations/:id',
    access: ONLY('linkedNutritionist'),
    request: ({ fx }) => ({ url: `/v1/account/invitations/${fx.nutritionistInvitationId}` }),
    // The first allowed call revokes it; a second one finds it revoked.
    allowStatus: { linkedNutritionist: [409] },
  },
  {
    method: 'GET',
    path: '/v1/account/fromNutritionist/:token',
    access: PUBLIC,
    request: () => ({ url: `/v1/account/fromNutritionist/${bogusKey}` }),
  },
  {
    method: 'GET',
    path: '/v1/Account/fromBusiness',
    access: PUBLIC,
    request: () => ({ query: { userdata: bogusKey } }),
  },
  { method: 'POST', path: '/v1/account/invitations/accept', access: PUBLIC, request: () => ({ body: {} }) },
  // A company's invitation waiting in an existing customer's account (issue 41): none for these
  // customers, so accepting a made-up one answers 404.
  { method: 'GET', path: '/v1/account/company-invitation', access: decide(CUSTOMERS) },
  {
    method: 'POST',
    path: '/v1/account/company-invitation/:id/accept',
    access: decide(CUSTOMERS),
    request: () => ({ url: `/v1/account/company-invitation/${madeUpId}/accept` }),
    allowStatus: { customer: [404], otherCustomer: [404] },
  },
  { method: 'GET', path: '/v1/account/patients', access: decide(NUTRITIONISTS) },
  { method: 'GET', path: '/v1/account/referer', access: decide(NUTRITIONISTS) },

  // ------------------------------------------------ cards, coupons, kit purchase
  { method: 'GET', path: '/v1/instruments', access: decide([...CUSTOMERS, ...COMPANIES]) },
  {
    method: 'POST',
    path: '/v1/instruments',
    access: decide([...CUSTOMERS, ...COMPANIES]),
    request: ({ fx }) => ({ body: { redirectOrigin: fx.publicUrl } }),
  },
  {
    method: 'DELETE',
    path: '/v1/instruments/:token',
    access: ONLY('customer'),
    request: ({ fx }) => ({ url: `/v1/instruments/${encodeURIComponent(fx.instrumentToken)}` }),
  },
  {
    method: 'POST',
    path: '/v1/instruments/:token/authorize',
    // The instrument is the customer's: a company's session finds no such card (404 counts as refused).
    access: ONLY('customer'),
    request: ({ fx }) => ({
      url: `/v1/instruments/${encodeURIComponent(fx.instrumentToken)}/authorize`,
      body: { redirectOrigin: fx.publicUrl },
    }),
  },
  {
    method: 'GET',
    path: '/v1/instruments/:token/installments',
    access: ONLY('customer'),
    request: ({ fx }) => ({ url: `/v1/instruments/${encodeURIComponent(fx.instrumentToken)}/installments` }),
  },
  {
    method: 'GET',
    path: '/v1/analyses/quote',
    access: decide([...CUSTOMERS, ...COMPANIES]),
    request: () => ({ url: '/v1/analyses/quote?analysisAmount=1' }),
  },
  {
    method: 'POST',
    path: '/v1/coupon/checkCoupon',
    access: decide([...CUSTOMERS, ...COMPANIES]),
    request: () => ({ body: { code: 'BIENVENIDA10' } }),
  },
  {
    method: 'POST',
    path: '/v1/analyses',
    // Another customer or company paying with customer A's saved card is refused, with the same 400
    // an unknown card gets (so the card's existence is not revealed either).
    access: ONLY('customer', 'company'),
    denyStatus: [400],
    request: ({ fx, role }) => ({
      headers: { 'idempotency-key': `matrix-${randomUUID()}` },
      body: {
        analysisAmount: 1,
        instrumentToken: role === 'customer' || role === 'company' ? 'tok-no-existe' : fx.instrumentToken,
      },
    }),
  },

  // ------------------------------------------------ the customer's kit (logistics)
  {
    method: 'POST',
    path: '/v1/analyses/adddistribution',
    access: decide(CUSTOMERS),
    request: () => ({
      body: { type: 1, address: { street: 'Av. Italia', doorNumber: 2500, state: 10 } },
    }),
    allowStatus: { otherCustomer: [404, 409] },
  },
  {
    method: 'POST',
    path: '/v1/analyses/addkitdistribution',
    // The distribution is a third customer's (the demo patient whose kit is paid; customer A's kit has
    // finished its trip): every customer naming it is refused. Own distributions: logistics tests.
    access: ONLY(),
    request: ({ fx }) => ({ body: { distributionId: fx.distributionId, typeDelivery: 2 } }),
  },
  {
    method: 'POST',
    path: '/v1/analyses/reschedulekitdistribution',
    // Only the caller's own kit is moved (there is no id to name someone else's): a customer without
    // a booked leg gets 409/404, never another person's leg.
    access: decide(CUSTOMERS),
    request: () => ({ body: { typeDelivery: 2, date: inDays(10), schedule: 1 } }),
    allowStatus: { customer: [404, 409], otherCustomer: [404, 409] },
  },
  {
    method: 'POST',
    path: '/v1/analyses/reportlostkit',
    access: decide(CUSTOMERS),
    allowStatus: { customer: [404, 409], otherCustomer: [404, 409] },
  },
  { method: 'GET', path: '/v1/analyses/getDistribution', access: decide(CUSTOMERS) },
  { method: 'GET', path: '/v1/analyses/getAnalysis', access: decide(CUSTOMERS), allowStatus: { otherCustomer: [404] } },
  {
    method: 'GET',
    path: '/v1/analyses/slots',
    access: ONLY(...CUSTOMERS, 'operator'),
    request: () => ({ query: { from: inDays(1), to: inDays(14) } }),
  },

  // ------------------------------------------------ genetic results and foods
  {
    method: 'GET',
    path: '/v1/Analyses/results',
    access: decide(CUSTOMERS),
    allowStatus: { otherCustomer: [404] },
  },
  {
    method: 'GET',
    path: '/v1/Analyses/patients/result/:id',
    access: ONLY('linkedNutritionist', 'operator'),
    request: ({ fx }) => ({ url: `/v1/Analyses/patients/result/${fx.party.customer.id}` }),
  },
  {
    method: 'GET',
    path: '/v1/Analyses/report',
    access: ONLY('customer', 'linkedNutritionist', 'operator'),
    stepUp: true,
    request: ({ fx }) => ({ query: { patientId: fx.party.customer.id } }),
  },
  { method: 'GET', path: '/v1/Analyses/foods', access: decide(CUSTOMERS), allowStatus: { otherCustomer: [404] } },
  {
    method: 'GET',
    path: '/v1/Analyses/patients/foods/:id',
    access: ONLY('linkedNutritionist', 'operator'),
    request: ({ fx }) => ({ url: `/v1/Analyses/patients/foods/${fx.party.customer.id}` }),
  },
  { method: 'GET', path: '/v1/account/nutrition-profile', access: decide(CUSTOMERS) },
  {
    method: 'PUT',
    path: '/v1/account/nutrition-profile',
    access: decide(CUSTOMERS),
    request: () => ({
      body: { sex: 1, goals: 1, actualExcercise: 2, weight: 62, height: 165, age: 35 },
    }),
  },

  // ------------------------------------------------ consultations
  { method: 'GET', path: '/v1/consultations/slots', access: PUBLIC },
  {
    method: 'POST',
    path: '/v1/payment/create_preference_hire_nutritionist',
    access: PUBLIC,
    request: () => ({ body: {} }),
  },
  {
    method: 'GET',
    path: '/v1/consultations/orders/:id',
    access: PUBLIC,
    request: () => ({ url: `/v1/consultations/orders/${madeUpId}`, query: { accessKey: bogusKey } }),
  },
  {
    method: 'GET',
    path: '/v1/consultations/availability',
    access: ONLY(...NUTRITIONISTS, 'operator'),
    request: ({ fx, role }) => ({
      query: hoursOf(fx, role),
    }),
  },
  {
    method: 'PUT',
    path: '/v1/consultations/availability',
    access: ONLY(...NUTRITIONISTS, 'operator'),
    request: ({ fx, role }) => ({
      query: hoursOf(fx, role),
      body: demoHours,
    }),
  },
  { method: 'GET', path: '/v1/ops/nutritionists', access: OPERATOR },
  { method: 'GET', path: '/v1/consultations/bookings', access: decide(NUTRITIONISTS) },
  {
    method: 'GET',
    path: '/v1/consultations/bookings/:id/manage',
    access: PUBLIC,
    request: () => ({ url: `/v1/consultations/bookings/${madeUpId}/manage`, query: { key: bogusKey } }),
  },
  {
    method: 'POST',
    path: '/v1/consultations/bookings/:id/cancel',
    access: PUBLIC,
    request: () => ({ url: `/v1/consultations/bookings/${madeUpId}/cancel`, body: { key: bogusKey } }),
  },
  {
    method: 'POST',
    path: '/v1/consultations/bookings/:id/reschedule',
    access: PUBLIC,
    request: ({ fx }) => ({
      url: `/v1/consultations/bookings/${madeUpId}/reschedule`,
      body: { key: bogusKey, slot: someSlot(fx) },
    }),
  },
  {
    method: 'POST',
    path: '/v1/consultations/bookings/:id/next',
    access: PUBLIC,
    request: ({ fx }) => ({
      url: `/v1/consultations/bookings/${madeUpId}/next`,
      body: { key: bogusKey, slot: someSlot(fx) },
    }),
  },
  { method: 'GET', path: '/v1/consultations/eligibility', access: decide(CUSTOMERS) },
  { method: 'GET', path: '/v1/consultations/mine', access: decide(CUSTOMERS) },
  {
    method: 'POST',
    path: '/v1/consultations/orders/:id/book',
    access: decide(CUSTOMERS),
    request: ({ fx }) => ({ url: `/v1/consultations/orders/${madeUpId}/book`, body: { slot: someSlot(fx) } }),
    allowStatus: { customer: [404], otherCustomer: [404] },
  },
  // The nutritionist's licence number (their own), and the client's results share (their own order;
  // another customer's order answers 404, consultations.share.test.ts).
  { method: 'GET', path: '/v1/consultations/profile', access: decide(NUTRITIONISTS) },
  {
    method: 'PUT',
    path: '/v1/consultations/profile',
    access: decide(NUTRITIONISTS),
    request: () => ({ body: { licenseNumber: '12345' } }),
  },
  {
    method: 'PUT',
    path: '/v1/consultations/orders/:id/share',
    access: decide(CUSTOMERS),
    request: () => ({ url: `/v1/consultations/orders/${madeUpId}/share`, body: { share: false } }),
    allowStatus: { customer: [404], otherCustomer: [404] },
  },

  // ------------------------------------------------ weekly meals (public, an order's key is its credential)
  { method: 'GET', path: '/v1/meal/MealsByWeek', access: PUBLIC },
  { method: 'GET', path: '/v1/meal/prices', access: PUBLIC },
  // Mis pedidos: the caller's own orders only (another account's order id answers 404, meals.routes.test.ts).
  { method: 'GET', path: '/v1/meal/my-orders', access: ANY_SIGNED_IN },
  {
    method: 'GET',
    path: '/v1/meal/my-orders/:id/repeat',
    access: ANY_SIGNED_IN,
    request: () => ({ url: `/v1/meal/my-orders/${madeUpId}/repeat` }),
    allowStatus: Object.fromEntries(SIGNED_IN.map((r) => [r, [404]])),
  },
  {
    method: 'POST',
    path: '/v1/coupon/validate',
    access: PUBLIC,
    request: () => ({ body: { code: 'VIANDAS15', category: 'meals' } }),
  },
  {
    method: 'POST',
    path: '/v1/order/orders',
    access: PUBLIC,
    request: () => ({ headers: { 'idempotency-key': `matrix-${randomUUID()}` }, body: {} }),
  },
  {
    method: 'GET',
    path: '/v1/order/orders/:id',
    access: PUBLIC,
    request: () => ({ url: `/v1/order/orders/${madeUpId}`, query: { accessKey: bogusKey } }),
  },
  {
    method: 'DELETE',
    path: '/v1/order/orders/:id',
    access: PUBLIC,
    request: () => ({ url: `/v1/order/orders/${madeUpId}`, query: { accessKey: bogusKey } }),
  },
  {
    method: 'POST',
    path: '/v1/payment/create_preference',
    access: PUBLIC,
    request: () => ({ body: { orderId: madeUpId, accessKey: bogusKey } }),
  },
  // MercadoPago's notifications: public, an unsigned one is answered 401 for everyone.
  { method: 'POST', path: '/v1/payment/webhook', access: PUBLIC, request: () => ({ body: {} }) },

  // ------------------------------------------------ company logo (anyone during signup, or a company); nutritionist photo
  {
    method: 'POST',
    path: '/v1/uploads/avatar',
    // No file sent: an allowed caller gets a 400 asking for the image, the others a refusal.
    access: ONLY('anonymous', ...COMPANIES, ...NUTRITIONISTS),
  },

  // ------------------------------------------------ operations console (operators only)
  {
    method: 'POST',
    path: '/v1/ops/orders/:id/refund',
    access: OPERATOR,
    request: () => ({ url: `/v1/ops/orders/${madeUpId}/refund` }),
    allowStatus: ALL_404,
  },
  { method: 'GET', path: '/v1/ops/ledger', access: OPERATOR, request: () => ({ query: dateRange() }) },
  { method: 'GET', path: '/v1/ops/payments', access: OPERATOR, request: () => ({ query: dateRange() }) },
  { method: 'GET', path: '/v1/purchases', access: ONLY(...CUSTOMERS, ...COMPANIES) },
  {
    method: 'GET',
    path: '/v1/purchases/invoices/:id/pdf',
    access: ONLY('customer', 'operator'),
    request: ({ fx }) => ({ url: `/v1/purchases/invoices/${fx.invoiceId}/pdf` }),
  },
  {
    method: 'GET',
    path: '/v1/purchases/invoices/:id/xml',
    access: ONLY('customer', 'operator'),
    request: ({ fx }) => ({ url: `/v1/purchases/invoices/${fx.invoiceId}/xml` }),
  },
  { method: 'GET', path: '/v1/ops/purchases', access: OPERATOR, request: () => ({ query: { q: 'demo' } }) },
  { method: 'GET', path: '/v1/ops/invoicing', access: OPERATOR },
  {
    method: 'POST',
    path: '/v1/purchases/:kind/:id/refund-request',
    // Customer A's kit has results: the terms allow no refund (409); anyone else: not theirs (404).
    access: ONLY('customer'),
    request: ({ fx }) => ({ url: `/v1/purchases/kit/${fx.kitOrderId}/refund-request`, body: {} }),
    allowStatus: { customer: [409] },
  },
  { method: 'GET', path: '/v1/ops/refund-requests', access: OPERATOR },
  {
    method: 'POST',
    path: '/v1/ops/refund-requests/:id/approve',
    access: OPERATOR,
    request: () => ({ url: `/v1/ops/refund-requests/${randomUUID()}/approve` }),
    allowStatus: { operator: [404] },
  },
  {
    method: 'POST',
    path: '/v1/ops/refund-requests/:id/refuse',
    access: OPERATOR,
    request: () => ({ url: `/v1/ops/refund-requests/${randomUUID()}/refuse`, body: { reason: 'Fuera de plazo' } }),
    allowStatus: { operator: [404] },
  },
  {
    method: 'POST',
    path: '/v1/ops/invoices/:id/retry',
    access: OPERATOR,
    request: () => ({ url: `/v1/ops/invoices/${randomUUID()}/retry` }),
    allowStatus: { operator: [404] },
  },
  {
    method: 'POST',
    path: '/v1/ops/invoices/:id/reissue',
    access: OPERATOR,
    request: () => ({ url: `/v1/ops/invoices/${randomUUID()}/reissue` }),
    allowStatus: { operator: [404] },
  },
  {
    // The receipts' verification page (printed on e-Tickets): anyone, by the printed data only.
    method: 'GET',
    path: '/v1/cfe/verify',
    access: PUBLIC,
    request: () => ({ query: { type: '101', series: 'A', number: '1', code: 'AAAAAA' } }),
    allowStatus: Object.fromEntries(roleKeys.map((r) => [r, [404]])),
  },
  { method: 'GET', path: '/v1/ops/payments.csv', access: OPERATOR, request: () => ({ query: dateRange() }) },
  { method: 'GET', path: '/v1/ops/kits', access: OPERATOR },
  {
    method: 'POST',
    path: '/v1/ops/kits/:id/status',
    access: OPERATOR,
    // Customer A's kit already has results: moving it back is refused, but not as an authorization error.
    request: ({ fx }) => ({ url: `/v1/ops/kits/${fx.analysisId}/status`, body: { status: 1 } }),
  },
  {
    method: 'POST',
    path: '/v1/ops/kits/:id/reject',
    access: OPERATOR,
    // Customer A's kit already has results: rejecting its sample is refused (409), not as an authorization error.
    request: ({ fx }) => ({ url: `/v1/ops/kits/${fx.analysisId}/reject`, body: { reason: 'Muestra insuficiente' } }),
  },
  {
    method: 'POST',
    path: '/v1/ops/kits/:id/replace-lost',
    access: OPERATOR,
    // Customer A's kit has results and no "never arrived" to review: refused (409), not as an authorization error.
    request: ({ fx }) => ({ url: `/v1/ops/kits/${fx.analysisId}/replace-lost` }),
  },
  { method: 'GET', path: '/v1/ops/route-sheet', access: OPERATOR, request: () => ({ query: { date: today() } }) },
  { method: 'GET', path: '/v1/ops/phone-queue', access: OPERATOR },
  {
    method: 'POST',
    path: '/v1/ops/phone-queue/:legId',
    access: OPERATOR,
    request: () => ({ url: `/v1/ops/phone-queue/${madeUpId}`, body: { agreedDate: inDays(3) } }),
    allowStatus: ALL_404,
  },
  {
    method: 'POST',
    path: '/v1/ops/lab-imports',
    access: OPERATOR,
    request: () => ({ body: 'referencia,rsid,genotipo\n', contentType: 'text/csv' }),
  },
  {
    method: 'POST',
    path: '/v1/ops/lab-imports/preview',
    access: OPERATOR,
    request: () => ({ body: 'referencia,rsid,genotipo\n', contentType: 'text/csv' }),
  },
  { method: 'GET', path: '/v1/ops/lab-markers', access: OPERATOR },
  {
    method: 'POST',
    path: '/v1/ops/kits/:id/publish-results',
    access: OPERATOR,
    // Customer A's kit has results and nothing held: refused (409), not as an authorization error.
    request: ({ fx }) => ({ url: `/v1/ops/kits/${fx.analysisId}/publish-results` }),
  },
  { method: 'GET', path: '/v1/ops/audit', access: OPERATOR },
  { method: 'GET', path: '/v1/ops/environment', access: OPERATOR },
  { method: 'GET', path: '/v1/ops/meals/weeks', access: OPERATOR },
  {
    method: 'POST',
    path: '/v1/ops/meals/weeks',
    access: OPERATOR,
    request: () => ({ body: { weekstart: '2031-01-06' } }),
  },
  {
    method: 'DELETE',
    path: '/v1/ops/meals/weeks/:id',
    access: OPERATOR,
    request: () => ({ url: `/v1/ops/meals/weeks/${madeUpId}` }),
    allowStatus: ALL_404,
  },
  {
    method: 'POST',
    path: '/v1/ops/meals',
    access: OPERATOR,
    request: () => ({
      body: {
        weekId: madeUpId,
        title: 'Guiso de lentejas',
        subtitle: null,
        photo: null,
        calories: 450,
        kitchenId: 1,
        availableDay: 1,
      },
    }),
    allowStatus: ALL_404,
  },
  {
    method: 'PUT',
    path: '/v1/ops/meals/:id',
    access: OPERATOR,
    request: () => ({
      url: `/v1/ops/meals/${madeUpId}`,
      body: {
        weekId: madeUpId,
        title: 'Guiso de lentejas',
        subtitle: null,
        photo: null,
        calories: 450,
        kitchenId: 1,
        availableDay: 1,
      },
    }),
    allowStatus: ALL_404,
  },
  {
    method: 'DELETE',
    path: '/v1/ops/meals/:id',
    access: OPERATOR,
    request: () => ({ url: `/v1/ops/meals/${madeUpId}` }),
    allowStatus: ALL_404,
  },
  { method: 'GET', path: '/v1/ops/meals/prices', access: OPERATOR },
  {
    method: 'PUT',
    path: '/v1/ops/meals/prices',
    access: OPERATOR,
    request: () => ({ body: { MEAL_UNIT: 39_000, MVD_A: 0, MVD_B: 9_000, CAN_A: 12_000, CAN_B: 18_000 } }),
  },
  {
    method: 'GET',
    path: '/v1/ops/meals/kitchen-sheet',
    access: OPERATOR,
    request: () => ({ query: { date: today() } }),
  },
  {
    method: 'POST',
    path: '/v1/ops/uploads/meal-photo',
    access: OPERATOR,
  },
];

export const rowKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

// ---------------------------------------------------------------- the app's routes

export interface CollectedRoute {
  method: string;
  path: string;
  /** The zod body schema, when the route declares one. */
  body?: unknown;
}

/** An `onRoute` hook for buildTestApp that keeps every /v1 route (HEAD twins of GETs left out). */
export function routeCollector() {
  const routes: CollectedRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    if (!/^\/v1(\/|$)/i.test(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, path: route.url, body: route.schema?.body });
    }
  };
  return { routes, onRoute };
}

// ---------------------------------------------------------------- sessions and fixtures

export interface Session {
  role: RoleKey;
  email: string;
  headers: Record<string, string>;
  totpSecret: string | null;
}

const platformRole: Record<Exclude<RoleKey, 'anonymous'>, Role> = {
  customer: 'Customer',
  otherCustomer: 'Customer',
  linkedNutritionist: 'Nutritionist',
  unlinkedNutritionist: 'Nutritionist',
  company: 'Business',
  otherCompany: 'Business',
  operator: 'Operator',
};

/** Each request comes from its own address, so the per-address rate limits never interfere. */
let addressSeq = 0;
const nextAddress = () => {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};

export async function signInWithPassword(app: FastifyInstance, role: RoleKey, email: string): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/account/authenticate',
    payload: { email, password: 'demo1234' },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 200 || !res.json().jwtToken) throw new Error(`sign-in of ${email} failed: ${res.body}`);
  return { role, email, headers: { authorization: `Bearer ${res.json().jwtToken}` }, totpSecret: null };
}

/** A brand-new account of the viewpoint's role (for calls that end or change the session). */
export async function freshSession(app: FastifyInstance, role: Exclude<RoleKey, 'anonymous'>): Promise<Session> {
  const s = await signInAs(app, platformRole[role]);
  return { role, email: s.email, headers: s.headers, totpSecret: s.totpSecret };
}

export interface World {
  fx: Fixtures;
  sessions: Record<Exclude<RoleKey, 'anonymous'>, Session>;
  /** E-mail addresses each viewpoint must never find in an answer. */
  foreignEmails: Record<RoleKey, string[]>;
}

const demoEmployees = ['empleado.uno@demo.uy', 'empleado.dos@demo.uy'];

function accountIdOf(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/v1/account', headers }).then((r) => {
    if (r.statusCode !== 200) throw new Error(`GET /v1/account failed: ${r.body}`);
    return r.json().id as string;
  });
}

async function must(res: Promise<LightMyRequestResponse>, what: string) {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${what} failed (${r.statusCode}): ${r.body}`);
  return r.json();
}

/**
 * The eight viewpoints on the demo data (an app built with DEMO_DATA): customer A is the demo
 * customer with results, linked to the demo nutritionist; company A is the demo company with two
 * employees; the "other" ones and the operator are new accounts (signInAs).
 */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const sessions = {
    customer: await signInWithPassword(app, 'customer', 'cliente@demo.uy'),
    otherCustomer: await freshSession(app, 'otherCustomer'),
    linkedNutritionist: await signInWithPassword(app, 'linkedNutritionist', 'nutri@demo.uy'),
    unlinkedNutritionist: await freshSession(app, 'unlinkedNutritionist'),
    company: await signInWithPassword(app, 'company', 'empresa@demo.uy'),
    otherCompany: await freshSession(app, 'otherCompany'),
    operator: await freshSession(app, 'operator'),
  };
  const party = {} as Fixtures['party'];
  for (const [role, session] of Object.entries(sessions) as [Exclude<RoleKey, 'anonymous'>, Session][]) {
    party[role] = { id: await accountIdOf(app, session.headers), email: session.email };
  }
  const A = sessions.customer.headers;
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, payload, remoteAddress: nextAddress() });

  const analysis = await must(inject('GET', '/v1/analyses/getAnalysis', A), 'customer A analysis');
  const thirdCustomer = await signInWithPassword(app, 'customer', 'paciente.kit@demo.uy');
  const distribution = await must(
    inject('POST', '/v1/analyses/adddistribution', thirdCustomer.headers, {
      type: 1,
      address: { street: 'Bulevar Artigas', doorNumber: 1234, state: 10 },
    }),
    'third customer distribution',
  );
  const instrumentToken = await addCard(app, A);
  const payouts = await must(inject('GET', '/v1/payouts', sessions.linkedNutritionist.headers), 'payouts');
  if (!payouts[0]) throw new Error('the demo nutritionist has no payout statement');
  const nutritionistInvitee = freshEmail('invitado.nutri');
  const sentByNutritionist = await must(
    inject('POST', '/v1/account/fromNutritionist', sessions.linkedNutritionist.headers, {
      accountId: party.linkedNutritionist.id,
      newAccountInfo: { firstName: 'Paula', lastName: 'Ferreira', email: nutritionistInvitee },
    }),
    'nutritionist invitation',
  );
  const companyInvitee = freshEmail('invitado.empresa');
  const sentByCompany = await must(
    inject('POST', '/v1/Account/fromBusiness', sessions.company.headers, {
      accountId: party.company.id,
      newAccountInfo: { firstName: 'Diego', lastName: 'Acosta', email: companyInvitee },
    }),
    'company invitation',
  );

  await app.invoicing.runOnce();
  const { invoices } = await import('../../src/db/schema');
  const { eq } = await import('drizzle-orm');
  const [invoice] = await app.database.db.select().from(invoices).where(eq(invoices.accountId, party.customer.id));
  if (invoice?.status !== 'issued') throw new Error(`customer A has no issued receipt: ${invoice?.lastError}`);

  const fx: Fixtures = {
    invoiceId: invoice.id,
    kitOrderId: invoice.saleId,
    publicUrl: app.config.publicUrl,
    party,
    analysisId: analysis.id,
    distributionId: distribution.id,
    instrumentToken,
    payoutId: payouts[0].id,
    nutritionistInvitationId: sentByNutritionist.invitation.id,
    companyInvitationId: sentByCompany.invitation.id,
  };
  const a = party.customer.email;
  const b = party.otherCustomer.email;
  const third = 'paciente.kit@demo.uy';
  const foreignEmails: Record<RoleKey, string[]> = {
    anonymous: [a, b, third, ...demoEmployees, nutritionistInvitee, companyInvitee],
    customer: [b, third, ...demoEmployees, nutritionistInvitee, companyInvitee],
    otherCustomer: [a, third, ...demoEmployees, nutritionistInvitee, companyInvitee],
    linkedNutritionist: [b, ...demoEmployees, companyInvitee],
    unlinkedNutritionist: [a, b, third, ...demoEmployees, nutritionistInvitee, companyInvitee],
    company: [a, b, third, nutritionistInvitee],
    otherCompany: [a, b, third, ...demoEmployees, nutritionistInvitee, companyInvitee],
    operator: [],
  };
  return { fx, sessions, foreignEmails };
}

/** A step-up token for the session: the authenticator's code for operators, an e-mailed code otherwise. */
export async function stepUpToken(app: FastifyInstance, session: Session): Promise<string> {
  let code: string;
  if (session.totpSecret) {
    code = nextTotpCode(app, session.totpSecret);
  } else {
    await must(
      app.inject({ method: 'POST', url: '/v1/account/step-up/email-code', headers: session.headers }),
      'step-up e-mail code',
    );
    const mail = await lastEmailTo(app, session.email, 'step-up-code');
    code = /(\d{6})/.exec(mail?.subject ?? '')?.[1] ?? '';
  }
  const res = await must(
    app.inject({ method: 'POST', url: '/v1/account/step-up', headers: session.headers, payload: { code } }),
    'step-up',
  );
  return res.stepUpToken as string;
}

/** Sends a row's request as `role` (headers = the session's, if any); `body` replaces the row's body. */
export function sendRow(
  app: FastifyInstance,
  row: Row,
  role: RoleKey,
  fx: Fixtures,
  headers: Record<string, string> = {},
  override?: { body?: unknown; rawBody?: string; contentType?: string },
) {
  const spec = row.request?.({ fx, role }) ?? {};
  const path = spec.url ?? row.path;
  if (path.includes('/:')) throw new Error(`${rowKey(row.method, row.path)}: the row needs a request with the url`);
  const query = new URLSearchParams(spec.query ?? {}).toString();
  const all: Record<string, string> = { ...headers, ...spec.headers };
  let payload: string | undefined;
  if (override?.rawBody !== undefined) payload = override.rawBody;
  else if (override && 'body' in override) payload = JSON.stringify(override.body);
  else if (spec.body !== undefined) payload = typeof spec.body === 'string' ? spec.body : JSON.stringify(spec.body);
  if (payload !== undefined) all['content-type'] = override?.contentType ?? spec.contentType ?? 'application/json';
  return app.inject({
    method: row.method,
    url: query ? `${path}?${query}` : path,
    headers: all,
    payload,
    remoteAddress: nextAddress(),
  });
}
