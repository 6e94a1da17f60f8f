import { STORAGE_KEY_PREFIX } from '@casework/contract';

/**
 * Local storage key of the participants the signed-in user opened last. Under the SPEC §9 prefix, so it goes with the
 * user: cleared on sign-out and whenever someone else signs in on this browser (platform/session/user-storage.ts).
 */
export const RECENT_PARTICIPANTS_KEY = `${STORAGE_KEY_PREFIX}recentParticipants`;
const MAX_RECENT = 8;

export interface RecentParticipant {
  participantId: string;
  name: string;
  dob: string;
  openedAt: string;
}

export function readRecentParticipants(): RecentParticipant[] {
  try {
    const raw = window.localStorage.getItem(RECENT_PARTICIPANTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is RecentParticipant =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as RecentParticipant).participantId === 'string' &&
        typeof (p as RecentParticipant).name === 'string',
    );
  } catch {
    return [];
  }
}

/** Puts a participant at the top of the recent list (once), keeping the last few. */
export function rememberRecentParticipant(p: Omit<RecentParticipant, 'openedAt'>): void {
  const next = [
    { ...p, openedAt: new Date().toISOString() },
    ...readRecentParticipants().filter((r) => r.participantId !== p.participantId),
  ].slice(0, MAX_RECENT);
  try {
    window.localStorage.setItem(RECENT_PARTICIPANTS_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the shortcut list.
  }
}
