// 'Rutas y Horarios': lists, the XLSX upload and the calendar feed (docs/routes.md).
export { routesRoutes } from './routes.routes.ts';
