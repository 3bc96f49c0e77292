// The spec's four kinds of feedback (000 section 8 "Dialog kinds") with their exact texts, shown
// as docs/decisions/011-toasts-and-dialogs.md says: a success is a toast that needs no click
// (role=status, closes by itself); an error or warning, which must be read, stays a dialog; a
// confirmation is a dialog that answers true or false. What draws them (Mantine's modals and
// notifications, ./overlay-host.tsx) loads on the first one asked for (./overlays.tsx), so the
// sign-in screen does not carry it.
import { overlaysReady } from './overlays.tsx';

/** How long a success toast stays (ms); hovering or focusing it keeps it open. */
export const TOAST_MS = 4_000;

async function host() {
  await overlaysReady();
  return import('./overlay-host.tsx');
}

/**
 * A success toast (top right, `TOAST_MS`). Resolves as soon as it is shown: the caller goes on
 * (closes its form, navigates) while the toast stays, since the notifications live above the router.
 */
export async function showSuccess(message: string): Promise<void> {
  (await host()).toast(message, TOAST_MS);
}
export const showWarning = async (m: string) => (await host()).dialog('warning', m);
export const showError = async (m: string) => (await host()).dialog('error', m);

/** Resolves true on Aceptar, false on Cancelar or close. */
export const confirm = async (message: string): Promise<boolean> => (await host()).confirmDialog(message);
