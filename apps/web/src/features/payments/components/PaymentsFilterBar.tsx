// The filters of 'Pagos' (001 section 2): Desde, Hasta, Tipo, Medio de Pago, Estatus, and the search
// (Código, ID, Nombre, Monto), typed with a 1 s pause; 'Limpiar filtros'.
import { Anchor } from '@mantine/core';
import { BILL_STATUS_LABELS, CASH_TYPE_LABELS, paymentMethodChoices } from '@aseo/shared/constants';
import { DateField } from '../../../components/DateField.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { todayYmd } from '@aseo/shared/schemas';

export type PaymentFilters = { search: string; since: string; until: string; type: string; payment_method: string; status: string };
export const NO_PAYMENT_FILTERS: PaymentFilters = { search: '', since: '', until: '', type: '', payment_method: '', status: '' };

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

type Props = { filters: PaymentFilters; onChange: (f: Partial<PaymentFilters>) => void; onReset: () => void; staff: boolean };

export function PaymentsFilterBar({ filters: f, onChange, onReset, staff }: Props) {
  const methods = paymentMethodChoices({ client: !staff }).map((m) => ({ value: String(m.id), label: m.name }));
  return (
    <FilterBar>
      <SearchInput
        label="Buscar"
        placeholder={staff ? 'Código, ID, Nombre, Monto' : 'Código, ID o Monto'}
        value={f.search}
        onSearch={(search) => onChange({ search })}
        w={filterWidth(240)}
      />
      <DateField label="Desde" value={f.since || null} onChange={(v) => onChange({ since: v ?? '' })} max={f.until || todayYmd()} w={filterWidth(150)} />
      <DateField
        label="Hasta"
        value={f.until || null}
        onChange={(v) => onChange({ until: v ?? '' })}
        min={f.since || undefined}
        max={todayYmd()}
        w={filterWidth(150)}
      />
      <SelectField
        label="Tipo"
        clearable
        searchable={false}
        data={options(CASH_TYPE_LABELS)}
        value={f.type || null}
        onChange={(v) => onChange({ type: v ?? '' })}
        w={filterWidth(140)}
      />
      <SelectField
        label="Medio de Pago"
        clearable
        searchable={false}
        data={methods}
        value={f.payment_method || null}
        onChange={(v) => onChange({ payment_method: v ?? '' })}
        w={filterWidth(170)}
      />
      <SelectField
        label="Estatus"
        clearable
        searchable={false}
        data={options(BILL_STATUS_LABELS)}
        value={f.status || null}
        onChange={(v) => onChange({ status: v ?? '' })}
        w={filterWidth(150)}
      />
      <Anchor component="button" type="button" size="sm" onClick={onReset} mb={8}>
        Limpiar filtros
      </Anchor>
    </FilterBar>
  );
}
