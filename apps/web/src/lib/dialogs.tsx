// The spec's four kinds of feedback (000 section 8 "Dialog kinds") with their exact texts, shown
// as docs/decisions/011-toasts-and-dialogs.md says: a success is a toast that needs no click
// (role=status, closes by itself); an error or warning, which must be read, stays a dialog; a
// confirmation is a dialog that answers true or false.
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { MSG } from '@aseo/shared/messages';

type DialogKind = 'warning' | 'error';
const TITLES: Record<DialogKind | 'success', string> = { success: 'Éxito', warning: 'Advertencia', error: 'Error' };

/** How long a success toast stays (ms); hovering or focusing it keeps it open. */
export const TOAST_MS = 4_000;

function show(kind: DialogKind, message: string): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: TITLES[kind],
      centered: true,
      onClose: () => resolve(),
      children: (
        <>
          <Text data-dialog={kind}>{message}</Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={() => modals.close(id)}>{MSG.common.accept}</Button>
          </Group>
        </>
      ),
    });
  });
}

/**
 * A success toast (top right, `TOAST_MS`). Resolves at once: the caller goes on (closes its form,
 * navigates) while the toast stays, since the notifications live above the router.
 */
export function showSuccess(message: string): Promise<void> {
  notifications.show({
    title: TITLES.success,
    message,
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: TOAST_MS,
    role: 'status',
    'aria-live': 'polite',
    'data-toast': 'success',
  } as Parameters<typeof notifications.show>[0]);
  return Promise.resolve();
}
export const showWarning = (m: string) => show('warning', m);
export const showError = (m: string) => show('error', m);

/** Resolves true on Aceptar, false on Cancelar or close. */
export function confirm(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Confirmación',
      centered: true,
      children: <Text>{message}</Text>,
      labels: { confirm: MSG.common.accept, cancel: MSG.common.cancel },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
