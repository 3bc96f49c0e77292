// The staff's status menu of a suggestion: only the forward moves (000 section 4), each after
// '¿Desea cambiar el estatus de la solicitud?'; none once resolved.
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { nextSuggestionStatuses, SUGGESTION_STATUS_LABELS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { useSetStatus, type SuggestionItem } from '../api/suggestions.ts';

export function StatusMenu({ suggestion: s }: { suggestion: SuggestionItem }) {
  const setStatus = useSetStatus();
  const moves = nextSuggestionStatuses(s.status);
  if (!moves.length) return null;
  const move = async (status: number) => {
    if (!(await confirm(MSG.suggestions.confirmStatus))) return;
    const res = await setStatus.mutateAsync({ suggestion_id: s.id, status: status as 1 | 2 | 3 }).catch(() => null);
    if (res) void showSuccess(res.message);
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />} aria-label={`Cambiar estatus de la solicitud ${s.id}`}>
          Cambiar estatus
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {moves.map((st) => (
          <Menu.Item key={st} onClick={() => void move(st)}>
            {SUGGESTION_STATUS_LABELS[st as 1]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
