import type { HelpLinkView } from '@casework/contract';
import { Anchor, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useCompactLayout } from '../../../platform/ui/use-compact-layout.ts';

export interface HelpLinkListProps {
  items: readonly HelpLinkView[];
  onEdit: (helpLink: HelpLinkView) => void;
  onDelete: (helpLink: HelpLinkView) => void;
}

function Address({ url }: { url: string }) {
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {url} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

function Actions({ link, onEdit, onDelete }: Omit<HelpLinkListProps, 'items'> & { link: HelpLinkView }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => onEdit(link)}
        aria-label={`Edit ${link.title}`}
      >
        Edit
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => onDelete(link)}
        aria-label={`Delete ${link.title}`}
      >
        Delete
      </Button>
    </Group>
  );
}

/** The help links in the order participants see them: a table, or cards on a phone. */
export function HelpLinkList({ items, ...actions }: HelpLinkListProps) {
  const compact = useCompactLayout();
  const caption = `${items.length} ${items.length === 1 ? 'link' : 'links'}, in the order participants see them`;

  if (compact) {
    return (
      <Stack gap="xs">
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={caption}>
          {items.map((link) => (
            <Paper key={link.id} component="li" withBorder p="sm">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{link.title}</Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    Order {link.sortOrder}
                  </Text>
                </Group>
                {link.description ? (
                  <Text size="sm" c="dimmed">
                    {link.description}
                  </Text>
                ) : null}
                <Address url={link.url} />
                <Actions link={link} {...actions} />
              </Stack>
            </Paper>
          ))}
        </Stack>
        <Text size="sm" c="dimmed" ta="center">
          {caption}
        </Text>
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={70}>
              Order
            </Table.Th>
            <Table.Th scope="col">Title and description</Table.Th>
            <Table.Th scope="col">Web address</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((link) => (
            <Table.Tr key={link.id}>
              <Table.Td>{link.sortOrder}</Table.Td>
              <Table.Th scope="row" fw={400}>
                <Text fw={600}>{link.title}</Text>
                {link.description ? (
                  <Text size="sm" c="dimmed">
                    {link.description}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td maw={320}>
                <Address url={link.url} />
              </Table.Td>
              <Table.Td>
                <Actions link={link} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
