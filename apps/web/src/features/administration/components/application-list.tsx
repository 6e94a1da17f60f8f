import type { ApplicationView } from '@casework/contract';
import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { ResponsiveList } from '../../../platform/ui/responsive-list.tsx';
import { WHOLE_BADGE } from '../../../platform/ui/theme.ts';
import { RowAction, RowActions } from './row-actions.tsx';

export interface ApplicationListProps {
  items: readonly ApplicationView[];
  onEdit: (application: ApplicationView) => void;
  onDeactivate: (application: ApplicationView) => void;
  onActivate: (application: ApplicationView) => void;
  /** The application being activated now, if any. */
  activatingId: string | null;
}

function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    // Filled dark teal with white text (4.9:1) against a dark grey outline, so the active ones stand out in the list.
    <Badge color={isActive ? 'teal.9' : 'gray'} variant={isActive ? 'filled' : 'outline'} {...WHOLE_BADGE}>
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

function Description({ text }: { text: string }) {
  return text ? (
    <Text size="sm">{text}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      No description
    </Text>
  );
}

function Actions({
  application,
  ...props
}: Omit<ApplicationListProps, 'items'> & { application: ApplicationView }) {
  return (
    <RowActions itemName={application.name} onEdit={() => props.onEdit(application)}>
      {application.isActive ? (
        <RowAction
          icon={IconPlayerPause}
          label="Deactivate"
          itemName={application.name}
          color="red"
          onClick={() => props.onDeactivate(application)}
        />
      ) : (
        <RowAction
          icon={IconPlayerPlay}
          label="Activate"
          itemName={application.name}
          pending={props.activatingId === application.id}
          onClick={() => props.onActivate(application)}
        />
      )}
    </RowActions>
  );
}

/** The applications as a table, or as cards on a phone. */
export function ApplicationList({ items, ...actions }: ApplicationListProps) {
  return (
    <ResponsiveList
      items={items}
      caption={`${items.length} ${items.length === 1 ? 'application' : 'applications'}, ${items.filter((a) => a.isActive).length} active`}
      minWidth={760}
      head={
        <>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Description</Table.Th>
          <Table.Th scope="col">Answering team</Table.Th>
          <Table.Th scope="col" w={110}>
            Status
          </Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </>
      }
      row={(application) => (
        <>
          <Table.Th scope="row" fw={600}>
            {application.name}
          </Table.Th>
          <Table.Td maw={360}>
            <Description text={application.description} />
          </Table.Td>
          <Table.Td>{application.team.name}</Table.Td>
          <Table.Td>
            <StatusBadge isActive={application.isActive} />
          </Table.Td>
          <Table.Td>
            <Actions application={application} {...actions} />
          </Table.Td>
        </>
      )}
      card={(application) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>{application.name}</Text>
            <StatusBadge isActive={application.isActive} />
          </Group>
          <Description text={application.description} />
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Answered by{' '}
            </Text>
            {application.team.name}
          </Text>
          <Actions application={application} {...actions} />
        </Stack>
      )}
    />
  );
}
