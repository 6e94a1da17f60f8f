import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useId } from 'react';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import type { useTemplateCategories } from '../api/list-template-categories.ts';
import { plural } from '../../../platform/ui/plural.ts';

/** The team's categories as links to their edit pages, each with its number of quick messages; Uncategorised last. */
export function CategoryChips({
  teamId,
  query,
}: {
  teamId: string;
  query: ReturnType<typeof useTemplateCategories>;
}) {
  const headingId = useId();
  if (query.isError) return <ErrorAlert title="The categories could not be loaded" error={query.error} />;
  if (!query.data) return null;
  const { items, uncategorised } = query.data;
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Text id={headingId} size="sm" fw={600}>
        Categories
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No categories yet. Categories group the quick messages here; create one with “New category”.
        </Text>
      ) : (
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((c) => (
            <li key={c.id} style={{ maxWidth: '100%' }}>
              <RouterButton
                to="/staff/team-inbox/$teamId/quick-messages/categories/$categoryId/edit"
                params={{ teamId, categoryId: c.id }}
                data-arrival-key={`category:${c.id}`}
                variant="light"
                radius="xl"
                size="compact-sm"
                // A long name wraps inside the chip instead of pushing the page wider than a phone.
                maw="100%"
                styles={{
                  root: { height: 'auto', minHeight: 26 },
                  label: { whiteSpace: 'normal', textAlign: 'left' },
                }}
                leftSection={<IconPencil size={12} aria-hidden />}
                rightSection={
                  <Badge size="sm" variant="white" circle={c.templateCount < 10} aria-hidden>
                    {c.templateCount}
                  </Badge>
                }
              >
                <VisuallyHidden>Edit category</VisuallyHidden> {c.name}
                <VisuallyHidden>, {quickMessages(c.templateCount)}</VisuallyHidden>
              </RouterButton>
            </li>
          ))}
          <li>
            {/* Not a link (there is nothing to edit), but counted the way the category chips are. */}
            <Badge
              variant="outline"
              color="gray"
              size="lg"
              radius="xl"
              tt="none"
              fw={500}
              rightSection={
                <Badge size="sm" variant="light" color="gray" circle={uncategorised < 10} aria-hidden>
                  {uncategorised}
                </Badge>
              }
            >
              Uncategorised<VisuallyHidden>, {quickMessages(uncategorised)}</VisuallyHidden>
            </Badge>
          </li>
        </Group>
      )}
    </Stack>
  );
}

const quickMessages = (n: number) => plural(n, 'quick message', 'quick messages');
