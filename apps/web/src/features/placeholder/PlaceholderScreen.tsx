// Screens of areas not built yet: their title and an empty table, never a broken page.
import { Card } from '@mantine/core';
import { DataTable } from '../../components/DataTable.tsx';

export default function PlaceholderScreen({ route }: { route: { title: string } }) {
  return (
    <Card withBorder aria-label={route.title}>
      <DataTable columns={[]} rows={[]} />
    </Card>
  );
}
