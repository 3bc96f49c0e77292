// The account filter of both lists (000 section 3): search, type, status, last payment since/until.
// The Record de Cuenta searches on Enter (000 section 2); the client's list as it is typed (1 s).
import { Anchor, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ACCOUNT_STATUS_LABELS, PROPERTY_TYPES } from '@aseo/shared/constants';
import { DateField } from '../../../components/DateField.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import type { AccountFilters } from '../api/account-status.ts';

const TYPES = PROPERTY_TYPES.map((t) => ({ value: String(t.id), label: t.name }));
const STATUSES = Object.entries(ACCOUNT_STATUS_LABELS).map(([value, label]) => ({ value, label }));

type Props = { filters: AccountFilters; onChange: (f: Partial<AccountFilters>) => void; onReset: () => void; searchOnEnter?: boolean; placeholder: string };

function EnterSearch({ value, onSearch, placeholder }: { value: string; onSearch: (v: string) => void; placeholder: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      label="Buscar"
      description="Presione Enter para buscar"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(text.trim());
      }}
      w={filterWidth(280)}
    />
  );
}

export function AccountFilterBar({ filters: f, onChange, onReset, searchOnEnter, placeholder }: Props) {
  return (
    <FilterBar>
      {searchOnEnter ? (
        <EnterSearch value={f.search} onSearch={(search) => onChange({ search })} placeholder={placeholder} />
      ) : (
        <SearchInput label="Buscar" placeholder={placeholder} value={f.search} onSearch={(search) => onChange({ search })} w={filterWidth(260)} />
      )}
      <SelectField
        label="Tipo"
        clearable
        searchable={false}
        data={TYPES}
        value={f.type || null}
        onChange={(v) => onChange({ type: v ?? '' })}
        w={filterWidth(160)}
      />
      <SelectField
        label="Estatus"
        clearable
        searchable={false}
        data={STATUSES}
        value={f.status || null}
        onChange={(v) => onChange({ status: v ?? '' })}
        w={filterWidth(160)}
      />
      <DateField label="Desde" value={f.since || null} max={f.until || undefined} onChange={(v) => onChange({ since: v ?? '' })} w={filterWidth(160)} />
      <DateField label="Hasta" value={f.until || null} min={f.since || undefined} onChange={(v) => onChange({ until: v ?? '' })} w={filterWidth(160)} />
      <Anchor component="button" onClick={onReset} mb={8} ta="left">
        Limpiar filtros
      </Anchor>
    </FilterBar>
  );
}
