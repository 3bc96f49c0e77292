// Screens of areas not built yet: their title and a plain 'En construcción' notice. Never an empty
// table: a taxpayer could read 'No hay registros' on 'Estado de Cuenta' as "no debt" (issue 11).
import { Alert, Card, Text } from '@mantine/core';

export default function PlaceholderScreen({ route }: { route: { title: string } }) {
  return (
    <Card withBorder aria-label={route.title}>
      <Alert color="yellow" title="En construcción" role="status">
        <Text size="sm">
          Esta sección del portal todavía no está disponible. Lo que aquí no aparece no significa que no exista: consulte en la oficina de recaudación si
          necesita esta información.
        </Text>
      </Alert>
    </Card>
  );
}
