import type { StaffMemberView } from '@casework/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useSetStaffStatus } from '../api/set-staff-status.ts';
import { DeactivateThreadsNotice } from './deactivate-threads-notice.tsx';
import { staffName } from './staff-format.ts';

export interface StaffStatusDialogProps {
  member: StaffMemberView;
  onClose: () => void;
  /**
   * Offered while deactivating: hand the member's threads to a colleague first (opens that dialog instead). With it,
   * the dialog counts the member's open threads (an administrator's read) and offers the hand-over only when there
   * are some. Without it the dialog only says the threads stay with them: it never points to a control the viewer
   * may not reach.
   */
  onHandOver?: () => void;
}

/**
 * Deactivate (signed out everywhere at once) or reactivate a staff account, after saying what that does. Cancel has
 * the focus first, so Enter never deactivates by accident.
 */
export function StaffStatusDialog({ member, onClose, onHandOver }: StaffStatusDialogProps) {
  const setStatus = useSetStaffStatus(member.id);
  const name = staffName(member);
  const deactivating = member.isActive;
  const isEnabled = usePluginEnabled();
  const messagingOn = isEnabled('inbox') || isEnabled('teamInbox');

  function confirm() {
    setStatus.mutate(!deactivating, {
      onSuccess: () => {
        showToast({
          color: 'teal',
          message: deactivating
            ? `${name} is deactivated and signed out everywhere.`
            : `${name} can sign in again.`,
        });
        onClose();
      },
      onError: (error) => showToast({ color: 'red', message: `Status not changed: ${errorMessage(error)}` }),
    });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={deactivating ? `Deactivate ${name}?` : `Reactivate ${name}?`}
      centered
      closeOnClickOutside={!setStatus.isPending}
    >
      <Stack gap="md">
        {deactivating ? (
          <>
            <Text>
              {name} is signed out on every device at once and cannot sign in until an administrator
              reactivates the account. Their teams, roles and the records they worked on are kept.
            </Text>
            {messagingOn && onHandOver ? (
              <DeactivateThreadsNotice
                member={member}
                onHandOver={onHandOver}
                disabled={setStatus.isPending}
              />
            ) : messagingOn ? (
              <Text size="sm">
                Any threads assigned to {name}, and their personal threads, stay with them.
              </Text>
            ) : null}
          </>
        ) : (
          <Text>{name} can sign in again with their password. Their teams and roles are as they were.</Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={setStatus.isPending} data-autofocus>
            Cancel
          </Button>
          <PendingButton
            color={deactivating ? 'red.9' : undefined}
            onClick={confirm}
            pending={setStatus.isPending}
          >
            {deactivating ? 'Deactivate account' : 'Reactivate account'}
          </PendingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
