import { useSession } from '../../../platform/session/session-provider.tsx';
import { isParticipantSession } from '../../../platform/session/roles.ts';

/** The word for a thread as its reader knows it: staff work "threads", participants have "conversations". */
export interface ThreadWords {
  /** "thread" or "conversation". */
  one: string;
  /** "threads" or "conversations". */
  many: string;
  /** "Thread" or "Conversation", to start a sentence. */
  One: string;
  /** "1 thread", "3 conversations". */
  count: (n: number) => string;
}

export function threadWords(participant: boolean): ThreadWords {
  const one = participant ? 'conversation' : 'thread';
  const many = `${one}s`;
  return {
    one,
    many,
    One: one.charAt(0).toUpperCase() + one.slice(1),
    count: (n) => `${n} ${n === 1 ? one : many}`,
  };
}

/** The words for the signed-in reader, for a control that does not know which inbox it is in. */
export function useThreadWords(): ThreadWords {
  const { data } = useSession();
  return threadWords(data !== null && isParticipantSession(data));
}
