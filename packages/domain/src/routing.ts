/**
 * The routing rule of doc 1 §2, as a pure function.
 * It runs when the session is established: on app start with a stored token, and after sign-in.
 */
export const publicPaths = [
  '/login',
  '/resetPassword',
  '/signup',
  '/',
  '/verified',
  '/emailConfirmed',
  '/createUser',
  '/changePassword',
  '/terminos-condiciones-uso-uy',
  '/platos-semanales',
  '/consulta-nutricional',
  '/consulta-nutricional/pago',
  '/consulta-nutricional/turno',
  '/meals-checkout',
  '/eliminar-cuenta',
  '/quitar-verificacion',
  '/comprobantes',
] as const;

export const paymentPaths = ['/payment', '/paymentMethod', '/checkout', '/payrenewed'] as const;
export const openWhenLoggedInPaths = [
  '/platos-semanales',
  '/consulta-nutricional',
  '/consulta-nutricional/pago',
  '/consulta-nutricional/turno',
  '/meals-checkout',
  // The account-deletion link from the e-mail works signed in or not (the link is the key).
  '/eliminar-cuenta',
  // So does the "Quitar la verificación en dos pasos" link sent with a temporary password (issue 17).
  '/quitar-verificacion',
  // And the activation link: signup signs the person in, so it is usually opened signed in (issue 22).
  '/verified',
  '/emailConfirmed',
  // The receipts' verification page printed on every e-Ticket (issue 38).
  '/comprobantes',
] as const;

function normalise(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}

function isIn(list: readonly string[], path: string): boolean {
  const p = normalise(path);
  return list.some((item) => item.toLowerCase() === p);
}

export const isPublicPath = (path: string) => isIn(publicPaths, path);

export interface RoutingInput {
  path: string;
  hasToken: boolean;
  /** undefined while not fetched; null when the fetch failed. */
  account?: { role: string; hasAnalysis: boolean } | null;
}

/**
 * The signed-in pages each account state may see (decision 005, amended for issue 21/22): the rule
 * sends people away only from a page their state does not allow, never from one they may see, so a
 * reload, a bookmark or an e-mail's link (/profile?tab=compras, /foods?q=leche) opens that page.
 */
// A customer with a kit sees /home from the payment on, not only once results are sent: while they wait
// (up to 45 business days) the calculator works without genetic adjustments (issue 22 item 18, decision 011).
const customerPages = ['/dashboard', '/home', '/foods', '/results', '/collections', '/profile', '/dna', '/agenda'];
/** A customer without a kit: buying it, and their own data (profile, purchases) meanwhile. */
const customerWithoutKitPages = ['/loadingPayment', '/profile', '/dna', '/agenda'];
const pagesByRole: Record<string, readonly string[]> = {
  Nutritionist: ['/dashboard', '/profile', '/agenda', '/patientresult'],
  Business: ['/dashboard', '/profile'],
  Operator: ['/dashboard', '/profile', '/ops'],
};

/** Whether this signed-in account may see `path` (the pages above, payment and open pages). */
export function maySee(path: string, account: { role: string; hasAnalysis: boolean }): boolean {
  if (isIn(paymentPaths, path) || isIn(openWhenLoggedInPaths, path)) return true;
  if (account.role === 'Customer') return isIn(account.hasAnalysis ? customerPages : customerWithoutKitPages, path);
  return isIn(pagesByRole[account.role] ?? [], path);
}

/** Returns where to go, or null to stay on the current path. */
export function resolveRoute({ path, hasToken, account }: RoutingInput): string | null {
  // A signed-out visitor of a private page signs in and comes back to it (decision 005, amended for
  // issue 22: a shared or bookmarked /foods?q=leche opened signed out used to land on the landing).
  if (!hasToken) return isPublicPath(path) ? null : '/login';
  if (account === null) return '/';
  if (account === undefined) return null;
  // Meals and consultations are for everyone, with or without a kit: a customer coming back from
  // paying meals must land on the meals page, not on the kit purchase (decision 005, amended).
  if (maySee(path, account)) return null;
  if (account.role === 'Customer' && !account.hasAnalysis) return '/loadingPayment';
  return '/dashboard';
}

/** The query parameter of /login that names the page to come back to after signing in. */
export const RETURN_PARAM = 'next';

/** /login, remembering `pathWithSearch` (a private page opened signed out) to come back to it. */
export function signInThenReturnTo(pathWithSearch: string): string {
  return `/login?${RETURN_PARAM}=${encodeURIComponent(pathWithSearch)}`;
}

/**
 * The page a sign-in on /login returns to: the `next` of its query when it is a path of this site
 * (never another origin: '//host', '/\\host') that this account may see; otherwise null (the
 * routing rule decides).
 */
export function returnPathAfterSignIn(search: string, account: { role: string; hasAnalysis: boolean }): string | null {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const path = next.split(/[?#]/)[0] ?? next;
  return maySee(path, account) ? next : null;
}
