// A staff agreement row's actions (001 section 2): view, download the signed copy (when there is
// one), attach it, print the agreement document, and deactivate an active one. What a row offers is
// decided by its screen (`actions`); the menu's name says which agreement it is.
import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { LABELS } from '@aseo/shared/messages';
import type { AgreementListRow } from '../api/admin-agreements.ts';

export type AgreementAction = 'view' | 'download' | 'attach' | 'print' | 'deactivate';
const A = LABELS.agreements.actions;
const LABEL: Record<AgreementAction, string> = { view: A.view, download: A.download, attach: A.attach, print: A.print, deactivate: A.deactivate };

type Props = { row: AgreementListRow; actions: AgreementAction[]; onAction: (row: AgreementListRow, action: AgreementAction) => void };

export function AgreementRowActions({ row, actions, onAction }: Props) {
  if (!actions.length) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`${LABELS.agreements.columns.actions} ${row.number_format}`}>
          <IconDotsVertical size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) => (
          <Menu.Item key={a} color={a === 'deactivate' ? 'red' : undefined} onClick={() => onAction(row, a)}>
            {LABEL[a]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
