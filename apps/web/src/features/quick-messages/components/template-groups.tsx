import type { MessageTemplateView, TemplateCategoryView } from '@casework/contract';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { TemplateCard } from './template-card.tsx';

export type TemplatePages = UseInfiniteQueryResult<
  InfiniteData<{ items: MessageTemplateView[]; total: number }>
>;

export function TemplateList({
  query,
  empty,
  render,
}: {
  query: TemplatePages;
  empty: string;
  render: (items: MessageTemplateView[]) => ReactNode;
}) {
  if (query.isError) return <ErrorAlert title="The quick messages could not be loaded" error={query.error} />;
  if (!query.data) return <Loader size="sm" aria-label="Loading quick messages" />;
  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages.at(-1)?.total ?? items.length;
  if (items.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      {render(items)}
      {query.hasNextPage ? (
        <Group gap="sm">
          <PendingButton
            variant="default"
            pending={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Show more
          </PendingButton>
          <Text size="sm" c="dimmed">
            {items.length} of {total} shown
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

export interface CardsProps {
  items: MessageTemplateView[];
  teamId: string;
  onDelete: (template: MessageTemplateView) => void;
}

export function CardStack({ items, teamId, headingOrder, onDelete }: CardsProps & { headingOrder: 3 | 4 }) {
  return (
    <Stack gap="sm">
      {items.map((t) => (
        <TemplateCard
          key={t.id}
          template={t}
          teamId={teamId}
          headingOrder={headingOrder}
          onDelete={onDelete}
        />
      ))}
    </Stack>
  );
}

/** The team's categories in name order, each with its templates (one may be in several); Uncategorised last. */
export function groupByCategory(
  items: readonly MessageTemplateView[],
  categories: readonly Pick<TemplateCategoryView, 'id' | 'name'>[],
): { id: string | null; name: string; items: MessageTemplateView[] }[] {
  const known = new Set(categories.map((c) => c.id));
  const groups = categories
    .map((c) => ({
      id: c.id,
      name: c.name,
      items: items.filter((t) => t.categories.some((tc) => tc.id === c.id)),
    }))
    .filter((g) => g.items.length > 0);
  // A category created since the categories were loaded still gets its group.
  const unlisted = new Map<string, { id: string; name: string; items: MessageTemplateView[] }>();
  for (const t of items)
    for (const c of t.categories)
      if (!known.has(c.id)) {
        const group = unlisted.get(c.id) ?? { id: c.id, name: c.name, items: [] };
        group.items.push(t);
        unlisted.set(c.id, group);
      }
  const none = items.filter((t) => t.categories.length === 0);
  return [
    ...groups,
    ...[...unlisted.values()].sort((a, b) => a.name.localeCompare(b.name)),
    ...(none.length > 0 ? [{ id: null, name: 'Uncategorised', items: none }] : []),
  ];
}

export function CategoryGroups({
  items,
  categories,
  teamId,
  onDelete,
}: CardsProps & { categories: TemplateCategoryView[] }) {
  return (
    <Stack gap="lg">
      {groupByCategory(items, categories).map((group) => (
        <Stack key={group.id ?? 'none'} gap="xs">
          <Title order={3} size="h6" c="dimmed" tt="uppercase">
            {group.name}{' '}
            <Text span size="xs">
              ({group.items.length})
            </Text>
          </Title>
          <CardStack items={group.items} teamId={teamId} headingOrder={4} onDelete={onDelete} />
        </Stack>
      ))}
    </Stack>
  );
}
