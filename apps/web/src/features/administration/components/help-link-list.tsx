import type { HelpLinkView } from '@casework/contract';
import { Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ResponsiveList } from '../../../platform/ui/responsive-list.tsx';
import { RowAction, RowActions } from './row-actions.tsx';

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
    <RowActions itemName={link.title} onEdit={() => onEdit(link)}>
      <RowAction
        icon={IconTrash}
        label="Delete"
        itemName={link.title}
        color="red"
        onClick={() => onDelete(link)}
      />
    </RowActions>
  );
}

function Description({ text }: { text: string }) {
  return text ? (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  ) : null;
}

/** The help links in the order participants see them: a table, or cards on a phone. */
export function HelpLinkList({ items, ...actions }: HelpLinkListProps) {
  return (
    <ResponsiveList
      items={items}
      caption={`${items.length} ${items.length === 1 ? 'link' : 'links'}, in the order participants see them`}
      ordered
      minWidth={720}
      head={
        <>
          <Table.Th scope="col" w={70}>
            Order
          </Table.Th>
          <Table.Th scope="col">Title and description</Table.Th>
          <Table.Th scope="col">Web address</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      row={(link) => (
        <>
          <Table.Td>{link.sortOrder}</Table.Td>
          <Table.Th scope="row" fw={400}>
            <Text fw={600}>{link.title}</Text>
            <Description text={link.description} />
          </Table.Th>
          <Table.Td maw={320}>
            <Address url={link.url} />
          </Table.Td>
          <Table.Td>
            <Actions link={link} {...actions} />
          </Table.Td>
        </>
      )}
      card={(link) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>{link.title}</Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              Order {link.sortOrder}
            </Text>
          </Group>
          <Description text={link.description} />
          <Address url={link.url} />
          <Actions link={link} {...actions} />
        </Stack>
      )}
    />
  );
}
