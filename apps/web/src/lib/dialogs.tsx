// Success, warning, error and confirm dialogs (spec 000 section 8 "Dialog kinds").
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG } from '@aseo/shared/messages';

type Kind = 'success' | 'warning' | 'error';
const TITLES: Record<Kind, string> = { success: 'Éxito', warning: 'Advertencia', error: 'Error' };
const COLORS: Record<Kind, string> = { success: 'teal', warning: 'yellow', error: 'red' };

function show(kind: Kind, message: string): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: TITLES[kind],
      centered: true,
      onClose: () => resolve(),
      children: (
        <>
          <Text data-dialog={kind} c={COLORS[kind]}>
            {message}
          </Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={() => modals.close(id)}>{MSG.common.accept}</Button>
          </Group>
        </>
      ),
    });
  });
}

export const showSuccess = (m: string) => show('success', m);
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
