// The router: every route of the table behind its guard, lazy screens, redirects of section 2.
// Only the route table, the guards and the public screen asked for load first: the signed-in frame
// (AppLayout), the real-time link (SessionWatcher) and each screen are chunks of their own, so
// /login carries no staff or taxpayer code (docs/decisions/027-light-first-load.md).
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { BrowserRouter, Navigate, Outlet, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { navigation } from '../lib/api.ts';
import { overlaysReady } from '../lib/overlays.tsx';
import { postLogin, useSession } from '../lib/session.ts';
import { actsAsClient, BACK, guardRedirect, profileRedirect, rootRedirect } from './guards.ts';
import { ROUTES, type RouteDef, type ScreenKey } from './table.ts';
import LoginScreen from '../features/auth/routes/LoginScreen.tsx';
import { useDocumentTitle } from '../features/layout/api/identity.ts';

/**
 * A screen whose Mantine styles are beyond the first load's (styles/shell.ts) and the frame's
 * (styles/frame.ts): the rest of Mantine's styles load beside its code. Only the sign-in and
 * recovery screens and the taxpayer's home go without.
 */
const styled = <P,>(load: () => Promise<{ default: ComponentType<P> }>) => lazy(() => Promise.all([import('../styles/full.ts'), load()]).then(([, m]) => m));

const SignedInFrame = lazy(() => import('./SignedInFrame.tsx'));
const SessionWatcher = lazy(() => import('../features/layout/components/SessionWatcher.tsx').then((m) => ({ default: m.SessionWatcher })));
const ClientHome = lazy(() => import('../features/home/routes/ClientHomeScreen.tsx'));
const StaffHome = styled(() => import('../features/home/routes/StaffHomeScreen.tsx'));

/** '/welcome': the taxpayer's home (its debt, next due date, payments in review); staff (sent here by a guard) get theirs with today's figures. */
function WelcomeScreen() {
  const { user } = useSession();
  return user && !actsAsClient(user) ? <StaffHome /> : <ClientHome />;
}

const screens: Record<ScreenKey, ComponentType<{ route: RouteDef }>> = {
  // the sign-in screen is part of the first load itself (its few components are every screen's):
  // one request less on a slow line than a chunk of its own
  login: LoginScreen,
  register: styled(() => import('../features/auth/routes/RegisterScreen.tsx')),
  recover: lazy(() => import('../features/auth/routes/RecoverScreen.tsx')),
  reset: lazy(() => import('../features/auth/routes/ResetScreen.tsx')),
  password: styled(() => import('../features/profile/routes/ChangePasswordScreen.tsx')),
  welcome: WelcomeScreen,
  adminHome: StaffHome,
  adminProfile: styled(() => import('../features/profile/routes/AdminProfileScreen.tsx')),
  clientProfile: styled(() => import('../features/profile/routes/ClientProfileScreen.tsx')),
  placeholder: styled(() => import('../features/placeholder/PlaceholderScreen.tsx')),
  tariffs: styled(() => import('../features/tariffs/routes/TariffsScreen.tsx')),
  bankAccounts: styled(() => import('../features/bank-accounts/routes/BankAccountsScreen.tsx')),
  properties: styled(() => import('../features/properties/routes/PropertiesScreen.tsx')),
  propertyForm: styled(() => import('../features/properties/routes/PropertyFormScreen.tsx')),
  clients: styled(() => import('../features/taxpayers/routes/ClientsScreen.tsx')),
  clientCreate: styled(() => import('../features/taxpayers/routes/ClientCreateScreen.tsx')),
  moderators: styled(() => import('../features/moderators/routes/ModeratorsScreen.tsx')),
  moderatorForm: styled(() => import('../features/moderators/routes/ModeratorFormScreen.tsx')),
  clientEdit: styled(() => import('../features/taxpayers/routes/ClientEditScreen.tsx')),
  clientPropertyCreate: styled(() => import('../features/taxpayers/routes/ClientPropertyCreateScreen.tsx')),
  accountStatus: styled(() => import('../features/account-status/routes/AccountStatusScreen.tsx')),
  routesSchedules: styled(() => import('../features/routes-schedules/routes/RoutesScreen.tsx')),
  solvency: styled(() => import('../features/solvency/routes/SolvencyScreen.tsx')),
  suggestions: styled(() => import('../features/suggestions/routes/SuggestionsScreen.tsx')),
  suggestionView: styled(() => import('../features/suggestions/routes/SuggestionViewScreen.tsx')),
  verify: styled(() => import('../features/documents/VerifyPage.tsx')),
  accountRecord: styled(() => import('../features/account-status/routes/RecordScreen.tsx')),
  cash: styled(() => import('../features/cash/routes/CashScreen.tsx')),
  cashNew: styled(() => import('../features/cash/routes/CashNewScreen.tsx')),
  payments: styled(() => import('../features/payments/routes/PaymentsScreen.tsx')),
  statements: styled(() => import('../features/payments/routes/StatementsScreen.tsx')),
  voucherHistory: styled(() => import('../features/voucher-history/routes/VoucherHistoryScreen.tsx')),
  clientAgreements: styled(() => import('../features/agreements/routes/ClientAgreementsScreen.tsx')),
  agreementsOld: styled(() => import('../features/agreements/routes/OldAgreementsScreen.tsx')),
  conventions: styled(() => import('../features/agreements/routes/ConventionsScreen.tsx')),
  reports: styled(() => import('../features/reports/routes/ReportsIndexScreen.tsx')),
  report: styled(() => import('../features/reports/routes/ReportRoute.tsx')),
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
    // staff screens may open Mantine modals of their own: the dialogs' host is there for them
    if (user && route.guard === 'admin') void overlaysReady();
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
    <Suspense fallback={fallback}>
      <SignedInFrame route={route} user={user}>
        {page}
      </SignedInFrame>
    </Suspense>
  );
}

function Root() {
  const { token } = useSession();
  return (
    <>
      {token ? (
        <Suspense fallback={null}>
          <SessionWatcher />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}

function SessionRedirect({ to }: { to: 'root' | 'profile' }) {
  const { user } = useSession();
  return <Navigate to={to === 'root' ? rootRedirect(user) : user ? profileRedirect(user) : '/login'} replace />;
}

const table: RouteObject[] = [
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
];

function Routes() {
  const navigate = useNavigate();
  useEffect(() => {
    navigation.toRoot = () => void navigate('/', { replace: true });
  }, [navigate]);
  return useRoutes(table);
}

/**
 * The app's routes in the browser's history. The declarative router (BrowserRouter): the screens
 * use no loaders, actions or blockers, and the data router's code would weigh as much again in the
 * first load.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes />
    </BrowserRouter>
  );
}
