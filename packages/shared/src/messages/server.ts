// Texts the spec leaves to us: what the API answers (422 + {error}) and the checks the spec names
// without wording them. The JWT status strings are the spec's, exactly.
import { accountTexts } from './accounts.ts';

const { auth, common } = accountTexts;

export const serverTexts = {
  invalidCredentials: 'Usuario o contraseña incorrectos',
  userInactive: auth.userDisabled,
  userDeleted: auth.userDeleted,
  tooManyAttempts: 'Demasiados intentos, intente de nuevo en unos minutos',
  notAuthenticated: 'Debe iniciar sesión para continuar',
  sessionExpired: 'Su sesión ha expirado, inicie sesión nuevamente',
  forbidden: 'No tiene permiso para realizar esta acción',
  adminOnly: 'Solo un administrador puede realizar esta acción',
  notFound: 'El registro no existe',
  routeNotFound: 'La ruta solicitada no existe',
  passwordTooLong: 'La contraseña no puede superar los 72 caracteres',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordRequired: 'Debe ingresar la contraseña',
  passwordsMismatch: 'Las contraseñas no coinciden',
  wrongCurrentPassword: 'La contraseña actual no es correcta',
  invalidResetCode: 'El código no es válido o ha expirado',
  usernameTaken: 'El usuario ya existe',
  usernameRequired: 'Debe ingresar el usuario',
  documentTaken: 'Ya existe un contribuyente con ese documento',
  usernameInvisible: 'El usuario no puede contener caracteres invisibles ni de control',
  usernameMixedScripts: 'El usuario no puede mezclar letras de distintos alfabetos',
  emailInvalid: 'El correo electrónico no es válido',
  emailRequired: 'Debe ingresar el correo electrónico',
  requiredField: 'Debe completar todos los campos requeridos',
  textTooLong: 'El texto excede la longitud permitida',
  documentTooLong: 'El documento excede la longitud permitida para su tipo',
  digitsOnly: 'Solo se permiten números',
  invalidNumber: 'El valor numérico no es válido',
  numberTooLarge: 'El valor es demasiado grande',
  invalidDate: 'La fecha no es válida',
  dateInFuture: 'La fecha no puede ser mayor a la fecha actual',
  dateBeforeToday: 'La fecha no puede ser anterior a la fecha actual',
  dateRangeOrder: 'La fecha desde no puede ser mayor a la fecha hasta',
  untilInFuture: 'La fecha hasta no puede ser mayor a la fecha actual',
  expirationTooEarly: 'La fecha de vencimiento es anterior a la mínima permitida',
  invalidPermission: 'El permiso no es válido',
  invalidStatus: 'El estatus no es válido',
  controlNumberRequired: 'Debe ingresar el número de control',
  agreementLineLocked: 'Las líneas de un convenio no se pueden eliminar',
  fileRequired: 'Debe adjuntar un archivo',
  invalidFile: common.invalidFileFormat,
  fileTooLarge: 'El archivo es demasiado grande',
  payloadTooLarge: 'La solicitud es demasiado grande',
  tooManyFields: 'La solicitud tiene demasiados campos',
  unsupportedCharset: 'La codificación de caracteres de la solicitud no es compatible, use UTF-8',
  unsupportedEncoding: 'La compresión de la solicitud no es compatible',
  unreadableBody: 'No se pudo leer la solicitud',
  invalidCharacters: 'El campo {field} contiene caracteres no permitidos',
  invalidData: 'Los datos enviados no son válidos',
  invalidReference: 'El registro relacionado no existe',
  duplicate: 'El registro ya existe',
  internal: 'Ha ocurrido un error, intente nuevamente',
} as const;

/** The response statuses that end the session (000 section 8). */
export const TOKEN_STATUS_TEXT = {
  invalid: 'Token is Invalid',
  expired: 'Token is Expired',
  missing: 'Authorization Token not found',
} as const;
export type TokenStatusText = (typeof TOKEN_STATUS_TEXT)[keyof typeof TOKEN_STATUS_TEXT];
export const isTokenStatusText = (status: unknown): status is TokenStatusText => Object.values(TOKEN_STATUS_TEXT).includes(status as TokenStatusText);
