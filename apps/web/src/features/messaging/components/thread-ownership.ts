import type { ThreadView } from '@casework/contract';

/** The caller owns this personal thread (open, or a row of a list): it is theirs to work, with no assigning needed. */
export function isOwnPersonalThread(
  thread: Pick<ThreadView, 'kind' | 'owner'>,
  staffMemberId: string | null,
): boolean {
  return thread.kind === 'personal' && staffMemberId !== null && thread.owner?.id === staffMemberId;
}

/**
 * Who works the thread, for staff. A team thread has assignees or is unassigned; a personal thread belongs to its
 * owner (the caller: nothing to say beyond the "yours" badge), and anyone assigned besides shares it.
 */
export function staffWorkText(thread: ThreadView, staffMemberId: string | null): string | null {
  const names = (refs: { name: string }[]) => refs.map((a) => a.name).join(', ');
  if (thread.kind === 'personal' && thread.owner) {
    const owner = thread.owner;
    const others = thread.assignees.filter((a) => a.id !== owner.id);
    const parts = [
      owner.id === staffMemberId ? null : `Owned by ${owner.name}`,
      others.length > 0 ? `Also assigned to ${names(others)}` : null,
    ].filter((p) => p !== null);
    return parts.length > 0 ? parts.join(' · ') : null;
  }
  return thread.assignees.length > 0 ? `Assigned to ${names(thread.assignees)}` : 'Unassigned';
}
