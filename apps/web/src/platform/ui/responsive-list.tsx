import { Paper, Stack, Table, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useCompactLayout } from './use-compact-layout.ts';

/**
 * What the list holds, e.g. "3 links": the table's caption, the cards' accessible name and footnote; or, when a
 * heading just above already says it, that heading's id, which then names the list (no caption to read twice).
 */
type ListName = { caption: string; labelledBy?: never } | { labelledBy: string; caption?: never };

export type ResponsiveListProps<T extends { id: string }> = ListName & {
  items: readonly T[];
  /** The cards are a numbered list: their order means something. */
  ordered?: boolean;
  /** The narrowest the table gets before it scrolls sideways, in pixels. */
  minWidth: number;
  /** The table's column headers (`Table.Th scope="col"`). */
  head: ReactNode;
  /** The cells of one item's table row. */
  row: (item: T) => ReactNode;
  rowStyle?: CSSProperties;
  /** What one item's card on a phone holds. */
  card: (item: T) => ReactNode;
};

/** A list as a striped table, or as a list of cards below the "sm" breakpoint. */
export function ResponsiveList<T extends { id: string }>({
  items,
  caption,
  labelledBy,
  ordered = false,
  minWidth,
  head,
  row,
  rowStyle,
  card,
}: ResponsiveListProps<T>) {
  const compact = useCompactLayout();

  if (compact) {
    return (
      <Stack gap="xs">
        <Stack
          component={ordered ? 'ol' : 'ul'}
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={caption}
          aria-labelledby={labelledBy}
        >
          {items.map((item) => (
            <Paper key={item.id} component="li" withBorder p="sm">
              {card(item)}
            </Paper>
          ))}
        </Stack>
        {caption ? (
          <Text size="sm" c="dimmed" ta="center">
            {caption}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="sm" aria-labelledby={labelledBy}>
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} style={rowStyle}>
              {row(item)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
