// Every guard kind and redirect of spec 000 section 2, as a table.
import { describe, expect, it } from 'vitest';
import { guardRedirect, profileRedirect, rootRedirect, type GuardUser } from '../../src/routes/guards.ts';
import { ADMIN_MENU, CLIENT_MENU, visibleMenu } from '../../src/routes/menus.ts';
import { ROUTES } from '../../src/routes/table.ts';

const perms = (...codes: string[]) => codes.map((code) => ({ code }));
const visitor: GuardUser = null;
const admin: GuardUser = { level_id: 1, user_id: null, permissions: [] };
const cashier: GuardUser = { level_id: 2, user_id: null, permissions: perms('view-cash', 'view-payments') };
const client: GuardUser = { level_id: 3, user_id: null, permissions: [] };
const delegate: GuardUser = { level_id: 2, user_id: 9, permissions: perms('view-payments') };

const route = (path: string) => ROUTES.find((r) => r.path === path)!;

describe('guardRedirect', () => {
  it.each([
    ['/login', visitor, null],
    ['/login', client, '/'],
    ['/register', admin, '/'],
    ['/recover/:code', cashier, '/'],
    ['/welcome', visitor, '/login'],
    ['/welcome', client, null],
    ['/password', cashier, null],
    ['/properties', visitor, '/login'],
    ['/properties', client, null],
    ['/properties', admin, '/'],
    ['/properties', cashier, '/'],
    ['/properties', delegate, null],
    ['/payments', delegate, null],
    ['/voucher-history', delegate, '/welcome'],
    ['/cash/:id?', client, null],
    ['/admin', visitor, '/login'],
    ['/admin', client, '/'],
    ['/admin', delegate, '/'],
    ['/admin', admin, null],
    ['/admin', cashier, null],
    ['/admin/users/clients', cashier, '/welcome'],
    ['/admin/users/clients', admin, null],
    ['/admin/cash-new/:id?/:urb?', cashier, null],
    ['/admin/payments', cashier, null],
    ['/admin/tariff', cashier, '/welcome'],
    // 001 section 2: the audit report sends a user without export-reports-audit back
    ['/admin/reports/audit-report', { ...cashier!, permissions: perms('view-reports') }, 'back'],
    ['/admin/reports/sales-book', { ...cashier!, permissions: perms('view-reports') }, null],
    ['/admin/profile', client, '/'],
    ['/admin/profile', cashier, null],
    ['/client/profile', admin, '/'],
    ['/client/profile', client, null],
  ] as const)('%s for %j → %s', (path, user, to) => expect(guardRedirect(route(path), user as GuardUser)).toBe(to));

  it('every route of both documents is in the table', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of [
      '/properties/edit/:id',
      '/complaints-suggestions/view/:id',
      '/admin/users/clients/:id/create-property/:propertyId?',
      '/admin/account-status/:propertyId?',
      '/admin/reports/retention-report',
      '/admin/urban-cleaning-solvencies',
      '/admin/payment-agreements-old',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.length).toBeGreaterThanOrEqual(50);
  });

  it.each([
    [visitor, '/login'],
    [client, '/welcome'],
    [admin, '/welcome'],
  ])('/ for %j → %s', (u, to) => expect(rootRedirect(u)).toBe(to));
  it.each([
    [client, '/client/profile'],
    [delegate, '/client/profile'],
    [admin, '/admin/profile'],
    [cashier, '/admin/profile'],
  ])('/profile for %j → %s', (u, to) => expect(profileRedirect(u)).toBe(to));
});

describe('menus', () => {
  const labels = (items: { label: string; children?: { label: string }[] }[]) =>
    items.flatMap((i) => [i.label, ...(i.children ?? []).map((c) => `  ${c.label}`)]);
  it('the admin sees the whole admin menu', () => {
    expect(labels(visibleMenu(ADMIN_MENU, admin, true))).toEqual(labels(ADMIN_MENU));
  });
  it('a cashier sees only what its permissions allow', () => {
    expect(visibleMenu(ADMIN_MENU, cashier, true).map((i) => i.label)).toEqual(['Caja', 'Caja Nueva', 'Pagos', 'Mis Datos']);
  });
  it('a submenu keeps only permitted children', () => {
    const reports = visibleMenu(ADMIN_MENU, { ...cashier!, permissions: perms('view-reports') }, true).find((i) => i.label === 'Reportes');
    expect(reports?.children?.map((c) => c.label)).toEqual(['Libro de Ventas', 'Cobranza Vencida', 'Conciliación Bancaria', 'Facturas Anuladas']);
  });
  it('a taxpayer sees the whole client menu', () => {
    expect(visibleMenu(CLIENT_MENU, client, false)).toHaveLength(CLIENT_MENU.length);
  });
  it('a moderator with a parent sees the client items it holds', () => {
    expect(visibleMenu(CLIENT_MENU, delegate, true).map((i) => i.label)).toEqual(['Mis Datos', 'Inmuebles', 'Pagos', 'Salir']);
  });
});

describe('guard kinds not covered by a route of the table', () => {
  const open = { path: '/verificar/:code', guard: 'open' as const };
  it.each([[visitor], [client], [admin]])('open renders for %j', (u) => expect(guardRedirect(open, u)).toBeNull());
  it.each([
    ['/voucher-history', client, null], // taxpayers need no permission code on their own routes
    ['/complaints-suggestions/view/:id', delegate, '/welcome'],
    ['/admin/users/moderators/create', cashier, '/welcome'],
    ['/admin/users/moderators/create', admin, null],
    // administrators are created and edited by the admin level only, whatever the codes
    ['/admin/users/moderators/edit/:id', { ...cashier!, permissions: perms('view-users', 'create-users') }, '/welcome'],
    ['/admin/users/moderators', { ...cashier!, permissions: perms('view-users') }, null],
    ['/admin/users/clients/edit/:id/:propertyId?', { ...cashier!, permissions: perms('view-clients') }, '/welcome'],
    ['/admin/users/clients/edit/:id/:propertyId?', { ...cashier!, permissions: perms('create-clients') }, null],
    ['/register', delegate, '/'],
    ['/recover', visitor, null],
  ] as const)('%s for %j → %s', (path, user, to) => expect(guardRedirect(route(path), user as GuardUser)).toBe(to));
});

describe('menu permissions come from the routes they open', async () => {
  const { menuPermission } = await import('../../src/routes/menus.ts');
  it.each([
    ['/cash', 'view-cash'],
    ['/account-status', 'view-account-status'],
    ['/properties', undefined],
    ['/client/profile', undefined],
    ['/admin/users/clients', 'view-clients'],
    ['/admin/users/moderators', 'view-users'],
    ['/admin/cash-new', 'view-cash'],
    ['/admin/reports/audit-report', 'export-reports-audit'],
    ['/admin/reports/sales-book', 'view-reports'],
    ['/admin/profile', undefined],
  ])('%s needs %s', (path, code) => expect(menuPermission(path)).toBe(code));
  it('every menu path is a route of the table', () => {
    const paths = [...ADMIN_MENU, ...CLIENT_MENU]
      .flatMap((i) => [i, ...(i.children ?? [])])
      .filter((i) => !i.logout)
      .map((i) => i.path);
    for (const p of paths) {
      const known = p === '/admin/users' || ROUTES.some((r) => r.path === p || r.path.startsWith(`${p}/:`));
      expect(known, p).toBe(true);
    }
  });
});
