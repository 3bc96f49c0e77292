// The router: every route of the table behind its guard, lazy screens, redirects of section 2.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { navigation } from '../lib/api.ts';
import { postLogin, useSession } from '../lib/session.ts';
import { BACK, guardRedirect, profileRedirect, rootRedirect } from './guards.ts';
import { menuFor } from './menus.ts';
import { ROUTES, type RouteDef, type ScreenKey } from './table.ts';
import { parentOf } from './trail.ts';
import { useDocumentTitle } from '../features/layout/api/identity.ts';
import { AppLayout } from '../features/layout/components/AppLayout.tsx';
import { SessionWatcher } from '../features/layout/components/SessionWatcher.tsx';

const screens: Record<ScreenKey, ComponentType<{ route: RouteDef }>> = {
  login: lazy(() => import('../features/auth/routes/LoginScreen.tsx')),
  register: lazy(() => import('../features/auth/routes/RegisterScreen.tsx')),
  recover: lazy(() => import('../features/auth/routes/RecoverScreen.tsx')),
  reset: lazy(() => import('../features/auth/routes/ResetScreen.tsx')),
  password: lazy(() => import('../features/profile/routes/ChangePasswordScreen.tsx')),
  welcome: lazy(() => import('../features/layout/components/WelcomeScreen.tsx')),
  adminHome: lazy(() => import('../features/home/routes/StaffHomeScreen.tsx')),
  adminProfile: lazy(() => import('../features/profile/routes/AdminProfileScreen.tsx')),
  clientProfile: lazy(() => import('../features/profile/routes/ClientProfileScreen.tsx')),
  placeholder: lazy(() => import('../features/placeholder/PlaceholderScreen.tsx')),
  tariffs: lazy(() => import('../features/tariffs/routes/TariffsScreen.tsx')),
  bankAccounts: lazy(() => import('../features/bank-accounts/routes/BankAccountsScreen.tsx')),
  properties: lazy(() => import('../features/properties/routes/PropertiesScreen.tsx')),
  propertyForm: lazy(() => import('../features/properties/routes/PropertyFormScreen.tsx')),
  clients: lazy(() => import('../features/taxpayers/routes/ClientsScreen.tsx')),
  clientCreate: lazy(() => import('../features/taxpayers/routes/ClientCreateScreen.tsx')),
  moderators: lazy(() => import('../features/moderators/routes/ModeratorsScreen.tsx')),
  moderatorForm: lazy(() => import('../features/moderators/routes/ModeratorFormScreen.tsx')),
  clientEdit: lazy(() => import('../features/taxpayers/routes/ClientEditScreen.tsx')),
  clientPropertyCreate: lazy(() => import('../features/taxpayers/routes/ClientPropertyCreateScreen.tsx')),
  accountStatus: lazy(() => import('../features/account-status/routes/AccountStatusScreen.tsx')),
  routesSchedules: lazy(() => import('../features/routes-schedules/routes/RoutesScreen.tsx')),
  solvency: lazy(() => import('../features/solvency/routes/SolvencyScreen.tsx')),
  suggestions: lazy(() => import('../features/suggestions/routes/SuggestionsScreen.tsx')),
  suggestionView: lazy(() => import('../features/suggestions/routes/SuggestionViewScreen.tsx')),
  verify: lazy(() => import('../features/documents/VerifyPage.tsx')),
  accountRecord: lazy(() => import('../features/account-status/routes/RecordScreen.tsx')),
  cash: lazy(() => import('../features/cash/routes/CashScreen.tsx')),
  cashNew: lazy(() => import('../features/cash/routes/CashNewScreen.tsx')),
  payments: lazy(() => import('../features/payments/routes/PaymentsScreen.tsx')),
  statements: lazy(() => import('../features/payments/routes/StatementsScreen.tsx')),
  voucherHistory: lazy(() => import('../features/voucher-history/routes/VoucherHistoryScreen.tsx')),
  clientAgreements: lazy(() => import('../features/agreements/routes/ClientAgreementsScreen.tsx')),
  agreementsOld: lazy(() => import('../features/agreements/routes/OldAgreementsScreen.tsx')),
  conventions: lazy(() => import('../features/agreements/routes/ConventionsScreen.tsx')),
  reports: lazy(() => import('../features/reports/routes/ReportsIndexScreen.tsx')),
  report: lazy(() => import('../features/reports/routes/ReportRoute.tsx')),
};

const fallback = (
  <Center h="50vh">
    <Loader />
  </Center>
);

/** Back to the page the user came from; to '/welcome' when the route was the first one opened. */
function GoBack() {
  const navigate = useNavigate();
  useEffect(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/welcome', { replace: true });
  }, [navigate]);
  return null;
}

function Guarded({ route }: { route: RouteDef }) {
  const { user } = useSession();
  const location = useLocation();
  const to = route.guard === 'noAuth' && user ? (postLogin.peek() ?? '/') : guardRedirect(route, user);
  useDocumentTitle(route.title);
  useEffect(() => {
    if (user && route.guard !== 'noAuth') postLogin.clear();
  }, [user, route.guard]);
  if (to === BACK) return <GoBack />;
  if (to && to !== location.pathname) return <Navigate to={to} replace />;
  const Screen = screens[route.screen];
  const page = (
    <Suspense fallback={fallback}>
      <Screen route={route} />
    </Suspense>
  );
  return route.guard === 'noAuth' || route.guard === 'open' ? (
    page
  ) : (
    <AppLayout route={{ title: route.title, parent: parentOf(route) }} menu={user ? menuFor(user) : []}>
      {page}
    </AppLayout>
  );
}

function Root() {
  return (
    <>
      <SessionWatcher />
      <Outlet />
    </>
  );
}

function SessionRedirect({ to }: { to: 'root' | 'profile' }) {
  const { user } = useSession();
  return <Navigate to={to === 'root' ? rootRedirect(user) : user ? profileRedirect(user) : '/login'} replace />;
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/', element: <SessionRedirect to="root" /> },
      { path: '/profile', element: <SessionRedirect to="profile" /> },
      { path: '/admin/users', element: <Navigate to="/admin/users/clients" replace /> },
      ...ROUTES.map((r) => ({ path: r.path, element: <Guarded route={r} /> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

navigation.toRoot = () => void router.navigate('/', { replace: true });
