import { noControlCharactersMessage, singleLineMessage } from './single-line';

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
  passwordTooCommon: 'Esa contraseña es de las más usadas y se adivina fácil. Elegí otra.',
  phoneRule:
    'Ingresá un teléfono de Uruguay: un celular de 9 dígitos que empiece con 09 (099 123 456) o un fijo de 8 dígitos que empiece con 2 o 4.',
  emailTakenInvite: 'El correo electrónico no está disponible',
  emailAlreadyLoaded: 'El correo ya está ingresado',
  nameFormat: 'Formato incorrecto.',
  nameTooLong: 'El nombre no puede superar los 50 caracteres.',
  heightMin: 'La estatura debe ser al menos 50 cm',
  heightMax: 'La estatura debe ser menor a 230 cm',
  weightMin: 'El peso debe ser al menos 20 kg',
  weightMax: 'El peso debe ser menor a 270 kg',
  birthDateFuture: 'La fecha de nacimiento no puede ser futura.',
  birthDateTooOld: 'La fecha de nacimiento no puede ser anterior al 01/01/1900.',
  rutLength: 'El RUT tiene 12 dígitos (podés escribirlo con puntos o guiones).',
  rutInvalid: 'Ese RUT no es válido: revisá los números (el último es el dígito verificador).',
  ciInvalid: 'Esa cédula no es válida: revisá los números (el último es el dígito verificador).',
  termsRequired: 'Debés aceptar los términos y condiciones.',
  nutritionistNotFound: 'No hemos encontrado un nutricionista con ese codigo',
  resetRequested: 'La contraseña se reseteó correctamente.',
  resetRequestFailed: 'Ocurrió un error al resetear la contraseña.',
  resetConfirmed: 'La contraseña se reestableció correctamente.',
  resetConfirmFailed: 'No se pudo reestablecer la contraseña.',
  emailNotVerified: 'No se pudo verificar el mail',
  linkExpired: 'El enlace venció. Pedí uno nuevo.',
  linkInvalid: 'El enlace no es válido o ya fue usado.',
  oldPasswordWrong: 'La contraseña actual no es correcta.',
  accountEdited: 'Cuenta editada correctamente',
  loginBlocked:
    'Demasiados intentos fallidos. Si la cuenta existe, te enviamos un correo con un enlace para desbloquearla; si no, esperá 15 minutos o restablecé tu contraseña.',
  passwordChangeBlocked:
    'Demasiados intentos con una contraseña actual incorrecta. Por seguridad cerramos tus sesiones: ingresá de nuevo.',
  singleLine: singleLineMessage,
  noControlCharacters: noControlCharactersMessage,
  imageOnly: 'El archivo debe ser una imagen (JPG, PNG o WebP).',
  imageTooLarge: 'La imagen no puede superar los 400 KB.',
  imageTooManyPixels: 'La imagen tiene demasiados píxeles. Achicala y volvé a subirla.',
  onlyCustomers: 'Solo los clientes pueden asociar una nutricionista.',
  loginFailed: 'Datos incorrectos, por favor verificá tu correo y tu contraseña.',
  unauthenticated: 'Tu sesión terminó. Ingresá nuevamente.',
  forbidden: 'No tenés permiso para realizar esta acción.',
  notFound: 'No encontramos lo que buscabas.',
  validation: 'Revisá los datos ingresados.',
  // Fastify's own refusals, before a route sees the request (issue 17).
  requestNotJson: 'Los datos enviados no son JSON válido. Revisalos y volvé a intentar.',
  requestEmpty: 'Faltan los datos del pedido.',
  requestTooLarge: 'Lo que enviaste es demasiado grande.',
  requestMediaType: 'Ese tipo de contenido no se acepta aquí. Enviá los datos como JSON.',
  requestMultipart: 'El archivo no llegó completo o el formulario no es válido. Volvé a subirlo.',
  requestBadUrl: 'La dirección no es válida.',
  requestMethod: 'Esa acción no está disponible en esta dirección.',
  requestMalformed: 'El pedido no es válido.',
  requestTimeout: 'El pedido tardó demasiado. Volvé a intentar.',
  requestTooComplex:
    'Lo que enviaste tiene demasiados datos o demasiados niveles anidados. Revisalo y volvé a intentar.',
  dateOutOfRange: 'Alguna de las fechas está fuera de rango. Revisalas y volvé a intentar.',
  conflict: 'La operación no se pudo completar porque los datos cambiaron. Intentá nuevamente.',
  idempotencyKeyReused: 'Esta solicitud ya se envió antes con otros datos. Recargá la página y volvé a intentarlo.',
  emailNotConfirmed:
    'Confirmá tu correo electrónico para usar cupones o compras sin costo. Revisá tu casilla o pedí que te reenviemos el correo.',
  rateLimited: 'Demasiados intentos. Esperá un momento y volvé a intentar.',
  internal: 'Ocurrió un error inesperado. Intentá nuevamente en unos minutos.',
  unavailable: 'El servicio no está disponible en este momento. Intentá nuevamente en unos minutos.',
  // A write refused because the server's disk is full or read-only (issue 36): reads still work.
  storageFull:
    'No pudimos guardar los cambios: el servidor se quedó sin espacio de almacenamiento. Lo que ya estaba guardado no se perdió; intentá nuevamente en unos minutos.',
  storageReadOnly:
    'No pudimos guardar los cambios: el almacenamiento del servidor no acepta cambios en este momento. Lo que ya estaba guardado no se perdió; intentá nuevamente en unos minutos.',
  networkError: 'No pudimos conectar con el servidor. Revisá tu conexión e intentá nuevamente.',
  topLevelFallback: 'Something went wrong.',
} as const;

export type MessageKey = keyof typeof messages;
