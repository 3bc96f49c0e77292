// The property's debts in no quota, oldest first, each with its checkbox (a native one: Tab and Space
// work); a prefix is ticked (builder-state). Under the list, what is ticked and 'Generar cuota'.
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { LABELS } from '@aseo/shared/messages';
import { countText, debtKey, debtLabel, tickedFlags, tickedTotals, type BuilderState } from './builder-state.ts';
import { Amounts } from './Amounts.tsx';

const T = LABELS.agreements.builder;

type Props = { state: BuilderState; onToggle: (index: number) => void; onGenerate: () => void; disabled?: boolean };

export function DebtList({ state, onToggle, onGenerate, disabled }: Props) {
  const hintId = useId();
  const headingId = useId();
  const flags = tickedFlags(state);
  const ticked = tickedTotals(state);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5" id={headingId}>
          {T.debts}
        </Title>
        <Text size="sm" c="dimmed" data-testid="debts-count">
          {countText(state.list.length, 'deuda', 'deudas')}
        </Text>
      </Group>
      {state.list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.allAssigned}
        </Text>
      ) : (
        <>
          <Text id={hintId} size="xs" c="dimmed" mb="xs">
            {T.debtsHint}
          </Text>
          <Stack gap={6} role="group" aria-labelledby={headingId} aria-describedby={hintId} mah={{ base: undefined, md: 360 }} style={{ overflowY: 'auto' }}>
            {state.list.map((d, i) => (
              <Checkbox
                key={debtKey(d)}
                checked={flags[i] ?? false}
                disabled={disabled}
                onChange={() => onToggle(i)}
                label={debtLabel(d)}
                description={<Amounts ucd={d.total} bs={d.total_bs} />}
                styles={{ body: { alignItems: 'flex-start' } }}
              />
            ))}
          </Stack>
        </>
      )}
      {state.list.length > 0 && (
        <Group justify="space-between" mt="sm" gap="xs">
          <Text size="sm" aria-live="polite" data-testid="ticked-total">
            {T.selected}: {countText(ticked.count, 'deuda', 'deudas')} · <Amounts ucd={ticked.ucd} bs={ticked.bs} />
          </Text>
          <Button onClick={onGenerate} disabled={disabled || ticked.count === 0}>
            {LABELS.buttons.generateQuota}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
