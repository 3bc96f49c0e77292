// The back target of a screen, derived from the route table: the nearest route above it whose
// path has no parameters ('/admin/users/clients/edit/:id' → '/admin/users/clients', Contribuyentes).
import { ROUTES, type RouteDef } from './table.ts';

/** The path's fixed part, before its first parameter. */
const fixedPart = (path: string) => path.split('/:')[0]!;

/** The parent screen of a screen that has one (`back: true`), for the breadcrumb and the back link. */
export function parentOf(route: Pick<RouteDef, 'path' | 'back'>, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  if (!route.back) return undefined;
  let at = fixedPart(route.path);
  // '/admin/users/clients/create' starts from itself minus its last segment
  if (at === route.path) at = at.slice(0, at.lastIndexOf('/'));
  while (at) {
    const parent = routes.find((r) => r.path === at && !r.back);
    if (parent) return parent;
    at = at.slice(0, at.lastIndexOf('/'));
  }
  return undefined;
}
