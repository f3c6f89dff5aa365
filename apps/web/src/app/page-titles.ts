/**
 * Each page's title in the browser's tab, history and bookmarks (issue 41: every page had the same
 * one). `pageTitle` is used by the app as the location changes (router.tsx) and by the build for the
 * pages it draws from the HTML (scripts/prerender.mjs), so both say the same.
 */
export const SITE_TITLE = 'NutriTest · Nutrición según tu ADN';

const titles: Record<string, string> = {
  '/login': 'Ingresar',
  '/signup': 'Crear cuenta',
  '/resetpassword': 'Recuperar la contraseña',
  '/changepassword': 'Cambiar la contraseña',
  '/terminos-condiciones-uso-uy': 'Términos y condiciones',
  '/dashboard': 'Mi panel',
  '/home': 'Inicio',
  '/foods': 'Alimentos recomendados',
  '/agenda': 'Agenda',
  '/profile': 'Mi perfil',
  '/eliminar-cuenta': 'Eliminar mi cuenta',
  '/quitar-verificacion': 'Quitar la verificación en dos pasos',
  '/results': 'Mis resultados',
  '/patientresult': 'Resultados del paciente',
  '/createuser': 'Completar mis datos',
  '/verified': 'Confirmación del correo',
  '/emailconfirmed': 'Confirmación del correo',
  '/loadingpayment': 'Preparando el pago',
  '/payment': 'Pago del kit',
  '/checkout': 'Comprar el kit',
  '/payrenewed': 'Pago del kit',
  '/paymentmethod': 'Medio de pago',
  '/platos-semanales': 'Platos semanales',
  '/meals-checkout': 'Pago de los platos',
  '/consulta-nutricional': 'Consulta nutricional',
  '/consulta-nutricional/pago': 'Pago de la consulta',
  '/consulta-nutricional/turno': 'Mi consulta',
  '/collections': 'Mi kit',
  '/ops': 'Operaciones',
  '/comprobantes': 'Verificar un comprobante',
};

/** The title for a path (any letter case, trailing slash or query): "<page> · NutriTest", or the site's. */
export function pageTitle(pathname: string): string {
  const path = pathname.split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, '') || '/';
  const title = titles[path];
  return title ? `${title} · NutriTest` : SITE_TITLE;
}
