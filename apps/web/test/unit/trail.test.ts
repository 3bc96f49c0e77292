import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/routes/table.ts';
import { parentOf } from '../../src/routes/trail.ts';

const at = (path: string) => ROUTES.find((r) => r.path === path)!;

describe('parentOf: the back target from the route table', () => {
  it.each([
    ['/admin/users/clients/create', '/admin/users/clients', 'Contribuyentes'],
    ['/admin/users/clients/edit/:id/:propertyId?', '/admin/users/clients', 'Contribuyentes'],
    ['/admin/users/clients/:id/create-property/:propertyId?', '/admin/users/clients', 'Contribuyentes'],
    ['/admin/users/moderators/edit/:id', '/admin/users/moderators', 'Administradores'],
    ['/properties/edit/:id', '/properties', 'Inmuebles'],
    ['/admin/reports/sales-book', '/admin/reports', 'Reportes'],
    ['/complaints-suggestions/view/:id', '/complaints-suggestions', 'Dudas y Sugerencias'],
  ])('%s → %s', (path, parent, title) => {
    expect(parentOf(at(path))).toMatchObject({ path: parent, title });
  });

  it('every screen with a back arrow has a parent; top screens have none', () => {
    for (const r of ROUTES.filter((x) => x.back)) expect(parentOf(r), r.path).toBeDefined();
    expect(parentOf(at('/admin/tariff'))).toBeUndefined();
  });
});
