// The filters of both staff agreement lists (001 section 2): the search (typed with the spec's
// pause), Desde, Hasta, and for the conventions the status; 'Limpiar filtros'.
import { Anchor } from '@mantine/core';
import { AGREEMENT_STATUS_LABELS } from '@aseo/shared/constants';
import { LABELS } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import { DateField } from '../../../components/DateField.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import type { AgreementsQuery } from '../api/admin-agreements.ts';

export type AgreementFilterValues = { search: string; since: string; until: string; status: string };
export const NO_AGREEMENT_FILTERS: AgreementFilterValues = { search: '', since: '', until: '', status: '' };

/** What the list, Excel and PDF calls receive. */
export const agreementsQuery = (page: number, f: AgreementFilterValues): AgreementsQuery => ({
  page,
  search: f.search || undefined,
  since: f.since || undefined,
  until: f.until || undefined,
  status: f.status ? (Number(f.status) as 0 | 1 | 2) : undefined,
});

const STATUSES = Object.entries(AGREEMENT_STATUS_LABELS).map(([value, label]) => ({ value, label }));

type Props = {
  filters: AgreementFilterValues;
  onChange: (f: Partial<AgreementFilterValues>) => void;
  onReset: () => void;
  placeholder: string;
  /** The conventions' 'Estado' filter. */
  withStatus?: boolean;
};

export function AgreementFilters({ filters: f, onChange, onReset, placeholder, withStatus = false }: Props) {
  return (
    <FilterBar>
      <SearchInput
        label={LABELS.agreements.search}
        placeholder={placeholder}
        value={f.search}
        onSearch={(search) => onChange({ search })}
        w={filterWidth(240)}
      />
      <DateField
        label={LABELS.filters.since}
        value={f.since || null}
        onChange={(v) => onChange({ since: v ?? '' })}
        max={f.until || todayYmd()}
        w={filterWidth(150)}
      />
      <DateField
        label={LABELS.filters.until}
        value={f.until || null}
        onChange={(v) => onChange({ until: v ?? '' })}
        min={f.since || undefined}
        max={todayYmd()}
        w={filterWidth(150)}
      />
      {withStatus && (
        <SelectField
          label={LABELS.filters.status}
          clearable
          searchable={false}
          data={STATUSES}
          value={f.status || null}
          onChange={(v) => onChange({ status: v ?? '' })}
          w={filterWidth(150)}
        />
      )}
      <Anchor component="button" type="button" size="sm" onClick={onReset} mb={8}>
        {LABELS.buttons.clearFilters}
      </Anchor>
    </FilterBar>
  );
}
