// Select whose options come from the server as the user types (debounced like every search),
// e.g. the taxpayer picker of the cash desk. The chosen option stays listed while searching.
import { useState } from 'react';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import type { Option } from './SelectField.tsx';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  /** Cache key of the lookup; the search text is appended. */
  queryKey: readonly unknown[];
  load: (search: string) => Promise<Option[]>;
  value: string | null;
  onChange: (value: string | null, option: Option | null) => void;
  /** Shortest text that triggers a lookup (0 lists without typing). */
  minLength?: number;
  debounceMs?: number;
  /** The option of a value chosen elsewhere (a route parameter), shown until another is picked */
  initial?: Option | null;
};

export function SearchSelect({ queryKey, load, value, onChange, minLength = 0, debounceMs = SEARCH_DEBOUNCE_MS, initial = null, ...rest }: Props) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Option | null>(null);
  const [debounced] = useDebouncedValue(search, debounceMs);
  const enabled = debounced.trim().length >= minLength && debounced !== chosen?.label;
  const found = useQuery({ queryKey: [...queryKey, debounced.trim()], queryFn: () => load(debounced.trim()), enabled, staleTime: 30_000 });
  const options = [...(found.data ?? [])];
  const shown = chosen ?? initial;
  if (shown && shown.value === value && !options.some((o) => o.value === shown.value)) options.unshift(shown);

  return (
    <Select
      searchable
      clearable
      data={options}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // the server already filtered; do not hide its matches again
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? undefined : MSG.common.noResults}
      rightSection={found.isFetching ? <Loader size="xs" /> : undefined}
      onChange={(v) => {
        const option = options.find((o) => o.value === v) ?? null;
        setChosen(option);
        onChange(v, option);
      }}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
