// The property as the desk shows it (001 "New cash desk"): code, tax id, name, economic activity,
// retention agent (No / Si / Proforma), property type and use.
import { Card, SimpleGrid, Text } from '@mantine/core';
import type { DeskCardData } from '../api/cash.ts';

export function PropertyCard({ card }: { card: DeskCardData }) {
  const p = card.property;
  const fields: [string, string][] = [
    ['Código', p.code],
    ['RIF / Cédula', p.document],
    ['Nombre', p.name],
    ['Actividad económica', p.activity],
    ['Agente de retención', p.retention_text],
    ['Tipo de inmueble', p.type],
    ['Uso', p.use],
  ];
  return (
    <Card withBorder component="section" aria-label="Datos del inmueble">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" component="dl" m={0}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} fw={500}>
              {value || '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
