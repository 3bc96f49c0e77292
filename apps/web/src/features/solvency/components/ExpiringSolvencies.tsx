// The taxpayer's notice that a certificate is about to lapse (issue 26 item 7; docs/solvency.md):
// one line per property whose newest certificate on the list reads 'Por vencer' (`expires_soon`).
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDate } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import type { SolvencyItem } from '../api/solvency.ts';

/** The newest certificate of each property that is about to lapse (the list comes newest first). */
export function expiringSolvencies(rows: SolvencyItem[]): SolvencyItem[] {
  const seen = new Set<number>();
  return rows.filter((s) => {
    if (seen.has(s.property.id)) return false;
    seen.add(s.property.id);
    return s.expires_soon;
  });
}

export function ExpiringSolvencies({ rows }: { rows: SolvencyItem[] }) {
  const expiring = expiringSolvencies(rows);
  if (!expiring.length) return null;
  const line = (s: SolvencyItem) => fillMessage(MSG.solvency.expiresSoon, { date: formatDate(s.valid_until), code: s.property.code, number: s.number_format });
  return (
    <Alert color="yellow" variant="light" title="Por vencer" icon={<IconAlertTriangle aria-hidden />} data-testid="solvency-expiring">
      {expiring.length === 1 ? (
        line(expiring[0]!)
      ) : (
        <List size="sm">
          {expiring.map((s) => (
            <List.Item key={s.id}>{line(s)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
