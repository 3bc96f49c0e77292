// A row of filters or buttons over a list: side by side from 768 px, stacked full width below.
import { Flex } from '@mantine/core';
import type { ReactNode } from 'react';

export function FilterBar({ children, justify = 'flex-start' }: { children: ReactNode; justify?: 'flex-start' | 'flex-end' | 'space-between' }) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'flex-end' }}
      justify={{ base: 'flex-start', sm: justify }}
      wrap="wrap"
      gap="sm"
    >
      {children}
    </Flex>
  );
}

/** A filter's width: its own from 768 px, the whole row below. */
export const filterWidth = (px: number) => ({ base: '100%', sm: px });
