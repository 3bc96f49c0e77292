// An audit movement's change, field by field (DOMAIN "Reports" Auditoría): a button in the row opens
// a small table of field / before / after under it (the API never sends a password field).
import { Button, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { LABELS } from '@aseo/shared/messages';

const C = LABELS.reports.audit;

type Change = { field: string; before: string | null; after: string | null };

const value = (v: string | null) => (v === null || v === '' ? '—' : v);

export function AuditChanges({ changes, record }: { changes: Change[]; record: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {C.noChanges}
      </Text>
    );
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={`${open ? C.hideChanges : C.showChanges} (${changes.length}) de ${record}`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? C.hideChanges : C.showChanges} ({changes.length})
      </Button>
      {open && (
        <Table id={id} withTableBorder withColumnBorders fz="xs" data-testid="audit-changes" miw={280}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.field}</Table.Th>
              <Table.Th>{C.before}</Table.Th>
              <Table.Th>{C.after}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((c) => (
              <Table.Tr key={c.field}>
                <Table.Td fw={600}>{c.field}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{value(c.before)}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{value(c.after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
