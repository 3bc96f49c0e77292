// Pagination with ellipsis (server paginated: the API supplies last_page).
import { Group, Pagination } from '@mantine/core';

/** Page items shown: first, last, the current one and its neighbours, '…' for gaps. */
export function pageItems(current: number, last: number, siblings = 1): (number | '…')[] {
  const out: (number | '…')[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= siblings) out.push(p);
    else if (out.at(-1) !== '…') out.push('…');
  }
  return out;
}

export function Pager({ page, lastPage, onChange }: { page: number; lastPage: number; onChange: (p: number) => void }) {
  if (lastPage <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination value={page} total={lastPage} onChange={onChange} siblings={1} boundaries={1} />
    </Group>
  );
}
