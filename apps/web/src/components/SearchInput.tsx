// Search box debounced 1000 ms (spec 000 section 9).
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@aseo/shared/constants';

export function SearchInput({ value, onSearch, ...rest }: Omit<TextInputProps, 'onChange'> & { value: string; onSearch: (v: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const t = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, value, onSearch]);
  return <TextInput leftSection={<IconSearch size={16} />} value={text} onChange={(e) => setText(e.currentTarget.value)} {...rest} />;
}
