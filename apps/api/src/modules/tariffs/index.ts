// Public surface of the tariffs module for other modules: global values as of a date.
export { globalValuesService, valueAt } from './global-values.service.ts';
