import type { StaffMemberView } from '@casework/contract';
import { Button, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useState, type FormEvent } from 'react';
import { staffName } from './staff-format.ts';
import { StaffNameSearchField, byName, useStaffNameSearch } from './staff-name-search.tsx';

export interface StaffPickerProps {
  /** Staff who cannot be picked (e.g. already in the team); they are shown as such. */
  excludeIds: readonly string[];
  confirmLabel: string;
  busy: boolean;
  onConfirm: (staffMemberIds: string[]) => void;
  onCancel: () => void;
}

/** Find staff by name as you type and tick several; the choice is kept while the search changes. */
export function StaffPicker({ excludeIds, confirmLabel, busy, onConfirm, onCancel }: StaffPickerProps) {
  const search = useStaffNameSearch();
  const { people, more } = search;
  const [chosen, setChosen] = useState<Map<string, StaffMemberView>>(new Map());

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
        <StaffNameSearchField
          search={search}
          label="Find staff by name"
          nobody="No staff member has a name starting like that."
        >
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
        </StaffNameSearchField>
        <Text size="sm" aria-live="polite">
          {chosen.size === 0 ? 'Nobody chosen yet.' : `Chosen: ${chosenNames.join(', ')}`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <PendingButton type="submit" pending={busy} disabled={chosen.size === 0}>
            {chosen.size > 1 ? `${confirmLabel} (${chosen.size})` : confirmLabel}
          </PendingButton>
        </Group>
      </Stack>
    </form>
  );
}
