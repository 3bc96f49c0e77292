// The dialogs' and toasts' host (see ./overlays.tsx): Mantine's modals manager and the toasts'
// container (top right), and the drawing of lib/dialogs.tsx's four kinds of feedback.
import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { modals, ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { commonTexts } from '@aseo/shared/messages';

type DialogKind = 'warning' | 'error';
const TITLES: Record<DialogKind | 'success', string> = { success: 'Éxito', warning: 'Advertencia', error: 'Error' };

export default function OverlayHost({ onReady }: { onReady: () => void }) {
  // drawn: the dialogs waiting for it may open (child effects ran first: the modals manager listens)
  useEffect(() => onReady(), [onReady]);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
    </>
  );
}

export function dialog(kind: DialogKind, message: string): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: TITLES[kind],
      centered: true,
      onClose: () => resolve(),
      children: (
        <>
          <Text data-dialog={kind}>{message}</Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={() => modals.close(id)}>{commonTexts.accept}</Button>
          </Group>
        </>
      ),
    });
  });
}

export function toast(message: string, ms: number) {
  notifications.show({
    title: TITLES.success,
    message,
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: ms,
    role: 'status',
    'aria-live': 'polite',
    'data-toast': 'success',
  } as Parameters<typeof notifications.show>[0]);
}

export function confirmDialog(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Confirmación',
      centered: true,
      children: <Text>{message}</Text>,
      labels: { confirm: commonTexts.accept, cancel: commonTexts.cancel },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
