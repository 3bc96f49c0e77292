// 'Tarifas': economic activities (search, paging, view, edit, Excel) and the global values.
import { ActionIcon, Anchor, Badge, Box, Button, Card, Group, Stack } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { PERMISSIONS as P, type GlobalValueKey } from '@aseo/shared/constants';
import { formatNumber } from '@aseo/shared/format';
import { can } from '@aseo/shared/policy';
import { DataTable } from '../../../components/DataTable.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { useListState } from '../../../components/list-state.ts';
import { useSession } from '../../../lib/session.ts';
import { useRegistrationReferences } from '../../references/index.ts';
import { downloadTariffs, useActivities, type Activity } from '../api/activities.ts';
import { ActivityModal } from '../components/ActivityModal.tsx';
import { DiscountsModal } from '../components/DiscountsModal.tsx';
import { GLOBAL_VALUE_TITLES, GlobalValueModal } from '../components/GlobalValueModal.tsx';

const VALUE_BUTTONS: { key: GlobalValueKey; permission: string }[] = [
  { key: 'conversion_dolar', permission: P.EDIT_DOLAR },
  { key: 'conversion_petro', permission: P.EDIT_PETRO },
  { key: 'iva', permission: P.EDIT_IVA },
  { key: 'retention', permission: P.EDIT_RETENTION },
  { key: 'bankInterest', permission: P.EDIT_INTEREST },
];
const INITIAL = { search: '' };

export default function TariffsScreen() {
  const { user } = useSession();
  const list = useListState(INITIAL);
  const query = useActivities(list.page, list.filters.search);
  // every activity (not only this page) for the discounts' multi-select
  const refs = useRegistrationReferences();
  const [valueKey, setValueKey] = useState<GlobalValueKey | null>(null);
  const [activity, setActivity] = useState<{ id: number; mode: 'view' | 'edit' } | null>(null);
  const [discounts, setDiscounts] = useState(false);
  const data = query.data;
  const rate = (k: GlobalValueKey) => data?.[k]?.amount ?? null;
  const shown = (k: GlobalValueKey) => {
    const v = rate(k);
    if (v === null) return '—';
    return k.startsWith('conversion') ? formatNumber(v, { decimals: 4, prefix: 'Bs.' }) : `${formatNumber(v, { prefix: '' })} %`;
  };

  return (
    <Stack>
      <Group gap="xs">
        {VALUE_BUTTONS.filter((b) => can(user, b.permission)).map((b) => (
          <Button key={b.key} variant="light" onClick={() => setValueKey(b.key)}>
            {GLOBAL_VALUE_TITLES[b.key]}
          </Button>
        ))}
        {can(user, P.VIEW_DISCOUNT) && (
          <Button variant="light" onClick={() => setDiscounts(true)}>
            Descuentos
          </Button>
        )}
      </Group>
      <Group gap="xs">
        {VALUE_BUTTONS.map((b) => (
          <Badge key={b.key} variant="outline" size="lg" tt="none" data-testid={`rate-${b.key}`}>
            {GLOBAL_VALUE_TITLES[b.key]}: {shown(b.key)}
          </Badge>
        ))}
      </Group>
      <Card withBorder>
        <Box mb="sm">
          <FilterBar justify="space-between">
            <SearchInput
              placeholder="Buscar (código o nombre)"
              value={list.filters.search}
              onSearch={(search) => list.setFilters({ search })}
              w={filterWidth(320)}
              aria-label="Buscar"
            />
            <FilterBar>
              <Anchor component="button" onClick={list.reset} ta="left" mb={8}>
                Limpiar filtros
              </Anchor>
              <Button variant="default" onClick={() => void downloadTariffs(list.filters.search)}>
                Exportar Excel
              </Button>
            </FilterBar>
          </FilterBar>
        </Box>
        <DataTable<Activity & Record<string, unknown>>
          rows={(data?.activities.data ?? []) as (Activity & Record<string, unknown>)[]}
          rowKey={(a) => a.id}
          columns={[
            { key: 'code', title: 'Código' },
            { key: 'name', title: 'Nombre', primary: true },
            { key: 'size', title: 'Área máxima (m2)', render: (a) => formatNumber(a.size, { prefix: '' }) },
            {
              key: 'actions',
              title: 'Acciones',
              render: (a) => (
                <Group gap={4}>
                  <ActionIcon variant="subtle" aria-label={`Ver ${a.code}`} onClick={() => setActivity({ id: a.id, mode: 'view' })}>
                    <IconEye size={16} />
                  </ActionIcon>
                  {can(user, P.EDIT_TARIFF) && (
                    <ActionIcon variant="subtle" aria-label={`Editar ${a.code}`} onClick={() => setActivity({ id: a.id, mode: 'edit' })}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  )}
                </Group>
              ),
            },
          ]}
        />
        <ListFooter data={data?.activities} page={list.page} onChange={list.setPage} />
      </Card>
      <GlobalValueModal valueKey={valueKey} current={valueKey ? rate(valueKey) : null} onClose={() => setValueKey(null)} />
      <ActivityModal id={activity?.id ?? null} mode={activity?.mode ?? 'view'} onClose={() => setActivity(null)} />
      <DiscountsModal opened={discounts} onClose={() => setDiscounts(false)} activities={refs.data?.economic_activities ?? []} />
    </Stack>
  );
}
