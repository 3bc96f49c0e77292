// The filter bar of a report, drawn from its definition: the search (1 s pause), the dates (Desde ≤
// Hasta ≤ today), the selects, the switches, the taxpayer and staff pickers and 'Limpiar filtros'.
import { Anchor, Input, SegmentedControl } from '@mantine/core';
import { Fragment, useId } from 'react';
import { LABELS } from '@aseo/shared/messages';
import { can } from '@aseo/shared/policy';
import { todayYmd } from '@aseo/shared/schemas';
import { DateField } from '../../../components/DateField.tsx';
import { FilterBar, filterWidth } from '../../../components/FilterBar.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { SearchSelect } from '../../../components/SearchSelect.tsx';
import { SelectField, type Option } from '../../../components/SelectField.tsx';
import { useIsPhone } from '../../../components/use-is-phone.ts';
import { useSession } from '../../../lib/session.ts';
import type { FilterField, Filters } from '../report-definition.ts';

type Props<F extends Filters, A> = {
  fields: FilterField<F, A>[];
  filters: F;
  answer: A | undefined;
  onChange: (change: Partial<F>) => void;
  onReset: () => void;
  /** A message under a field (the audit export's start date). */
  errors?: Partial<Record<string, string>>;
};

function Segmented({
  label,
  value,
  options,
  onChange,
  width,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (v: string) => void;
  width?: number;
}) {
  const id = useId();
  // on a phone the choices stack, so that none is cut off
  const phone = useIsPhone();
  return (
    <Input.Wrapper label={label} labelElement="div" id={id} w={filterWidth(width ?? 260)}>
      <SegmentedControl
        fullWidth
        orientation={phone ? 'vertical' : 'horizontal'}
        aria-labelledby={`${id}-label`}
        data={options}
        value={value}
        onChange={onChange}
      />
    </Input.Wrapper>
  );
}

export function ReportFilters<F extends Filters, A>({ fields, filters: f, answer, onChange, onReset, errors = {} }: Props<F, A>) {
  const { user } = useSession();
  const set = (key: string, value: string) => onChange({ [key]: value } as Partial<F>);
  return (
    <FilterBar>
      {fields.map((field) => {
        if (field.kind === 'custom') return <Fragment key={field.key}>{field.render({ filters: f, onChange, answer })}</Fragment>;
        const { key, label } = field;
        const w = filterWidth(field.width ?? 160);
        switch (field.kind) {
          case 'search':
            return (
              <SearchInput
                key={key}
                label={label}
                placeholder={field.placeholder}
                value={f[key] ?? ''}
                onSearch={(v) => set(key, v)}
                w={filterWidth(field.width ?? 240)}
              />
            );
          case 'date': {
            const max = field.max ? f[field.max] || (field.future ? undefined : todayYmd()) : field.future ? undefined : todayYmd();
            return (
              <DateField
                key={key}
                label={label}
                value={f[key] || null}
                onChange={(v) => set(key, v ?? '')}
                min={field.min ? f[field.min] || undefined : undefined}
                max={max}
                error={errors[key]}
                w={filterWidth(field.width ?? 150)}
              />
            );
          }
          case 'select': {
            const data = typeof field.options === 'function' ? field.options(answer) : field.options;
            return (
              <SelectField
                key={key}
                label={label}
                clearable={field.clearable ?? true}
                searchable={data.length > 8}
                data={data}
                value={f[key] || null}
                onChange={(v) => set(key, v ?? '')}
                w={w}
              />
            );
          }
          case 'segmented':
            return <Segmented key={key} label={label} value={f[key] ?? ''} options={field.options} onChange={(v) => set(key, v)} width={field.width} />;
          case 'lookup':
            return can(user, field.permission) ? (
              <SearchSelect
                key={key}
                label={label}
                placeholder={field.placeholder}
                queryKey={['reports', 'lookup', key]}
                load={field.load}
                minLength={2}
                value={f[key] || null}
                onChange={(v) => set(key, v ?? '')}
                w={filterWidth(field.width ?? 240)}
              />
            ) : null;
        }
      })}
      <Anchor component="button" type="button" size="sm" onClick={onReset} mb={8}>
        {LABELS.buttons.clearFilters}
      </Anchor>
    </FilterBar>
  );
}
