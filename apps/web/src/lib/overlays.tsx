// The host of the dialogs (@mantine/modals) and the toasts (@mantine/notifications), loaded as a
// chunk of its own on the first dialog or toast a screen asks for (lib/dialogs.tsx waits for it),
// or when a staff screen opens (some open Mantine modals of their own: src/routes/router.tsx asks
// for it). The sign-in screen and a taxpayer's home never load it unless they have something to
// say (docs/decisions/027-light-first-load.md).
import { lazy, Suspense, useSyncExternalStore } from 'react';

const Host = lazy(() => import('./overlay-host.tsx'));

let wanted = false;
let mounted = false;
const waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

/** Resolves once the host is drawn (at once when it already is). */
export function overlaysReady(): Promise<void> {
  if (mounted) return Promise.resolve();
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function hostMounted() {
  mounted = true;
  waiting.splice(0).forEach((resolve) => resolve());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Drawn once in the app, above the router: the host from when it is first wanted, and from then on. */
export function Overlays() {
  const asked = useSyncExternalStore(subscribe, () => wanted);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Host onReady={hostMounted} />
    </Suspense>
  );
}
