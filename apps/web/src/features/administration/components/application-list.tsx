import type { ApplicationView } from '@casework/contract';
import { Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useCompactLayout } from '../../../platform/ui/use-compact-layout.ts';

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
    // Dark shades: Mantine's default light-badge text falls below 4.5:1.
    <Badge
      color={isActive ? 'teal.9' : 'gray.8'}
      variant={isActive ? 'light' : 'outline'}
      style={{ overflow: 'visible' }}
    >
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
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => props.onEdit(application)}
        aria-label={`Edit ${application.name}`}
      >
        Edit
      </Button>
      {application.isActive ? (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconPlayerPause size={16} aria-hidden />}
          onClick={() => props.onDeactivate(application)}
          aria-label={`Deactivate ${application.name}`}
        >
          Deactivate
        </Button>
      ) : (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => props.onActivate(application)}
          loading={props.activatingId === application.id}
          aria-label={`Activate ${application.name}`}
        >
          Activate
        </Button>
      )}
    </Group>
  );
}

/** The applications as a table, or as cards on a phone. */
export function ApplicationList({ items, ...actions }: ApplicationListProps) {
  const compact = useCompactLayout();
  const caption = `${items.length} ${items.length === 1 ? 'application' : 'applications'}, ${items.filter((a) => a.isActive).length} active`;

  if (compact) {
    return (
      <Stack gap="xs">
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={caption}>
          {items.map((application) => (
            <Paper key={application.id} component="li" withBorder p="sm">
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
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col">Answering team</Table.Th>
            <Table.Th scope="col" w={110}>
              Status
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((application) => (
            <Table.Tr key={application.id}>
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
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
