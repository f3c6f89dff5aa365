/**
 * Every validation and error text people read, written once (spec doc 1 §5, §8; doc 2 §8).
 * Server and web both import from here so the same words appear on both sides.
 */
export const messages = {
  required: 'El campo es obligatorio.',
  badFormat: 'Formato incorrecto.',
  emailFormat: 'Formato inválido de correo electrónico.',
  emailSpecialChars: 'El correo no puede contener caracteres especiales como &.',
  emailTaken: 'El correo electrónico no esta disponible',
  passwordRule: 'La contraseña debe tener al menos 6 caracteres y un número entre 0 y 9.',
  passwordsDiffer: 'Las contraseñas no coinciden.',
  phoneRule: 'El teléfono debe tener entre 1 y 10 dígitos y solo contener números.',
  loginFailed: 'Datos incorrectos, por favor verifique correo y contraseña.',
  unauthenticated: 'Tu sesión terminó. Ingresá nuevamente.',
  forbidden: 'No tenés permiso para realizar esta acción.',
  notFound: 'No encontramos lo que buscabas.',
  validation: 'Revisá los datos ingresados.',
  conflict: 'La operación no se pudo completar porque los datos cambiaron. Intentá nuevamente.',
  rateLimited: 'Demasiados intentos. Esperá un momento y volvé a intentar.',
  internal: 'Ocurrió un error inesperado. Intentá nuevamente en unos minutos.',
  unavailable: 'El servicio no está disponible en este momento. Intentá nuevamente en unos minutos.',
  networkError: 'No pudimos conectar con el servidor. Revisá tu conexión e intentá nuevamente.',
  topLevelFallback: 'Something went wrong.',
} as const;

export type MessageKey = keyof typeof messages;
