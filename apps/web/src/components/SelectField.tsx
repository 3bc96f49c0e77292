// Select with optional groups, searchable, 'No hay resultados' when nothing matches.
import { Select, type SelectProps } from '@mantine/core';
import { MSG } from '@aseo/shared/messages';

export type Option = { value: string; label: string };
export type OptionGroup = { group: string; items: Option[] };

export function SelectField(props: Omit<SelectProps, 'data'> & { data: (Option | OptionGroup)[] }) {
  return <Select searchable nothingFoundMessage={MSG.common.noResults} comboboxProps={{ withinPortal: true }} {...props} />;
}

/** Options from `{id, name}` rows. */
export const toOptions = (rows: { id: number | string; name: string }[] | undefined): Option[] =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
