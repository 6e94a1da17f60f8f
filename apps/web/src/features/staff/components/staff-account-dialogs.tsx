import type { StaffMemberView } from '@casework/contract';
import { useReturnFocus } from '../../../platform/ui/use-return-focus.ts';
import { EditStaffMemberDialog } from './edit-staff-member-dialog.tsx';
import { HandOverThreadsDialog } from './hand-over-threads-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { StaffStatusDialog } from './staff-status-dialog.tsx';

export type StaffAccountAction = {
  kind: 'edit' | 'status' | 'password' | 'handover';
  member: StaffMemberView;
};

export interface StaffAccountDialogsProps {
  action: StaffAccountAction | null;
  /** The signed-in user's staff member id: their own account gets a warning before losing Administrator. */
  selfId: string | null;
  onClose: () => void;
  /** Opens another dialog in place of this one (the deactivate dialog offers to hand the threads over first). */
  onSwitch?: (action: StaffAccountAction) => void;
}

/**
 * The one open account dialog (edit, deactivate or reactivate, reset password, hand over threads), if any. Once
 * closed, focus goes back to the button or menu that opened it, also when one dialog led to another.
 */
export function StaffAccountDialogs({ action, ...props }: StaffAccountDialogsProps) {
  return action ? <OpenDialog action={action} {...props} /> : null;
}

function OpenDialog({
  action,
  selfId,
  onClose,
  onSwitch,
}: StaffAccountDialogsProps & { action: StaffAccountAction }) {
  useReturnFocus();
  const key = `${action.kind}-${action.member.id}`;
  switch (action.kind) {
    case 'edit':
      return (
        <EditStaffMemberDialog
          key={key}
          member={action.member}
          isSelf={action.member.id === selfId}
          onClose={onClose}
        />
      );
    case 'status':
      return (
        <StaffStatusDialog
          key={key}
          member={action.member}
          onClose={onClose}
          onHandOver={onSwitch ? () => onSwitch({ kind: 'handover', member: action.member }) : undefined}
        />
      );
    case 'password':
      return <ResetPasswordDialog key={key} member={action.member} onClose={onClose} />;
    case 'handover':
      return <HandOverThreadsDialog key={key} member={action.member} onClose={onClose} />;
  }
}
