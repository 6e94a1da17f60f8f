import { Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { focusIsLost } from '../ui/focus-lost.ts';
import { navCountLabel, navCountsTotal, useNavCounts } from './nav-counts.ts';

export const APP_NAME = 'Casework';

/**
 * Sets the browser tab title: "<page> · Casework", led by the navigation's counts while there are any ("(2) Inbox ·
 * Casework"), so a new message shows in a tab in the background.
 */
export function usePageTitle(title: string): void {
  const count = navCountsTotal(useNavCounts());
  useEffect(() => {
    const page = title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
    document.title = count > 0 ? `(${navCountLabel(count)}) ${page}` : page;
  }, [title, count]);
}

/** Marks the heading `Page` renders, so the focus that `Page` placed on it can be told from focus a person placed. */
const PAGE_HEADING_ATTRIBUTE = 'data-page-heading';

/**
 * Nobody has moved the focus since the screen opened: it is lost, or still on the screen's heading where `Page` put
 * it. A screen may then move it on (to what was just saved) without taking it from where the person went.
 */
export function focusIsWherePageLeftIt(): boolean {
  return focusIsLost() || document.activeElement?.hasAttribute(PAGE_HEADING_ATTRIBUTE) === true;
}

export interface PageProps {
  title: string;
  /** The browser tab title, when it should differ from the heading. */
  documentTitle?: string;
  /** One sentence under the title. */
  description?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A screen: its <h1>, the tab title, and the content. A screen that opens with nothing focused (the link or button
 * that led here went with the last screen) gives the focus to its heading, so the keyboard and a screen reader start
 * at the top of the new screen, not at the top of the document. Focus placed by the screen itself (its effects run
 * first) or kept by a control that is still there (the navigation) stays where it is.
 */
export function Page({ title, documentTitle, description, actions, children }: PageProps) {
  usePageTitle(documentTitle ?? title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusIsLost()) headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          {/* Focusable by script only; not a control, so no focus ring (as the main region). */}
          <Title
            order={1}
            size="h2"
            ref={headingRef}
            tabIndex={-1}
            style={{ outline: 'none' }}
            {...{ [PAGE_HEADING_ATTRIBUTE]: true }}
          >
            {title}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
