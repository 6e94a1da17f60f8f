import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useReturnFocus } from '../../../platform/ui/use-return-focus.ts';
import { useRemoveTeamMembers } from '../api/remove-team-members.ts';

export interface RemoveMemberDialogProps {
  teamId: string;
  teamName: string;
  /** The member to remove; the dialog is on the page only while it is open. */
  member: { staffMemberId: string; name: string };
  onClose: () => void;
  /** Where focus goes once the member is removed and their Remove button with them: never another Remove. */
  focusAfterRemoval: () => HTMLElement | null;
}

/**
 * Asks before taking someone out of a team (Cancel has the focus first, so Enter never removes by accident). Closed
 * without removing, focus goes back to the member's Remove button.
 */
export function RemoveMemberDialog({
  teamId,
  teamName,
  member,
  onClose,
  focusAfterRemoval,
}: RemoveMemberDialogProps) {
  const remove = useRemoveTeamMembers(teamId);
  useReturnFocus(focusAfterRemoval);

  function confirm() {
    remove.mutate([member.staffMemberId], {
      onSuccess: () => {
        showToast({ color: 'teal', message: `${member.name} is no longer in ${teamName}.` });
        onClose();
      },
      onError: (error) => showToast({ color: 'red', message: `Not removed: ${errorMessage(error)}` }),
    });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Remove ${member.name} from ${teamName}?`}
      centered
      closeOnClickOutside={!remove.isPending}
    >
      <Stack gap="md">
        <Text>
          {member.name} loses their roles in {teamName} and, with them, its team inbox. Their account and
          their other teams stay as they are.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
            Cancel
          </Button>
          <PendingButton color="red.9" onClick={confirm} pending={remove.isPending}>
            Remove from team
          </PendingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
