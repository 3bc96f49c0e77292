// Pagination with ellipsis (server paginated: the API supplies last_page).
import { Button, Group, Text } from '@mantine/core';

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
    <Group justify="center" gap={4} mt="md" component="nav" aria-label="Paginación">
      <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="Página anterior">
        ‹
      </Button>
      {pageItems(page, lastPage).map((item, i) =>
        item === '…' ? (
          <Text key={`gap-${i}`} c="dimmed" px={4}>
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="compact-sm"
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button size="compact-sm" variant="default" disabled={page >= lastPage} onClick={() => onChange(page + 1)} aria-label="Página siguiente">
        ›
      </Button>
    </Group>
  );
}
