// The taxpayer's home (docs/home.md).
export { homeRoutes } from './home.routes.ts';
