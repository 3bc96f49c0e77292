// The permission matrix of the administrator form: each module with its main and secondary
// actions, a select-all per module and a global one. Value: the granted permission codes.
import { Badge, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { MSG } from '@aseo/shared/messages';
import type { MatrixModule } from '../api/get-modules.ts';
import { allCodes, codesOf, coverage, moduleLabel, toggleAction, toggleAll, toggleModule } from './permission-matrix.ts';

type Props = { modules: MatrixModule[]; value: string[]; onChange: (codes: string[]) => void; readOnly?: boolean };

export function PermissionMatrix({ modules, value, onChange, readOnly }: Props) {
  const all = coverage(value, allCodes(modules));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{MSG.moderators.permissionsTitle}</Text>
        {!readOnly && (
          <Checkbox
            label={MSG.moderators.selectAll}
            checked={all === 'all'}
            indeterminate={all === 'some'}
            onChange={(e) => onChange(toggleAll(modules, e.currentTarget.checked))}
          />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {modules.map((m) => {
          const label = moduleLabel(m.name);
          const state = coverage(value, codesOf(m));
          return (
            <Fieldset key={m.id} legend={label} variant="filled" data-module={m.id}>
              <Stack gap={6}>
                {!readOnly && (
                  <Checkbox
                    size="xs"
                    label={MSG.moderators.selectModule}
                    aria-label={`${MSG.moderators.selectModule}: ${label}`}
                    checked={state === 'all'}
                    indeterminate={state === 'some'}
                    onChange={(e) => onChange(toggleModule(value, m, e.currentTarget.checked))}
                  />
                )}
                {m.actions.map((a) => (
                  <Checkbox
                    key={a.id}
                    disabled={readOnly}
                    checked={value.includes(a.code)}
                    data-code={a.code}
                    label={
                      a.main === 1 ? (
                        <Group gap={6}>
                          {a.name}
                          <Badge size="xs" variant="light">
                            {MSG.moderators.mainAction}
                          </Badge>
                        </Group>
                      ) : (
                        a.name
                      )
                    }
                    aria-label={a.name}
                    onChange={(e) => onChange(toggleAction(value, m, a.code, e.currentTarget.checked))}
                  />
                ))}
              </Stack>
            </Fieldset>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
