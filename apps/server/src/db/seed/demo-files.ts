import type { OfferedFileCategory } from '@casework/contract';
import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  messageFiles,
  messageTemplateFiles,
  messageTemplates,
  messages,
  participantFiles,
} from '../schema/index.ts';
import type { FileStorage } from '#src/platform/files/file-storage.ts';
import { assertUploadName, storeUpload, type StoredUpload } from '#src/platform/files/file-upload.ts';
import { participantFileKey, templateFileKey, threadFileKey } from '#src/platform/files/storage-keys.ts';
import { DEMO_DOCUMENTS, type DemoDocumentKey } from './demo-documents.ts';
import { demoId } from './demo-ids.ts';
import { participantsByName, userIdsByEmail } from './demo-lookups.ts';
import { demoMessageId, demoThreadId } from './demo-threads.ts';
import { demoTemplateId } from './demo-templates.ts';

/**
 * Files of the demo organisation: documents in participants' records, attachments of demo messages and of quick
 * messages. Bytes go through the same checks and keys as an upload. Idempotent: a file whose row exists is
 * skipped, so a second run writes neither rows nor bytes.
 */

type StaffEmail = `${string}@example.org`;

const DANIEL = 'staff@example.org';
const MARTHA = 'supervisor@example.org';
const PETER = 'p.active@example.org';
const WALTER = 'w.frank@example.org';

interface DemoParticipantFile {
  participant: string;
  category: OfferedFileCategory;
  document: DemoDocumentKey;
  /** The participant uploaded it themself, or this staff member did. */
  by: 'participant' | StaffEmail;
  daysAgo: number;
}

/** One participant file: whose, in which category, which document, who uploaded it and how many days ago. */
const file = (
  participant: string,
  category: OfferedFileCategory,
  document: DemoDocumentKey,
  by: DemoParticipantFile['by'],
  daysAgo: number,
): DemoParticipantFile => ({ participant, category, document, by, daysAgo });

export const DEMO_PARTICIPANT_FILES: readonly DemoParticipantFile[] = [
  file('Lena Andrews', 'identity', 'lenaTribalId', PETER, 21),
  file('Lena Andrews', 'income', 'lenaPayStub', 'participant', 0.1),
  file('Lena Andrews', 'housing', 'lenaLease', WALTER, 2.5),
  file('Lena Andrews', 'health', 'lenaClinicLetter', 'participant', 2),
  file('Lena Andrews', 'other', 'lenaSuppliesVoucher', MARTHA, 1),
  file('Joseph Nicolai', 'identity', 'josephBirthRecord', 'participant', 2.9),
  file('Joseph Nicolai', 'housing', 'josephEvictionNotice', 'participant', 0.02),
  file('Joseph Nicolai', 'income', 'josephEmploymentLetter', 'participant', 6),
  file('Ella Kameroff', 'housing', 'ellaRentalAgreement', WALTER, 14.6),
  file('Ella Kameroff', 'identity', 'ellaDriverLicense', WALTER, 14.5),
  file('Thomas Wassillie', 'identity', 'thomasBirthCertificate', DANIEL, 11),
];

/** An attachment of a demo message (DEMO_THREADS key, message index from 0), uploaded by the message's author. */
interface DemoMessageFile {
  thread: string;
  message: number;
  document: DemoDocumentKey;
}

export const DEMO_MESSAGE_FILES: readonly DemoMessageFile[] = [
  { thread: 'lena-child-care', message: 0, document: 'lenaPayStub' },
  { thread: 'lena-rent-march', message: 1, document: 'rentalApplication' },
  { thread: 'joseph-newborn-enrollment', message: 1, document: 'minorEnrollmentForm' },
  { thread: 'joseph-newborn-enrollment', message: 2, document: 'josephBirthRecord' },
  { thread: 'joseph-home-repair', message: 0, document: 'josephStepsPhoto' },
];

/** A file of a demo quick message (DEMO_TEMPLATES key), added by a lead of the template's team. */
interface DemoTemplateFile {
  template: string;
  document: DemoDocumentKey;
  by: StaffEmail;
}

export const DEMO_TEMPLATE_FILES: readonly DemoTemplateFile[] = [
  { template: 'family-welcome', document: 'familyServicesGuide', by: MARTHA },
  { template: 'family-documents', document: 'documentChecklist', by: MARTHA },
  { template: 'housing-leap', document: 'liheapForm', by: 'n.pete@example.org' },
];

/** Far above any demo document (a few kB): only a broken generator would reach it. */
const DEMO_FILE_MAX_BYTES = 64 * 1024;
const DAY = 86_400_000;

type FileTable = typeof participantFiles | typeof messageFiles | typeof messageTemplateFiles;

/** A file to add: its row id, where its bytes go, and the row to write once they are stored. */
interface PlannedFile<T extends FileTable> {
  id: string;
  key: string;
  document: DemoDocumentKey;
  row(stored: StoredUpload): T['$inferInsert'];
}

/** Stores a demo document under `key` as an upload would: name rule, size limit and content type from its bytes. */
async function storeDocument(storage: FileStorage, key: string, document: DemoDocumentKey) {
  const { name, bytes } = DEMO_DOCUMENTS[document];
  const part = { fieldname: 'file', filename: name, stream: Readable.from([bytes()]) };
  assertUploadName(part);
  return storeUpload(storage, key, part, DEMO_FILE_MAX_BYTES);
}

/**
 * Adds the planned files whose rows are not there yet: the bytes first, then the row, as an upload does. A row
 * that could not be written (a real file already took its name) takes its bytes with it. Answers how many it added.
 */
async function addMissing<T extends FileTable>(
  db: Db,
  storage: FileStorage,
  table: T,
  planned: PlannedFile<T>[],
): Promise<number> {
  if (planned.length === 0) return 0;
  const ids = planned.map((p) => p.id);
  // Drizzle's builders want a concrete table type, not a type parameter; T still ties each row to its table.
  const fileTable: FileTable = table;
  const existing = new Set(
    (await db.select({ id: fileTable.id }).from(fileTable).where(inArray(fileTable.id, ids))).map(
      (r) => r.id,
    ),
  );
  let added = 0;
  for (const file of planned) {
    if (existing.has(file.id)) continue;
    const stored = await storeDocument(storage, file.key, file.document);
    const inserted = await db
      .insert(fileTable)
      .values(file.row(stored))
      .onConflictDoNothing()
      .returning({ id: fileTable.id });
    if (inserted.length > 0) added += 1;
    else await storage.delete(stored.key);
  }
  return added;
}

async function planParticipantFiles(db: Db, now: Date): Promise<PlannedFile<typeof participantFiles>[]> {
  const participantOf = await participantsByName(db);
  const staff = DEMO_PARTICIPANT_FILES.flatMap((f) => (f.by === 'participant' ? [] : [f.by]));
  const userIds = await userIdsByEmail(db, [...new Set(staff)]);
  return DEMO_PARTICIPANT_FILES.flatMap((spec, i) => {
    const participant = participantOf.get(spec.participant);
    if (!participant) return [];
    const uploadedAt = new Date(now.getTime() - spec.daysAgo * DAY);
    const uploadedBy = spec.by === 'participant' ? participant.userId : (userIds.get(spec.by) ?? null);
    const id = demoId(`participant-file:${spec.participant}:${spec.category}:${spec.document}`, i);
    return [
      {
        id,
        key: participantFileKey(participant.participantId),
        document: spec.document,
        row: (stored) => ({
          id,
          participantId: participant.participantId,
          category: spec.category,
          name: stored.name,
          contentType: stored.contentType,
          size: stored.size,
          storageKey: stored.key,
          uploadedBy,
          createdAt: uploadedAt,
          updatedAt: uploadedAt,
        }),
      },
    ];
  });
}

/** Attachments go only on demo messages that are there (a thread deleted since is left alone). */
async function planMessageFiles(db: Db): Promise<PlannedFile<typeof messageFiles>[]> {
  const messageIds = DEMO_MESSAGE_FILES.map((f) => demoMessageId(f.thread, f.message));
  const messageRows = new Map(
    (
      await db
        .select({ id: messages.id, authorUserId: messages.authorUserId, createdAt: messages.createdAt })
        .from(messages)
        .where(inArray(messages.id, messageIds))
    ).map((m) => [m.id, m]),
  );
  return DEMO_MESSAGE_FILES.flatMap((spec, i) => {
    const message = messageRows.get(messageIds[i]!);
    if (!message) return [];
    const threadId = demoThreadId(spec.thread);
    const id = demoId(`message-file:${spec.thread}:${spec.message}:${spec.document}`, i);
    return [
      {
        id,
        key: threadFileKey(threadId),
        document: spec.document,
        row: (stored) => ({
          id,
          threadId,
          messageId: message.id,
          name: stored.name,
          size: stored.size,
          contentType: stored.contentType,
          storageKey: stored.key,
          uploadedByUserId: message.authorUserId,
          createdAt: message.createdAt,
        }),
      },
    ];
  });
}

async function planTemplateFiles(db: Db): Promise<PlannedFile<typeof messageTemplateFiles>[]> {
  const userIds = await userIdsByEmail(db, [...new Set(DEMO_TEMPLATE_FILES.map((f) => f.by))]);
  const templateIds = DEMO_TEMPLATE_FILES.map((f) => demoTemplateId(f.template));
  const templateRows = new Map(
    (
      await db
        .select({ id: messageTemplates.id, createdAt: messageTemplates.createdAt })
        .from(messageTemplates)
        .where(inArray(messageTemplates.id, templateIds))
    ).map((t) => [t.id, t]),
  );
  return DEMO_TEMPLATE_FILES.flatMap((spec, i) => {
    const template = templateRows.get(templateIds[i]!);
    if (!template) return [];
    const id = demoId(`template-file:${spec.template}:${spec.document}`, i);
    return [
      {
        id,
        key: templateFileKey(template.id),
        document: spec.document,
        row: (stored) => ({
          id,
          templateId: template.id,
          name: stored.name,
          size: stored.size,
          contentType: stored.contentType,
          storageKey: stored.key,
          uploadedByUserId: userIds.get(spec.by) ?? null,
          createdAt: template.createdAt,
        }),
      },
    ];
  });
}

/** Seeds the demo files, bytes into `storage` and rows into the database (idempotent). Answers how many it added. */
export async function seedDemoFiles(db: Db, storage: FileStorage, now: Date = new Date()) {
  return {
    participantFiles: await addMissing(db, storage, participantFiles, await planParticipantFiles(db, now)),
    messageFiles: await addMissing(db, storage, messageFiles, await planMessageFiles(db)),
    templateFiles: await addMissing(db, storage, messageTemplateFiles, await planTemplateFiles(db)),
  };
}
