import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { rollUpActivityHours } from '#src/modules/logs/activity-log-hours.repository.ts';
import { createSecretBox, webhookSecretKey } from '#src/platform/crypto/secret-box.ts';
import { insertRows, withoutSecondaryIndexes } from './generate-threads.ts';
import type { Random } from '#src/platform/seeded-random.ts';

/**
 * The rest of the large organisation (issue 9): participant files metadata, the activity log (2,000,000 rows at full
 * size), quick-message templates of every staff member and team, and the webhooks of the fan-out scenario.
 */

export interface RecordSetSize {
  /** Activity-log rows over the last two years. */
  activityLogs: number;
  /** Average files per participant (metadata only: no bytes are written, no scenario reads them). */
  filesPerParticipant: number;
}

export interface RecordPeople {
  participants: { participantId: string; name: string }[];
  /** Users of active staff members, and of the participants who have an account. */
  staffUserIds: string[];
  participantUserIds: string[];
  teamIds: string[];
}

export interface RecordSetSummary {
  participantFiles: number;
  activityLogs: number;
  personalTemplates: number;
  teamTemplates: number;
}

type Row = Record<string, string | number | null>;

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;
const LOG_ROWS_PER_ROUND = 20_000;
const FILE_PARTICIPANTS_PER_ROUND = 10_000;
const FILE_CATEGORIES = ['identity', 'income', 'housing', 'medical', 'education', 'enrollment'] as const;
const FILE_TYPES = [
  ['pdf', 'application/pdf'],
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
] as const;
const REASONS = [
  'Verifying identity on a call',
  'Preparing a housing application',
  'Checking contact details before a home visit',
  'Participant asked for a copy',
  'Supervisor review',
] as const;
const ADMIN_KINDS = [
  ['team-members-changed', 'Team members changed.'],
  ['staff-account-updated', 'Staff account updated.'],
  ['team-roles-changed', 'Team roles changed.'],
  ['service-changed', 'Service updated in the directory.'],
  ['help-link-changed', 'Help link changed.'],
  ['webhook-changed', 'Webhook changed.'],
] as const;
// prettier-ignore
const TEMPLATE_NAMES = [
  'Appointment reminder', 'Documents received', 'Missing documents', 'Rental assistance next steps',
  'Heating assistance approved', 'Heating assistance denied', 'Food pantry hours', 'Welcome to the program',
  'Intake follow-up', 'Call back request', 'Home visit scheduled', 'Transportation arranged',
  'Application under review', 'Eligibility questions', 'Referral to another team', 'Closing your case',
  'Holiday office hours', 'Tribal enrollment documents', 'GED class schedule', 'Job training openings',
  'Elder wellness check', 'Youth camp registration', 'Payment sent', 'Interpreter available',
] as const;
const TEMPLATE_TAILS = ['', '', ' (short)', ' (Yup’ik)', ' (follow-up)', ' 2'] as const;

const iso = (ms: number) => new Date(ms).toISOString();
/** A time in the last two years, skewed towards the recent past like a growing log. */
const recent = (random: Random, clock: number) =>
  clock - Math.floor(random.next() ** 1.6 * HISTORY_DAYS * DAY_MS);

/** One activity-log row of a realistic mix: messages, sensitive-info access, assignments, referrals, administration. */
function activityRow(random: Random, people: RecordPeople, clock: number): Row {
  const at = recent(random, clock);
  const staffActor = random.pick(people.staffUserIds);
  const subject = random.pick(people.participants);
  const roll = random.next();
  const row = (kind: string, actor: string | null, participantId: string | null, message: string): Row => ({
    id: random.uuidv7(at),
    kind,
    actor_user_id: actor,
    participant_id: participantId,
    message,
    detail: '{}',
    created_at: iso(at),
  });
  if (roll < 0.55) {
    const byParticipant = people.participantUserIds.length > 0 && random.chance(0.3);
    return row(
      'message-created',
      byParticipant ? random.pick(people.participantUserIds) : staffActor,
      subject.participantId,
      `Message created in thread "Assistance request" by ${byParticipant ? 'the participant' : 'staff'}.`,
    );
  }
  if (roll < 0.77)
    return row(
      'sensitive-info-access',
      staffActor,
      subject.participantId,
      `Viewed the profile of ${subject.name} (${subject.participantId}). Reason: ${random.pick(REASONS)}`,
    );
  if (roll < 0.89)
    return row('thread-assigned', staffActor, subject.participantId, 'Thread assigned to a staff member.');
  if (roll < 0.91)
    return row('thread-referred', staffActor, subject.participantId, 'Thread referred to another team.');
  if (roll < 0.94)
    return row(
      'participant-status-changed',
      staffActor,
      subject.participantId,
      `Status of ${subject.name} changed.`,
    );
  const [kind, message] = random.pick(ADMIN_KINDS);
  return row(kind, staffActor, null, message);
}

async function fillActivityLogs(db: Db, random: Random, people: RecordPeople, rows: number, clock: number) {
  await withoutSecondaryIndexes(db, ['activity_logs'], async () => {
    for (let from = 0; from < rows; from += LOG_ROWS_PER_ROUND) {
      const batch: Row[] = [];
      for (let i = from; i < Math.min(rows, from + LOG_ROWS_PER_ROUND); i += 1)
        batch.push(activityRow(random, people, clock));
      await insertRows(db, 'activity_logs', batch);
    }
  });
}

/** Files metadata: 0 to 2 × the average per participant, unique per participant, category and name. */
async function fillParticipantFiles(
  db: Db,
  random: Random,
  people: RecordPeople,
  perParticipant: number,
  clock: number,
): Promise<number> {
  let total = 0;
  const list = people.participants;
  for (let from = 0; from < list.length; from += FILE_PARTICIPANTS_PER_ROUND) {
    const rows: Row[] = [];
    for (const participant of list.slice(from, from + FILE_PARTICIPANTS_PER_ROUND)) {
      const count = random.int(Math.round(perParticipant * 2) + 1);
      for (let n = 0; n < count; n += 1) {
        const at = recent(random, clock);
        const category = random.pick(FILE_CATEGORIES);
        const [extension, contentType] = random.pick(FILE_TYPES);
        const id = random.uuidv7(at);
        rows.push({
          id,
          participant_id: participant.participantId,
          category,
          name: `${category}-${new Date(at).getUTCFullYear()}-${n + 1}.${extension}`,
          content_type: contentType,
          size: 20_000 + random.int(3_000_000),
          storage_key: `participants/${participant.participantId}/${id}`,
          uploaded_by: random.pick(people.staffUserIds),
          created_at: iso(at),
          updated_at: iso(at),
        });
      }
    }
    await insertRows(db, 'participant_files', rows);
    total += rows.length;
  }
  return total;
}

function templateRow(
  random: Random,
  owner: { teamId: string } | { userId: string },
  author: string,
  clock: number,
) {
  const at = recent(random, clock);
  const name = `${random.pick(TEMPLATE_NAMES)}${random.pick(TEMPLATE_TAILS)}`;
  const text = `Hello {participantFirstName}, this is about: ${name.toLowerCase()}. Call us at {teamPhone} with any questions.`;
  return {
    id: random.uuidv7(at),
    name,
    type: 'teamId' in owner ? 'team' : 'personal',
    team_id: 'teamId' in owner ? owner.teamId : null,
    owner_user_id: 'userId' in owner ? owner.userId : null,
    body_html: `<p>${text}</p>`,
    body_text: text,
    created_by_user_id: author,
    updated_by_user_id: author,
    created_at: iso(at),
    updated_at: iso(at),
  };
}

/** 2 to 6 personal templates per staff member, 8 to 20 per team. */
async function fillTemplates(db: Db, random: Random, people: RecordPeople, clock: number) {
  const personal: Row[] = [];
  for (const userId of people.staffUserIds) {
    for (let n = 2 + random.int(5); n > 0; n -= 1)
      personal.push(templateRow(random, { userId }, userId, clock));
  }
  const team: Row[] = [];
  for (const teamId of people.teamIds) {
    for (let n = 8 + random.int(13); n > 0; n -= 1)
      team.push(templateRow(random, { teamId }, random.pick(people.staffUserIds), clock));
  }
  await insertRows(db, 'message_templates', personal);
  await insertRows(db, 'message_templates', team);
  return { personalTemplates: personal.length, teamTemplates: team.length };
}

/**
 * Writes the records inside one transaction; deterministic from `random`. Then catches up the activity log's
 * hourly roll-up (decision 020) over the whole bulk-loaded history, as the reader of a live log keeps it caught up
 * to the last closed hour: the admin-log scenario measures that steady state, not a first catch-up.
 */
export async function generateRecords(
  db: Db,
  random: Random,
  people: RecordPeople,
  size: RecordSetSize,
  clock: number,
): Promise<RecordSetSummary> {
  if (people.staffUserIds.length === 0 || people.participants.length === 0)
    throw new Error('Records need generated participants and active staff members.');
  const summary = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const participantFiles = await fillParticipantFiles(t, random, people, size.filesPerParticipant, clock);
    await fillActivityLogs(t, random, people, size.activityLogs, clock);
    const templates = await fillTemplates(t, random, people, clock);
    return { participantFiles, activityLogs: size.activityLogs, ...templates };
  });
  // The whole history in one pass (a live reader catches up at most 31 days per read).
  while ((await rollUpActivityHours(db, { maxHours: 1_000_000 })).retryInMs === 0);
  return summary;
}

/** Webhooks subscribed to `eventType` at `url` (signed with secrets sealed as the app seals them), for the fan-out. */
export async function generateWebhooks(
  db: Db,
  opts: { url: string; count: number; eventType: string; authSecret: string; createdAt: Date },
): Promise<string[]> {
  const box = createSecretBox(webhookSecretKey(opts.authSecret));
  const ids: string[] = [];
  for (let i = 0; i < opts.count; i += 1) {
    const id = crypto.randomUUID();
    ids.push(id);
    await db.execute(
      sql`insert into webhooks (id, url, description, event_types, secret_sealed, created_at, updated_at)
        values (${id}, ${`${opts.url}/hook/${i + 1}`}, ${`Bench receiver ${i + 1}`},
          array[${opts.eventType}]::text[], ${box.seal(`whsec_${Buffer.from(`bench-secret-${i}-0123456789abcdef`).toString('base64')}`)},
          ${opts.createdAt.toISOString()}, ${opts.createdAt.toISOString()})`,
    );
  }
  return ids;
}
