// Economic-activity history of one of the taxpayer's properties: its periods (delete with
// confirmation) and a form to add one; both writes need edit-economic-activity.
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { formatDate } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { activityHistorySchema, todayYmd } from '@aseo/shared/schemas';
import { DataTable } from '../../../components/DataTable.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { confirm, showSuccess } from '../../../lib/dialogs.tsx';
import { fieldMessages, focusFirstInvalid, issueMessages } from '../../../lib/form.ts';
import { useSession } from '../../../lib/session.ts';
import { can } from '@aseo/shared/policy';
import { useActivityHistory, useAddActivityPeriod, useDeleteActivityPeriod, type ActivityPeriod } from '../api/activity-histories.ts';
import { useClient, type ClientRow, type SecondaryProperty } from '../api/clients.ts';
import { PropertyPicker } from './PropertyPicker.tsx';

type Row = ActivityPeriod & Record<string, unknown>;

export function ActivityHistoryModal({ client, onClose }: { client: ClientRow | null; onClose: () => void }) {
  const { user } = useSession();
  const mayWrite = can(user, P.EDIT_ECONOMIC_ACTIVITY);
  const loaded = useClient(client?.id ?? null);
  const [property, setProperty] = useState<SecondaryProperty | null>(null);
  const history = useActivityHistory(property?.id ?? null);
  const add = useAddActivityPeriod();
  const remove = useDeleteActivityPeriod();
  const [activity, setActivity] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  // the form's own checks and the server's refusals, under their fields
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mark = (found: Record<string, string>) => {
    setErrors(found);
    focusFirstInvalid();
  };
  const clearForm = () => {
    setActivity(null);
    setStart(null);
    setEnd(null);
    setErrors({});
  };
  useEffect(() => {
    setProperty(null);
    clearForm();
  }, [client]);

  const activities = (loaded.data?.economic_activities ?? [])
    .filter((a) => !property || !a.property_type_id || a.property_type_id === property.property_type_id)
    .map((a) => ({ value: String(a.id), label: `${a.code} - ${a.name}` }));

  const submit = async () => {
    if (!property) return mark({ property_id: MSG.solvency.propertyRequired });
    if (!activity) return mark({ economic_activity_id: MSG.server.requiredField });
    const parsed = activityHistorySchema.safeParse({ property_id: property.id, economic_activity_id: activity, start: start ?? '', end: end ?? '' });
    if (!parsed.success) return mark(issueMessages(parsed.error));
    setErrors({});
    const res = await add.mutateAsync(parsed.data).catch((err: unknown) => {
      mark(fieldMessages(err, ['property_id', 'economic_activity_id', 'start', 'end']));
      return null;
    });
    if (!res) return;
    clearForm();
    await showSuccess(res.message);
  };
  const del = async (p: ActivityPeriod) => {
    if (!(await confirm(MSG.taxpayers.historyConfirmDelete))) return;
    const res = await remove.mutateAsync(p).catch(() => null);
    if (res) await showSuccess(res.message);
  };

  return (
    <Modal opened={Boolean(client)} onClose={onClose} title="Historial de actividad económica" size="xl">
      <Stack>
        <PropertyPicker
          properties={loaded.data?.secondary_properties}
          value={property?.id ?? null}
          onChange={(p) => {
            setProperty(p);
            clearForm();
          }}
          error={errors.property_id}
        />
        {property && (
          <>
            <DataTable<Row>
              rows={(history.data ?? []) as Row[]}
              rowKey={(p) => p.id}
              columns={[
                {
                  key: 'activity',
                  title: 'Actividad económica',
                  render: (p) => (p.economic_activity ? `${p.economic_activity.code} - ${p.economic_activity.name}` : ''),
                },
                { key: 'start', title: 'Desde', render: (p) => formatDate(p.start) },
                { key: 'end', title: 'Hasta', render: (p) => formatDate(p.end) },
                ...(mayWrite
                  ? [
                      {
                        key: 'actions',
                        title: 'Acciones',
                        render: (p: Row) => (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Eliminar período ${formatDate(p.start)} - ${formatDate(p.end)}`}
                            onClick={() => void del(p)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            {mayWrite && (
              <>
                <Text fw={600} size="sm">
                  Agregar período
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <SelectField
                    label="Actividad económica"
                    withAsterisk
                    data={activities}
                    value={activity}
                    onChange={setActivity}
                    error={errors.economic_activity_id}
                  />
                  <DateField label="Desde" withAsterisk value={start} onChange={setStart} max={end ?? todayYmd()} error={errors.start} />
                  <DateField label="Hasta" withAsterisk value={end} onChange={setEnd} min={start ?? undefined} max={todayYmd()} error={errors.end} />
                </SimpleGrid>
                <Group justify="flex-end">
                  <Button onClick={() => void submit()} loading={add.isPending}>
                    Agregar
                  </Button>
                </Group>
              </>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
