import type { ReactNode } from 'react';
import { Card, Center, Stack, Text, Title } from '@mantine/core';

export function AuthCard({ title, children, width = 420 }: { title: string; children: ReactNode; width?: number }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={width}>
        <Stack gap="md">
          <div>
            <Text c="teal.7" fw={700} size="sm">
              Aseo Urbano
            </Text>
            <Title order={2}>{title}</Title>
          </div>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
