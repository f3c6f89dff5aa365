import { AppError, type Role } from '@nutritest/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call each /v1 route, in one place (issue 17). An `onRequest` hook answers 401/403 from
 * this table before the body is read or validated: an anonymous request to a protected route gets
 * 401, never 400 with the field names, and a customer's 10 MiB body to an operator route is refused
 * unread. buildApp fails at startup when a /v1 route has no row, naming the routes.
 *
 * - 'public': anyone; the handler decides (guest keys, challenge tokens, optional sign-in).
 * - 'signed-in': any valid session.
 * - a role list: a valid session of one of these roles.
 *
 * Handlers still authorize on their first line (`requireUser`/`requireRole`, CONVENTIONS rule 3):
 * this table is the outer door, the handler the inner one, and resource checks (a patient, an
 * order's key) stay in the services. Keys are the method and the path exactly as registered; the
 * HEAD twin of a GET follows the GET.
 *
 * Adding a route: add `'METHOD /v1/path/:param': <access>` below, in its module's group.
 */
export type RouteAccess = 'public' | 'signed-in' | readonly Role[];

export const routeAccess: Readonly<Record<string, RouteAccess>> = {
  // accounts
  'POST /v1/account/authenticate': 'public',
  'POST /v1/account/logout': 'signed-in',
  'POST /v1/account': 'public',
  'GET /v1/account/verification': 'public',
  'GET /v1/account/confirmation': 'public',
  'POST /v1/account/resendemailregister': 'public',
  'PUT /v1/account/password': 'signed-in',
  'POST /v1/account/password/reset': 'public',
  'GET /v1/account/password/reset/confirmation': 'public',
  'GET /v1/account/nutritionist/:code': 'public',
  'POST /v1/account/nutritionist': ['Customer'],
  'GET /v1/account/nutritionist': ['Customer'],
  'DELETE /v1/account/nutritionist': ['Customer'],
  'GET /v1/bankAccounts': ['Nutritionist'],
  'POST /v1/bankAccounts': ['Nutritionist'],
  'GET /v1/account/kitsavailable': ['Business'],
  'GET /v1/account/email-change': ['Customer', 'Nutritionist', 'Business'],
  'POST /v1/account/email-change': ['Customer', 'Nutritionist', 'Business'],
  'DELETE /v1/account/email-change': ['Customer', 'Nutritionist', 'Business'],
  'POST /v1/account/email-change/confirm': 'public',
  'GET /v1/account': 'signed-in',
  'PUT /v1/account': 'signed-in',
  'GET /v1/account/:id': 'signed-in',
  'GET /v1/account/two-factor': 'signed-in',
  'POST /v1/account/two-factor/enrolment': 'signed-in',
  'POST /v1/account/two-factor/enrolment/confirm': 'signed-in',
  'POST /v1/account/two-factor/disable': 'signed-in',
  'POST /v1/account/two-factor/email-code': 'signed-in',
  'POST /v1/account/two-factor/recovery-codes': ['Operator'],
  'POST /v1/account/two-factor/removal': 'public',
  'POST /v1/account/two-factor/verify': 'public',
  'POST /v1/account/two-factor/setup': 'public',
  'POST /v1/account/two-factor/setup/confirm': 'public',
  'POST /v1/account/step-up/email-code': 'signed-in',
  'POST /v1/account/step-up': 'signed-in',
  // consultations
  'GET /v1/consultations/slots': 'public',
  'POST /v1/payment/create_preference_hire_nutritionist': 'public',
  'GET /v1/consultations/orders/:id': 'public',
  'GET /v1/consultations/availability': ['Nutritionist', 'Operator'],
  'PUT /v1/consultations/availability': ['Nutritionist', 'Operator'],
  'GET /v1/ops/nutritionists': ['Operator'],
  'GET /v1/consultations/bookings': ['Nutritionist'],
  'GET /v1/consultations/bookings/:id/manage': 'public',
  'POST /v1/consultations/bookings/:id/cancel': 'public',
  'POST /v1/consultations/bookings/:id/reschedule': 'public',
  'POST /v1/consultations/bookings/:id/next': 'public',
  'GET /v1/consultations/mine': ['Customer'],
  'POST /v1/consultations/orders/:id/book': ['Customer'],
  'GET /v1/consultations/profile': ['Nutritionist'],
  'PUT /v1/consultations/profile': ['Nutritionist'],
  'PUT /v1/consultations/orders/:id/share': ['Customer'],
  // foods
  'GET /v1/Analyses/foods': ['Customer'],
  'GET /v1/Analyses/patients/foods/:id': ['Nutritionist', 'Operator'],
  // invitations
  'POST /v1/account/fromNutritionist': ['Nutritionist'],
  'POST /v1/Account/fromBusiness': ['Business'],
  'GET /v1/account/invitations': ['Nutritionist', 'Business'],
  'POST /v1/account/invitations/:id/resend': ['Nutritionist', 'Business'],
  'DELETE /v1/account/invitations/:id': ['Nutritionist', 'Business'],
  'GET /v1/account/fromNutritionist/:token': 'public',
  'GET /v1/Account/fromBusiness': 'public',
  'POST /v1/account/invitations/accept': 'public',
  'GET /v1/account/patients': ['Nutritionist'],
  'GET /v1/account/referer': ['Nutritionist'],
  'GET /v1/account/employees': ['Business'],
  'DELETE /v1/account/employees/:id': ['Business'],
  // logistics
  'POST /v1/analyses/adddistribution': ['Customer'],
  'POST /v1/analyses/addkitdistribution': ['Customer'],
  'POST /v1/analyses/reschedulekitdistribution': ['Customer'],
  'POST /v1/analyses/reportlostkit': ['Customer'],
  'GET /v1/analyses/getDistribution': ['Customer'],
  'GET /v1/analyses/getAnalysis': ['Customer'],
  'GET /v1/analyses/slots': ['Customer', 'Operator'],
  // meals
  'GET /v1/ops/meals/weeks': ['Operator'],
  'POST /v1/ops/meals/weeks': ['Operator'],
  'DELETE /v1/ops/meals/weeks/:id': ['Operator'],
  'POST /v1/ops/meals': ['Operator'],
  'PUT /v1/ops/meals/:id': ['Operator'],
  'DELETE /v1/ops/meals/:id': ['Operator'],
  'GET /v1/ops/meals/prices': ['Operator'],
  'PUT /v1/ops/meals/prices': ['Operator'],
  'GET /v1/ops/meals/kitchen-sheet': ['Operator'],
  'GET /v1/meal/MealsByWeek': 'public',
  'GET /v1/meal/prices': 'public',
  'GET /v1/meal/my-orders': 'signed-in',
  'GET /v1/meal/my-orders/:id/repeat': 'signed-in',
  'POST /v1/coupon/validate': 'public',
  'POST /v1/order/orders': 'public',
  'GET /v1/order/orders/:id': 'public',
  'DELETE /v1/order/orders/:id': 'public',
  'POST /v1/payment/create_preference': 'public',
  'POST /v1/payment/webhook': 'public',
  // nutrition
  'GET /v1/account/nutrition-profile': ['Customer'],
  'PUT /v1/account/nutrition-profile': ['Customer'],
  // ops
  'GET /v1/ops/kits': ['Operator'],
  'POST /v1/ops/kits/:id/status': ['Operator'],
  'POST /v1/ops/kits/:id/reject': ['Operator'],
  'POST /v1/ops/kits/:id/replace-lost': ['Operator'],
  'POST /v1/ops/kits/:id/publish-results': ['Operator'],
  'POST /v1/ops/lab-imports/preview': ['Operator'],
  'GET /v1/ops/lab-markers': ['Operator'],
  'GET /v1/ops/route-sheet': ['Operator'],
  'GET /v1/ops/phone-queue': ['Operator'],
  'POST /v1/ops/phone-queue/:legId': ['Operator'],
  'POST /v1/ops/lab-imports': ['Operator'],
  'GET /v1/ops/audit': ['Operator'],
  'GET /v1/ops/environment': ['Operator'],
  'GET /v1/ops/payments': ['Operator'],
  'GET /v1/ops/payments.csv': ['Operator'],
  'GET /v1/purchases': ['Customer', 'Business'],
  'GET /v1/purchases/invoices/:id/pdf': ['Customer', 'Business', 'Operator'],
  'GET /v1/purchases/invoices/:id/xml': ['Customer', 'Business', 'Operator'],
  'GET /v1/ops/purchases': ['Operator'],
  'GET /v1/ops/invoicing': ['Operator'],
  'POST /v1/ops/invoices/:id/retry': ['Operator'],
  'POST /v1/ops/invoices/:id/reissue': ['Operator'],
  'GET /v1/cfe/verify': 'public',
  'POST /v1/purchases/:kind/:id/refund-request': ['Customer', 'Business'],
  'GET /v1/ops/refund-requests': ['Operator'],
  'POST /v1/ops/refund-requests/:id/approve': ['Operator'],
  'POST /v1/ops/refund-requests/:id/refuse': ['Operator'],
  // payments
  'GET /v1/instruments': ['Customer', 'Business'],
  'POST /v1/instruments': ['Customer', 'Business'],
  'DELETE /v1/instruments/:token': ['Customer', 'Business'],
  'POST /v1/instruments/:token/authorize': ['Customer', 'Business'],
  'GET /v1/instruments/:token/installments': ['Customer', 'Business'],
  'POST /v1/coupon/checkCoupon': ['Customer', 'Business'],
  'GET /v1/analyses/quote': ['Customer', 'Business'],
  'POST /v1/analyses': ['Customer', 'Business'],
  'GET /v1/commission': ['Nutritionist'],
  'POST /v1/ops/orders/:id/refund': ['Operator'],
  'GET /v1/ops/ledger': ['Operator'],
  // payouts
  'GET /v1/payouts': ['Nutritionist'],
  'GET /v1/payouts/:id': ['Nutritionist', 'Operator'],
  'GET /v1/payouts/:id/csv': ['Nutritionist', 'Operator'],
  'GET /v1/ops/payouts': ['Operator'],
  'POST /v1/ops/payouts/:id/paid': ['Operator'],
  // privacy
  'GET /v1/account/consents': 'signed-in',
  'PUT /v1/account/consents': 'signed-in',
  'GET /v1/account/export': 'signed-in',
  'POST /v1/account/deletion': 'signed-in',
  'POST /v1/account/deletion/confirm': 'public',
  // reference
  'GET /v1/cost': 'public',
  'GET /v1/reference': 'public',
  'GET /v1/config': 'public',
  'POST /v1/client-errors': 'public',
  // results
  'GET /v1/Analyses/report': ['Customer', 'Nutritionist', 'Operator'],
  'GET /v1/Analyses/results': ['Customer'],
  'GET /v1/Analyses/patients/result/:id': ['Nutritionist', 'Operator'],
  'GET /v1/account/results-access': 'signed-in',
  // uploads
  'POST /v1/uploads/avatar': 'public',
  'POST /v1/ops/uploads/meal-photo': ['Operator'],
};

export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
const isApiRoute = (url: string) => /^\/v1(\/|$)/i.test(url);

/** The /v1 routes (method + path) of a route registration, HEAD twins left out. */
function apiRouteKeys(route: Pick<RouteOptions, 'method' | 'url'>): string[] {
  if (!isApiRoute(route.url)) return [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((m) => m !== 'HEAD').map((m) => routeKey(m, route.url));
}

/**
 * Registers the access check (`onRequest`, before body parsing) and collects every /v1 route as it
 * is registered. Call before the modules; call the returned function once they are all registered:
 * it throws when a route has no row in `table`.
 */
export function registerRouteAccess(
  app: FastifyInstance,
  table: Readonly<Record<string, RouteAccess>> = routeAccess,
): () => void {
  const registered: string[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(...apiRouteKeys(route));
  });

  app.addHook('onRequest', async (req) => {
    const url = req.routeOptions.url;
    if (!url || !isApiRoute(url)) return;
    const access = table[routeKey(req.method === 'HEAD' ? 'GET' : req.method, url)];
    // Unreachable after the startup check; refused rather than let through.
    if (!access) throw new AppError('FORBIDDEN');
    if (access === 'public') return;
    const user = await req.getUser();
    if (access !== 'signed-in' && !access.includes(user.role)) throw new AppError('FORBIDDEN');
  });

  return () => {
    const missing = [...new Set(registered)].filter((key) => !(key in table));
    if (missing.length > 0) {
      throw new Error(
        `Routes without a row in apps/api/src/platform/auth/route-access.ts (add 'public', 'signed-in' or the roles): ${missing.join(', ')}`,
      );
    }
  };
}
