// The texts every screen may need from its first load on: the common ones and those of signing in
// (000 sections 2 and 8), copied exactly, in a module of their own so that the web's entry carries
// them without the rest of the account texts (docs/decisions/027-light-first-load.md).
export const commonTexts = {
  noRecords: 'No hay registros',
  noResults: 'No hay resultados',
  connection: 'Por favor, revise su conexión',
  invalidFileFormat: 'El formato del archivo no es válido',
  dataSaved: 'Se han guardado los datos correctamente',
  saveError: 'Error al guardar los datos',
  statusChanged: 'Se ha cambiado el estatus correctamente',
  fileUploaded: 'Se ha subido el archivo correctamente',
  confirmSure: '¿Está seguro?',
  accept: 'Aceptar',
  cancel: 'Cancelar',
  oops: 'Ups! Ocurrio un error',
  valueOver100: 'Lo sentimos, el valor no puede ser mayor a 100',
  percentOver100: 'Lo sentimos, el Porcentaje no puede ser mayor a 100',
  back: 'Atras',
  // ours: under a field the form summary already explains (one generic message, not one per field)
  fieldRequired: 'Este campo es requerido',
  // ours: a date typed into a date field (dd/mm/aaaa) that is no date, or outside the field's range
  dateInvalid: 'Fecha inválida: escríbala como dd/mm/aaaa',
  dateTooEarly: 'La fecha no puede ser anterior al {date}',
  dateTooLate: 'La fecha no puede ser posterior al {date}',
} as const;

export const authTexts = {
  userDisabled: 'Lo sentimos, su usuario ha sido desactivado',
  userDeleted: 'Lo sentimos, su usuario ha sido eliminado',
  confirmLogout: '¿Desea cerrar sesión?',
  recoverSent: 'Se le ha enviado un correo electrónico',
  passwordReset: 'Se ha cambiado su contraseña correctamente',
  passwordChanged: 'Se ha actualizado la contraseña correctamente',
  userCreated: 'Se ha creado correctamente el usuario',
  // ours
  passwordAdvice: 'Evite contraseñas comunes o fáciles de adivinar, como su nombre, su documento, fechas o secuencias como 12345678.',
} as const;
