// Pagination with ellipsis (server paginated: the API supplies last_page). On phones the buttons
// grow to a 44 px target and only the current page sits between the first and the last.
import { Button, Group, Text } from '@mantine/core';
import { useIsPhone } from './use-is-phone.ts';

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
  const phone = useIsPhone();
  if (lastPage <= 1) return null;
  const size = phone ? 'md' : 'compact-sm';
  const square = phone ? { miw: 44, px: 8 } : {};
  return (
    <Group justify="center" gap={4} component="nav" aria-label="Paginación">
      <Button size={size} {...square} variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="Página anterior">
        ‹
      </Button>
      {pageItems(page, lastPage, phone ? 0 : 1).map((item, i) =>
        item === '…' ? (
          <Text key={`gap-${i}`} c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item}
            size={size}
            {...square}
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Página ${item}`}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button size={size} {...square} variant="default" disabled={page >= lastPage} onClick={() => onChange(page + 1)} aria-label="Página siguiente">
        ›
      </Button>
    </Group>
  );
}
