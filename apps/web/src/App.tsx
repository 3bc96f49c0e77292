// Providers (react-query, Mantine with the municipality's theme and Spanish dates, modals,
// notifications) and the router.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/es';
import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { useIdentity } from './features/layout/api/identity.ts';
import { router } from './routes/router.tsx';
import { buildTheme, cssVariablesResolver } from './theme.ts';

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** Mantine themed with the configured colour (the stored or default one until portal/identity answers). */
function Themed({ children }: { children: ReactNode }) {
  const { brand_color } = useIdentity();
  const theme = useMemo(() => buildTheme(brand_color), [brand_color]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Themed>
        <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
          <ModalsProvider>
            <Notifications position="top-right" />
            <RouterProvider router={router} />
          </ModalsProvider>
        </DatesProvider>
      </Themed>
    </QueryClientProvider>
  );
}
