import type { ReactNode } from 'react';
import { Box, Card, Center, Stack, Title } from '@mantine/core';
import { Brand } from '../../layout/index.ts';

/** The card of the sign-in, register and recovery screens: the municipality, then the screen's title as its h1. */
export function AuthCard({ title, children, width = 420 }: { title: string; children: ReactNode; width?: number }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={width}>
        <Stack gap="md">
          <div>
            <Box mb={4}>
              <Brand />
            </Box>
            <Title order={1} size="h2">
              {title}
            </Title>
          </div>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
