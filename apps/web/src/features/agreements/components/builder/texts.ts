// The builder's own words (001 section 4 names the actions; the rest is ours). The spec's messages
// are MSG.agreements; 'Generar cuota' and 'Generar convenio' are LABELS.
export const BUILDER_TEXT = {
  title: 'Nuevo convenio',
  property: 'Inmueble',
  propertyPlaceholder: 'Código, nombre o documento',
  pickProperty: 'Busque el inmueble para ver las deudas que pueden entrar en el convenio.',
  correlative: 'Nro. de correlativo',
  firstDate: 'Fecha de la primera cuota',
  debts: 'Deudas del inmueble',
  debtsHint: 'Al marcar una deuda se marcan también las anteriores; al desmarcarla, las siguientes.',
  quotas: 'Cuotas',
  quota: 'Cuota',
  quotaDate: 'Fecha de la cuota',
  selected: 'Seleccionado',
  total: 'Total del convenio',
  removeQuota: 'Quitar cuota',
  reset: 'Devolver',
  noQuotas: 'Marque deudas y pulse «Generar cuota».',
  allAssigned: 'Todas las deudas están en cuotas.',
  saving: 'Generando el convenio…',
  cancel: 'Cancelar',
  loading: 'Cargando deudas…',
} as const;
