import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { useRemoveTeamMembers } from '../api/remove-team-members.ts';

export interface RemoveMemberDialogProps {
  teamId: string;
  teamName: string;
  /** The member to remove; the dialog is open while there is one. */
  member: { staffMemberId: string; name: string } | null;
  onClose: () => void;
}

/** Asks before taking someone out of a team (Cancel has the focus first, so Enter never removes by accident). */
export function RemoveMemberDialog({ teamId, teamName, member, onClose }: RemoveMemberDialogProps) {
  const remove = useRemoveTeamMembers(teamId);

  function confirm() {
    if (!member) return;
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
      opened={member !== null}
      onClose={onClose}
      title={member ? `Remove ${member.name} from ${teamName}?` : 'Remove member'}
      centered
      closeOnClickOutside={!remove.isPending}
    >
      <Stack gap="md">
        <Text>
          {member?.name} loses their roles in {teamName} and, with them, its team inbox. Their account and
          their other teams stay as they are.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={confirm} loading={remove.isPending} disabled={remove.isPending}>
            Remove from team
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
