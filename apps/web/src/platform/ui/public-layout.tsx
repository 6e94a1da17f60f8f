import { BrandMark } from './brand-mark.tsx';
import { Box, Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../layout/skip-link.tsx';

export interface PublicLayoutProps {
  children: ReactNode;
  /** Widest the card may grow, in px. */
  width?: number;
}

/** Screens outside the signed-in app (sign-in, errors): the brand and one centred card. */
export function PublicLayout({ children, width = 440 }: PublicLayoutProps) {
  return (
    <Box mih="100dvh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <SkipLink />
      <Box component="header" px="md" py="sm">
        <BrandMark />
      </Box>
      <Center
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        mih="calc(100dvh - 60px)"
        px="md"
        pb="xl"
        style={{ outline: 'none', alignItems: 'flex-start' }}
      >
        <Paper
          withBorder
          shadow="sm"
          p={{ base: 'lg', sm: 'xl' }}
          w="100%"
          maw={width}
          mt={{ base: 'md', sm: '8vh' }}
        >
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
