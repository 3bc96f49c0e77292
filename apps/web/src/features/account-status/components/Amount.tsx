// 'Monto Adecuado': what a property owes in UCD (4 decimals) with its Bs at today's rate below
// (2 decimals), as 000 section 9 formats them.
import { Stack, Text } from '@mantine/core';
import { formatBs, formatUcd } from '@aseo/shared/format';

export function Amount({ ucd, bs }: { ucd: string; bs: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{formatUcd(ucd)}</Text>
      <Text size="xs" c="dimmed">
        {bs === null ? 'Sin tasa UCD vigente' : formatBs(bs)}
      </Text>
    </Stack>
  );
}
