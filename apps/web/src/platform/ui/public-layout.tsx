import { BrandMark } from './brand-mark.tsx';
import { Box, Center, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import layoutClasses from '../layout/app-layout.module.css';
import { MAIN_CONTENT_ID, SkipLink } from '../layout/skip-link.tsx';

export interface PublicLayoutProps {
  children: ReactNode;
  /** Widest the card may grow, in px. */
  width?: number;
  /** At the right of the header, e.g. the signed-in user's name and sign-out. */
  headerEnd?: ReactNode;
}

/** Screens outside the signed-in app (sign-in, errors): the brand and one centred card. */
export function PublicLayout({ children, width = 440, headerEnd }: PublicLayoutProps) {
  return (
    <Box mih="100dvh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <SkipLink />
      {/* The app header's container, so the user's actions (headerEnd) choose Sign out's form here as there. */}
      <Group
        component="header"
        justify="space-between"
        // The user's actions go under the brand when both do not fit (a 320 px phone at 200% text), not off screen.
        wrap="wrap"
        gap="sm"
        px="md"
        py="sm"
        className={layoutClasses.header}
      >
        <BrandMark />
        {headerEnd ? <Box ms="auto">{headerEnd}</Box> : null}
      </Group>
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
