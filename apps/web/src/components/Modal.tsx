// The portal's modal: centered, titled (the title is its accessible name), optional footer actions.
import type { ReactNode } from 'react';
import { Group, Modal as MantineModal, type ModalProps } from '@mantine/core';

type Props = Omit<ModalProps, 'title' | 'opened' | 'onClose' | 'children'> & {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons shown at the bottom right (e.g. Cancelar / Guardar). */
  footer?: ReactNode;
};

export function Modal({ opened, onClose, title, children, footer, size = 'lg', ...rest }: Props) {
  return (
    <MantineModal opened={opened} onClose={onClose} title={title} centered size={size} {...rest}>
      {children}
      {footer && (
        <Group justify="flex-end" mt="lg">
          {footer}
        </Group>
      )}
    </MantineModal>
  );
}
