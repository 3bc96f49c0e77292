// One quota of the builder: its position, its date (a change moves the later quotas, builder-state),
// its debts and total (UCD and Bs). The last quota can be removed and its last debt reset to the
// list ('Devolver'): undoing goes from the end, so that quota 1 keeps the oldest debts.
import { LABELS } from '@aseo/shared/messages';
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { DateField } from '../../../../components/DateField.tsx';
import { countText, debtKey, debtLabel, totalsOf, type Debt, type Quota } from './builder-state.ts';
import { Amounts } from './Amounts.tsx';

const T = LABELS.agreements.builder;

type Props = {
  quota: Quota;
  today: string;
  /** The last quota: removable, its last debt resettable */
  last: boolean;
  disabled?: boolean;
  onDate: (date: string) => void;
  onRemove: () => void;
  onReset: (debt: Debt) => void;
};

export function QuotaCard({ quota, today, last, disabled, onDate, onRemove, onReset }: Props) {
  const headingId = useId();
  const total = totalsOf(quota.items);
  const name = `${T.quota} ${quota.position}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId} data-testid={`quota-${quota.position}`}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={4} size="h6" id={headingId}>
          {name}
        </Title>
        <Badge variant="light" color="gray">
          {countText(quota.items.length, 'deuda', 'deudas')}
        </Badge>
      </Group>
      <Stack gap="xs">
        <DateField label={`${T.quotaDate} ${quota.position}`} required value={quota.date} min={today} disabled={disabled} onChange={(v) => onDate(v ?? '')} />
        <List size="sm" spacing={4} listStyleType="none" aria-label={`Deudas de la ${name.toLowerCase()}`}>
          {quota.items.map((d, i) => {
            const resettable = last && i === quota.items.length - 1;
            return (
              <List.Item key={debtKey(d)}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">
                    {debtLabel(d)}
                    <Text span size="xs" c="dimmed" display="block">
                      <Amounts ucd={d.total} bs={d.total_bs} />
                    </Text>
                  </Text>
                  {resettable && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      disabled={disabled}
                      onClick={() => onReset(d)}
                      aria-label={`${T.reset} ${debtLabel(d)} a la lista`}
                    >
                      {T.reset}
                    </Button>
                  )}
                </Group>
              </List.Item>
            );
          })}
        </List>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} data-testid={`quota-${quota.position}-total`}>
            Total: <Amounts ucd={total.ucd} bs={total.bs} />
          </Text>
          {last && (
            <Button size="xs" variant="light" color="red" disabled={disabled} onClick={onRemove} aria-label={`${T.removeQuota} ${quota.position}`}>
              {T.removeQuota}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
