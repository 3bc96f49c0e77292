// Payment agreements: old agreements and conventions (docs/agreements.md).
export { agreementsRoutes } from './agreements.routes.ts';
// the rows of both kinds, for the agreements report (docs/reports.md "Convenios")
export { enMoraSql, selectSql, toRow, whereSql, type Filters as AgreementFilters, type Raw as AgreementRaw } from './agreements.rows.ts';
