// Providers (react-query, Mantine with the municipality's theme), the dialogs'
// and toasts' host (loaded when first needed, lib/overlays.tsx) and the router.
import './styles/shell.ts';
import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useIdentity } from './features/layout/api/identity.ts';
import { Overlays } from './lib/overlays.tsx';
import { AppRouter } from './routes/router.tsx';
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
        <Overlays />
        <AppRouter />
      </Themed>
    </QueryClientProvider>
  );
}
