import type { Db } from '../client.ts';
import { participantPassphrases } from '../schema/index.ts';
import type { SecretBox } from '#src/platform/crypto/secret-box.ts';
import { participantsByName, userIdsByEmail } from './demo-lookups.ts';

/**
 * Phone passphrases of demo participants, so that the staff's "Check a spoken passphrase" and the participant's own
 * settings have something to work with, and the activity log's demo passphrase reads point at real ones. Joseph
 * Nicolai (the second demo participant account) has none: his settings show how to set a first one. Sealed with the
 * installation's passphrase key; idempotent (a passphrase already there, perhaps changed since, is left alone).
 */
interface DemoPassphrase {
  participant: string;
  passphrase: string;
  hint: string;
  /** Who set it: the participant themselves (their account), or a staff member on the phone. */
  setBy: 'participant' | `${string}@example.org`;
  daysAgo: number;
}

export const DEMO_PASSPHRASES: readonly DemoPassphrase[] = [
  {
    participant: 'Lena Andrews',
    passphrase: 'blue kayak',
    hint: 'Grandpa’s boat',
    setBy: 'participant',
    daysAgo: 40,
  },
  {
    participant: 'Sarah Johnson',
    passphrase: 'salmonberry jam',
    hint: '',
    setBy: 'n.pete@example.org',
    daysAgo: 90,
  },
  {
    participant: 'Jonathan Johnson',
    passphrase: 'moose crossing',
    hint: 'Road sign',
    setBy: 'staff@example.org',
    daysAgo: 60,
  },
  {
    participant: 'Ella Kameroff',
    passphrase: 'kuspuk sewing',
    hint: '',
    setBy: 'w.frank@example.org',
    daysAgo: 14,
  },
  {
    participant: 'Samuel Oscar',
    passphrase: 'river ice',
    hint: 'Spring breakup',
    setBy: 'j.alexie@example.org',
    daysAgo: 120,
  },
  {
    participant: 'Ruth Nanalook',
    passphrase: 'fish camp',
    hint: '',
    setBy: 'supervisor@example.org',
    daysAgo: 75,
  },
  {
    participant: 'David Jimmie',
    passphrase: 'raven story',
    hint: 'Bedtime',
    setBy: 'staff@example.org',
    daysAgo: 30,
  },
  {
    participant: 'Agnes Sipary',
    passphrase: 'akutaq bowl',
    hint: 'Eskimo ice cream',
    setBy: 'j.alexie@example.org',
    daysAgo: 200,
  },
  {
    participant: 'Mary Ivanoff',
    passphrase: 'northern lights',
    hint: '',
    setBy: 'n.pete@example.org',
    daysAgo: 45,
  },
  {
    participant: 'Katherine Paul',
    passphrase: 'birch tree',
    hint: 'Front yard',
    setBy: 'staff@example.org',
    daysAgo: 25,
  },
];

const DAY = 86_400_000;

/** Seeds the demo passphrases, sealed with `box` (idempotent). Answers how many it created. */
export async function seedDemoPassphrases(
  db: Db,
  box: SecretBox,
  now: Date = new Date(),
): Promise<{ created: number }> {
  const participantOf = await participantsByName(db);
  const staffIds = await userIdsByEmail(
    db,
    DEMO_PASSPHRASES.flatMap((p) => (p.setBy === 'participant' ? [] : [p.setBy])),
  );
  const rows = DEMO_PASSPHRASES.flatMap((spec): (typeof participantPassphrases.$inferInsert)[] => {
    const participant = participantOf.get(spec.participant);
    if (!participant) return [];
    const setAt = new Date(now.getTime() - spec.daysAgo * DAY);
    const updatedBy = spec.setBy === 'participant' ? participant.userId : (staffIds.get(spec.setBy) ?? null);
    return [
      {
        participantId: participant.participantId,
        ciphertext: box.seal(spec.passphrase),
        hint: spec.hint,
        updatedBy,
        createdAt: setAt,
        updatedAt: setAt,
      },
    ];
  });
  if (rows.length === 0) return { created: 0 };
  const created = await db
    .insert(participantPassphrases)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: participantPassphrases.participantId });
  return { created: created.length };
}
