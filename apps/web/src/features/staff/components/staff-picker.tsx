import type { StaffMemberView } from '@casework/contract';
import { Alert, Button, Checkbox, Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { getStaffMembersQueryOptions } from '../api/get-staff-members.ts';
import { staffName } from './staff-format.ts';
import { staffNameQueries } from './staff-search-params.ts';

const PICKER_PAGE = 25;

export interface StaffPickerProps {
  /** Staff who cannot be picked (e.g. already in the team); they are shown as such. */
  excludeIds: readonly string[];
  confirmLabel: string;
  busy: boolean;
  onConfirm: (staffMemberIds: string[]) => void;
  onCancel: () => void;
}

function byName(a: StaffMemberView, b: StaffMemberView): number {
  return a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);
}

/** Find staff by name as you type and tick several; the choice is kept while the search changes. */
export function StaffPicker({ excludeIds, confirmLabel, busy, onConfirm, onCancel }: StaffPickerProps) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const [chosen, setChosen] = useState<Map<string, StaffMemberView>>(new Map());
  const results = useQueries({
    queries: staffNameQueries(debounced).map((names) =>
      getStaffMembersQueryOptions({ ...names, take: PICKER_PAGE }),
    ),
  });
  const failed = results.find((r) => r.isError);
  const loading = results.some((r) => r.isPending);
  const found = new Map<string, StaffMemberView>();
  for (const r of results) for (const member of r.data?.items ?? []) found.set(member.id, member);
  const people = [...found.values()].sort(byName);
  const more = results.some((r) => (r.data?.total ?? 0) > PICKER_PAGE);

  function toggle(member: StaffMemberView, on: boolean) {
    setChosen((previous) => {
      const next = new Map(previous);
      if (on) next.set(member.id, member);
      else next.delete(member.id);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.size > 0) onConfirm([...chosen.keys()]);
  }

  const chosenNames = [...chosen.values()].sort(byName).map(staffName);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Find staff by name"
          description="A first or last name, or both. Leave empty to list everyone."
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={loading || text !== debounced ? <Loader size={14} aria-hidden /> : null}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter searches at once here rather than sending the form with a half-typed name.
            if (e.key === 'Enter') e.preventDefault();
          }}
          data-autofocus
          autoComplete="off"
        />
        <div aria-live="polite">
          {failed ? (
            <Alert color="red" role="alert" title="Staff could not be searched">
              {errorMessage(failed.error)}
            </Alert>
          ) : loading && people.length === 0 ? (
            <Text size="sm" c="dimmed">
              Searching…
            </Text>
          ) : people.length === 0 ? (
            <Text size="sm">No staff member has a name starting like that.</Text>
          ) : (
            <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Text component="legend" size="sm" fw={600} mb={6}>
                {people.length} found{more ? ' (the first ones; type more of the name to narrow)' : ''}
              </Text>
              <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
                <Stack gap="xs" py={4}>
                  {people.map((member) => {
                    const excluded = excludeIds.includes(member.id);
                    const details = [
                      member.email,
                      member.role,
                      member.isActive ? null : 'inactive',
                      excluded ? 'already in this team' : null,
                    ]
                      .filter(Boolean)
                      .join(' · ');
                    return (
                      <Checkbox
                        key={member.id}
                        label={staffName(member)}
                        description={details}
                        checked={excluded || chosen.has(member.id)}
                        disabled={excluded}
                        onChange={(e) => toggle(member, e.currentTarget.checked)}
                      />
                    );
                  })}
                </Stack>
              </ScrollArea.Autosize>
            </fieldset>
          )}
        </div>
        <Text size="sm" aria-live="polite">
          {chosen.size === 0 ? 'Nobody chosen yet.' : `Chosen: ${chosenNames.join(', ')}`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={busy || chosen.size === 0}>
            {chosen.size > 1 ? `${confirmLabel} (${chosen.size})` : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
