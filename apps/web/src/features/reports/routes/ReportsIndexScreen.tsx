// 'Reportes' (/admin/reports, view-reports; 001 section 2 "Reports"): a card per report with what it
// answers and its link, only the reports the user may open (the audit report needs
// export-reports-audit); the reports another issue builds are listed as 'Próximamente'.
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { LABELS } from '@aseo/shared/messages';
import { useSession } from '../../../lib/session.ts';
import { reportsFor } from '../catalogue.ts';

const L = LABELS.reports.index;

export default function ReportsIndexScreen() {
  const { user } = useSession();
  const reports = reportsFor(user);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {L.intro}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {reports.map((r) => (
          <Card key={r.key} component="li" withBorder padding="lg" data-testid="report-card" data-report={r.key}>
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Title order={2} size="h4">
                    {r.title}
                  </Title>
                  {r.soon && (
                    <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                      {L.soon}
                    </Badge>
                  )}
                </Group>
                <Text size="sm">{r.answers}</Text>
              </Stack>
              {!r.soon && (
                <Group justify="flex-end">
                  <Button
                    component={Link}
                    to={r.path}
                    variant="light"
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                    aria-label={`${L.open} ${r.title}`}
                  >
                    {L.open}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
