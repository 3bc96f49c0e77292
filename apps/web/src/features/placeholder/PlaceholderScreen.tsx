// Screens of areas not built yet: their title and an empty table, never a broken page.
import { Card } from '@mantine/core';
import { DataTable } from '../../components/DataTable.tsx';
import type { RouteDef } from '../../routes/table.ts';

export default function PlaceholderScreen({ route }: { route: RouteDef }) {
  return (
    <Card withBorder aria-label={route.title}>
      <DataTable columns={[]} rows={[]} />
    </Card>
  );
}
