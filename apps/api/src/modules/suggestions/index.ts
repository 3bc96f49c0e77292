// 'Dudas y Sugerencias' (docs/suggestions.md).
export { suggestionsRoutes } from './suggestions.routes.ts';
