/** What the team page asks of the staff picker the route gives it (the picker belongs to the staff feature). */
export interface MemberPickerProps {
  /** Staff already in the team: shown, but not pickable. */
  excludeIds: readonly string[];
  /** The verb of the confirm button, e.g. "Add to Family Services". */
  confirmLabel: string;
  busy: boolean;
  onConfirm: (staffMemberIds: string[]) => void;
  onCancel: () => void;
}

export type MemberPicker = (props: MemberPickerProps) => React.ReactNode;
