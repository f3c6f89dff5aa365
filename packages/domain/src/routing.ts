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

/** Returns where to go, or null to stay on the current path. */
export function resolveRoute({ path, hasToken, account }: RoutingInput): string | null {
  if (!hasToken) return isPublicPath(path) ? null : '/';
  if (account === null) return '/';
  if (account === undefined) return null;
  if (isIn(paymentPaths, path)) return null;
  // Meals and consultations are for everyone, with or without a kit: a customer coming back from
  // paying meals must land on the meals page, not on the kit purchase (decision 005, amended).
  if (isIn(openWhenLoggedInPaths, path)) return null;
  if (account.role === 'Customer' && !account.hasAnalysis) {
    return normalise(path) === '/loadingpayment' ? null : '/loadingPayment';
  }
  return normalise(path) === '/dashboard' ? null : '/dashboard';
}
