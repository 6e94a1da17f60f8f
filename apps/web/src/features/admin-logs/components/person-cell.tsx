import { Anchor, Stack, Text } from '@mantine/core';

export interface PersonCellProps {
  person: { id: string; name: string; email: string } | null;
  /** Shown when the entry has no person (a system entry, or an account that no longer exists). */
  missing: string;
  /** Filters the log to this person; left out when the log is already filtered to them. */
  onSelect?: (userId: string) => void;
}

/** A person in a log row: the name filters the log to them, the e-mail is shown below. */
export function PersonCell({ person, missing, onSelect }: PersonCellProps) {
  if (!person) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {missing}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {onSelect ? (
        <Anchor
          component="button"
          type="button"
          // Darker than the default link colour in the light scheme: it keeps 4.5:1 on the tinted sensitive-access rows.
          c="var(--casework-color-strong-link)"
          size="sm"
          fw={600}
          ta="left"
          onClick={() => onSelect(person.id)}
          title={`Show only entries of ${person.name}`}
        >
          {person.name}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {person.name}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {person.email}
      </Text>
    </Stack>
  );
}
