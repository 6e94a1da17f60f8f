import {
  AccountStatus,
  MAX_PHONES,
  PROFILE_SECTION_SCHEMAS,
  type MergeParticipantsBody,
  type MergeResult,
  type ProfileSection,
} from '@casework/contract';
import type { Db, DbOrTx } from '#src/db/client.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { badRequest, notFound } from '#src/platform/errors/app-error.ts';
import { recordEvent } from '#src/platform/events/outbox.ts';
import type { ParticipantMergeContributor } from '#src/platform/modules.ts';
import { mergeFieldValues } from './merge-fields.ts';
import type { MergeParticipantRow, ParticipantMergeRepository } from './participant-merge.repository.ts';
import { presentMergedParticipant } from './participant-merge.presenter.ts';

/** The activity-log rows of the source move too; this is their key in `moved`. */
export const ACTIVITY_LOGS_KIND = 'activityLogs';

export interface ParticipantMergeDeps {
  db: Db;
  merges: (db: DbOrTx) => ParticipantMergeRepository;
  /** Read at each merge, so every module that registered a contributor takes part. */
  contributors: () => readonly ParticipantMergeContributor[];
  endSessionsOfUser: (userId: string, reason: string) => Promise<number>;
}

const fullName = (p: MergeParticipantRow) => `${p.firstName} ${p.lastName}`;

/**
 * `moved` as the activity log keeps it: a list of { kind, count }. A kind is not a key there because the log redacts
 * the value of every secret-looking key (log-redaction.ts), and the count of the "passphrase" kind is no secret.
 */
const movedForLog = (moved: Record<string, number>) =>
  Object.entries(moved).map(([kind, count]) => ({ kind, count }));

/**
 * A merge keeps every number of both records (merge-fields.ts), and a record keeps at most MAX_PHONES: when together
 * they have more, the merge is refused, saying how many to remove first, rather than dropping any.
 */
function assertPhonesFit(phones: readonly unknown[]) {
  if (phones.length <= MAX_PHONES) return;
  const over = phones.length - MAX_PHONES;
  throw badRequest(
    `Together the two records have ${phones.length} different phone numbers, and a record keeps at most ` +
      `${MAX_PHONES}. Remove ${over} ${over === 1 ? 'number' : 'numbers'} from either record, then merge.`,
    [{ field: 'body.fields.phones', message: `At most ${MAX_PHONES} phone numbers after the merge` }],
    'participant.merge_too_many_phones',
  );
}

/**
 * Field choices taken from both records can make a section that neither record had and the schema refuses (say,
 * "mailing address is the physical address: no" from one side and no mailing address from the other). The merged
 * profile is validated like any saved profile; a refusal names the field to choose differently.
 */
function assertProfileValid(profile: Record<string, Record<string, unknown>>) {
  const errors: { field: string; message: string }[] = [];
  for (const [section, values] of Object.entries(profile)) {
    const schema = PROFILE_SECTION_SCHEMAS[section as ProfileSection] as
      (typeof PROFILE_SECTION_SCHEMAS)[ProfileSection] | undefined;
    if (!schema) continue;
    const parsed = schema.safeParse(values);
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      errors.push({
        field: ['body', 'fields', ['profile', section, ...issue.path.map(String)].join('.')].join('.'),
        message: issue.message,
      });
    }
  }
  if (errors.length > 0) {
    throw badRequest(
      'The chosen values make a profile section that is not valid. Choose the other record for the fields named.',
      errors,
      'participant.merge_profile_invalid',
    );
  }
}

/** The merged record's fields, refused (400) when the record they make could not be saved. */
function mergedFields(...given: Parameters<typeof mergeFieldValues>) {
  const merged = mergeFieldValues(...given);
  assertPhonesFit(merged.values.phones);
  assertProfileValid(merged.values.profile ?? {});
  return merged;
}

export function createParticipantMergeService({
  db,
  merges,
  contributors,
  endSessionsOfUser,
}: ParticipantMergeDeps) {
  /** Both participants, checked: they exist, differ, and neither is Permanently Disabled. */
  async function loadPair(dbOrTx: DbOrTx, targetId: string, sourceId: string, lock: boolean) {
    const rows = await merges(dbOrTx).findPair([targetId, sourceId], lock);
    const target = rows.find((r) => r.participantId === targetId);
    const source = rows.find((r) => r.participantId === sourceId);
    if (!target) throw notFound('participant', targetId);
    if (!source) throw notFound('participant', sourceId);
    const errors = [
      ...(target.status === AccountStatus.PermanentlyDisabled
        ? [
            {
              field: 'params.targetId',
              message: 'This participant is Permanently Disabled and cannot receive a merge',
            },
          ]
        : []),
      ...(source.status === AccountStatus.PermanentlyDisabled
        ? [
            {
              field: 'params.sourceId',
              message: 'This participant is Permanently Disabled and cannot be merged again',
            },
          ]
        : []),
    ];
    if (errors.length > 0) {
      throw badRequest(
        'A Permanently Disabled participant cannot take part in a merge. Choose active or disabled records.',
        errors,
        'participant.permanently_disabled',
      );
    }
    return { target, source };
  }

  return {
    /**
     * Merges `sourceId` into `targetId` in one transaction: chosen field values land on the target, every
     * contributor moves its rows, the source's activity log is re-pointed, the source becomes Permanently Disabled
     * (pointing to the target) and its account is disabled. With dryRun, answers the same result and changes nothing.
     */
    async merge(
      principal: Principal,
      targetId: string,
      sourceId: string,
      body: MergeParticipantsBody,
      dryRun: boolean,
    ): Promise<MergeResult> {
      if (targetId === sourceId) {
        throw badRequest(
          'A participant cannot be merged into itself. Choose two different records.',
          [{ field: 'params.sourceId', message: 'Must be a different participant from targetId' }],
          'participant.merge_into_itself',
        );
      }
      const choices = body.fields ?? {};

      if (dryRun) {
        const { target, source } = await loadPair(db, targetId, sourceId, false);
        const { values, chosen } = mergedFields(target, source, choices);
        const moved: Record<string, number> = {};
        for (const c of contributors()) moved[c.kind] = await c.count(db, sourceId);
        moved[ACTIVITY_LOGS_KIND] = await merges(db).countActivity(sourceId);
        return {
          dryRun: true,
          target: presentMergedParticipant(target, values),
          source: { participantId: sourceId, status: source.status, mergedInto: source.mergedInto },
          moved,
          fields: chosen,
        };
      }

      const result = await db.transaction(async (tx) => {
        const repo = merges(tx);
        const { target, source } = await loadPair(tx, targetId, sourceId, true);
        const { values, chosen } = mergedFields(target, source, choices);
        await repo.updateFields(targetId, values);
        const moved: Record<string, number> = {};
        for (const c of contributors())
          moved[c.kind] = await c.move(tx, sourceId, targetId, principal.userId);
        moved[ACTIVITY_LOGS_KIND] = await repo.repointActivity(sourceId, targetId);
        await repo.markMerged(sourceId, targetId, AccountStatus.PermanentlyDisabled);
        if (source.userId) await repo.disableUser(source.userId, AccountStatus.PermanentlyDisabled);
        await writeActivity(tx, {
          kind: 'participant-merged',
          actorUserId: principal.userId,
          participantId: targetId,
          message: `Merged participant ${fullName(source)} (${sourceId}) into ${fullName(target)} (${targetId}).`,
          detail: { sourceId, targetId, moved: movedForLog(moved), fields: chosen },
        });
        await recordEvent(tx, {
          type: 'participant.merged',
          aggregateType: 'participant',
          aggregateId: targetId,
          actorUserId: principal.userId,
          payload: { sourceId, targetId, moved, fields: Object.keys(chosen) },
        });
        return {
          sourceUserId: source.userId,
          result: {
            dryRun: false,
            target: presentMergedParticipant(target, values),
            source: {
              participantId: sourceId,
              status: AccountStatus.PermanentlyDisabled,
              mergedInto: targetId,
            },
            moved,
            fields: chosen,
          } satisfies MergeResult,
        };
      });
      // The account is already disabled (no new session validates); this ends the open ones at once.
      if (result.sourceUserId) await endSessionsOfUser(result.sourceUserId, 'participant-merged');
      return result.result;
    },
  };
}
export type ParticipantMergeService = ReturnType<typeof createParticipantMergeService>;
