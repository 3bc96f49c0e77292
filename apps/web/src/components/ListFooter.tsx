// The foot of every paged list: the record count ("1–15 de 27", announced politely when it
// changes) and the pager. Lists render it under their DataTable with the server's page.
import { Group, Text } from '@mantine/core';
import { Pager } from './Pager.tsx';
import { countText, pageRange, type PageCounts } from './list-summary.ts';

/** The count alone; the live region stays mounted (empty for no rows) so each new text is announced. */
export function ListSummary({ data }: { data: PageCounts | null | undefined }) {
  return (
    <Text size="sm" role="status" aria-live="polite" aria-atomic="true" data-testid="list-count">
      {countText(pageRange(data))}
    </Text>
  );
}

/** `page` is the page asked for (the pager follows it at once); `data` the server's answer. */
export function ListFooter({
  data,
  page,
  onChange,
}: {
  data: (PageCounts & { last_page: number }) | null | undefined;
  page: number;
  onChange: (p: number) => void;
}) {
  return (
    <Group justify="space-between" align="center" mt="md" gap="xs">
      <ListSummary data={data} />
      <Pager page={page} lastPage={data?.last_page ?? 1} onChange={onChange} />
    </Group>
  );
}
