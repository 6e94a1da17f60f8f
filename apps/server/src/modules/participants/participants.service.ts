import {
  ACCOUNT_STATUS_LABELS,
  AccountStatus,
  duplicateCheckKey,
  phoneDigits,
  type CheckDuplicatesQuery,
  type CreateParticipantBody,
  type ListParticipantsQuery,
  type PhoneInput,
  type UpdateParticipantBody,
} from '@casework/contract';
import type { Db, DbOrTx } from '#src/db/client.ts';
import type { StoredPhone } from '#src/db/schema/index.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { badRequest, conflict, forbidden, notFound } from '#src/platform/errors/app-error.ts';
import { recordEvent } from '#src/platform/events/outbox.ts';
import { newParticipantId } from '#src/platform/ids.ts';
import { dobVariants, scoreDuplicate } from './duplicate-scoring.ts';
import { nameForms } from './nicknames.ts';
import { refusalOfUnchanged, type ParticipantAccess } from './participant-access.ts';
import type { ParticipantRow, ParticipantsRepository } from './participants.repository.ts';
import { presentPortalView, presentStaffView } from './participants.presenter.ts';

export interface ParticipantsServiceDeps {
  db: Db;
  repository: (db: DbOrTx) => ParticipantsRepository;
  access: ParticipantAccess;
  auth: { endSessionsOfUser(userId: string, reason: string): Promise<number> };
}

/** 10-digit national numbers; a leading 1 of an 11-digit number is dropped. */
function storedPhones(phones: PhoneInput[] | undefined): StoredPhone[] {
  return (phones ?? []).map((p) => ({
    number: phoneDigits(p.number).slice(-10),
    isPreferred: p.isPreferred,
    ...(p.type ? { type: p.type } : {}),
  }));
}

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
const PARTICIPANT_EDITABLE = new Set(['email', 'phones']);
/** At most this many candidates are scored per duplicate check. */
export const MAX_DUPLICATE_CANDIDATES = 200;
/** At most this many likely duplicates are shown. */
export const MAX_DUPLICATES = 20;

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23503') return true;
  }
  return false;
}

export function createParticipantsService({ db, repository, access, auth }: ParticipantsServiceDeps) {
  const repo = repository(db);

  /** 400 participant.duplicate when another record has the same normalised names and date of birth. */
  async function assertNotDuplicate(
    tx: DbOrTx,
    person: { firstName: string; lastName: string; dob: string },
    exceptId?: string,
  ) {
    const key = duplicateCheckKey(person);
    const existing = (await repository(tx).findByDob(person.dob)).find(
      (row) => row.participantId !== exceptId && row.mergedInto === null && duplicateCheckKey(row) === key,
    );
    if (!existing) return;
    const message = `Same first name, last name and date of birth as participant ${existing.participantId}`;
    throw badRequest(
      `A participant with this name and date of birth already exists: ${existing.participantId}. Open that record instead.`,
      [
        { field: 'body.firstName', message },
        { field: 'body.lastName', message },
        { field: 'body.dob', message },
      ],
      'participant.duplicate',
    );
  }

  async function freshParticipantId(tx: DbOrTx): Promise<string> {
    for (;;) {
      const id = newParticipantId();
      if (!(await repository(tx).idExists(id))) return id;
    }
  }

  return {
    async list(query: ListParticipantsQuery) {
      let phone: string | undefined;
      if (query.phone !== undefined) {
        const digits = phoneDigits(query.phone);
        phone = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
      }
      const { rows, total } = await repo.search({ ...query, phone });
      return { items: rows.map(presentStaffView), total };
    },

    async create(principal: Principal, body: CreateParticipantBody) {
      const row = await db.transaction(async (tx) => {
        const r = repository(tx);
        await r.lockDuplicateKey(duplicateCheckKey(body));
        await assertNotDuplicate(tx, body);
        const created = await r.insert({
          participantId: await freshParticipantId(tx),
          firstName: body.firstName,
          lastName: body.lastName,
          dob: body.dob,
          email: body.email ?? null,
          phones: storedPhones(body.phones),
          status: AccountStatus.Active,
          createdBy: principal.userId,
        });
        await writeActivity(tx, {
          kind: 'participant-created',
          actorUserId: principal.userId,
          participantId: created.participantId,
          message: `Added ${fullName(created)} (${created.participantId}).`,
        });
        await recordEvent(tx, {
          type: 'participant.created',
          aggregateType: 'participant',
          aggregateId: created.participantId,
          actorUserId: principal.userId,
          payload: { participantId: created.participantId },
        });
        return created;
      });
      return presentStaffView(row);
    },

    async get(principal: Principal, participantId: string) {
      const row = await access.visibleTo(principal, participantId);
      return principal.kind === 'staff' ? presentStaffView(row) : presentPortalView(row);
    },

    /**
     * Partial update. Staff change anything; a participant only their own email and phones. Status: Active and
     * Disabled switch freely; Permanently Disabled is final. Disabling ends the participant's sessions at once.
     */
    async update(principal: Principal, participantId: string, body: UpdateParticipantBody) {
      const current = await access.changeableBy(principal, participantId);
      const given = Object.keys(body).filter((k) => body[k as keyof UpdateParticipantBody] !== undefined);
      if (principal.kind === 'participant') {
        const refused = given.filter((k) => !PARTICIPANT_EDITABLE.has(k));
        if (refused.length > 0)
          throw forbidden(
            `You can change only your e-mail address and phone numbers; ask staff to change ${refused.join(', ')}.`,
          );
      }
      const { statusReason, status, ...fields } = body;
      const statusChanges = status !== undefined && status !== current.status;
      if (statusChanges && current.status === AccountStatus.PermanentlyDisabled)
        throw conflict(
          'participant.status_final',
          `Participant ${participantId} is permanently disabled; that status is final and cannot be changed.`,
        );

      const changes: Partial<ParticipantRow> = {};
      if (fields.firstName !== undefined) changes.firstName = fields.firstName;
      if (fields.lastName !== undefined) changes.lastName = fields.lastName;
      if (fields.dob !== undefined) changes.dob = fields.dob;
      if (fields.email !== undefined) changes.email = fields.email;
      if (fields.phones !== undefined) changes.phones = storedPhones(fields.phones);
      if (statusChanges) changes.status = status;
      const changed = Object.keys(changes);
      if (changed.length === 0)
        return principal.kind === 'staff' ? presentStaffView(current) : presentPortalView(current);

      const updated = await db.transaction(async (tx) => {
        const r = repository(tx);
        const person = {
          firstName: changes.firstName ?? current.firstName,
          lastName: changes.lastName ?? current.lastName,
          dob: changes.dob ?? current.dob,
        };
        if (changes.firstName !== undefined || changes.lastName !== undefined || changes.dob !== undefined) {
          await r.lockDuplicateKey(duplicateCheckKey(person));
          await assertNotDuplicate(tx, person, participantId);
        }
        const row = await r.update(participantId, changes);
        if (!row) throw await refusalOfUnchanged(tx, participantId);
        if (statusChanges) {
          if (current.userId) await r.setUserStatus(current.userId, status);
          const from = ACCOUNT_STATUS_LABELS[current.status as AccountStatus] ?? String(current.status);
          const to = ACCOUNT_STATUS_LABELS[status];
          await writeActivity(tx, {
            kind: 'participant-status-changed',
            actorUserId: principal.userId,
            participantId,
            message: `Changed the status of ${fullName(current)} (${participantId}) from ${from} to ${to}.${statusReason ? ` Reason: ${statusReason}` : ''}`,
            detail: { from: current.status, to: status, reason: statusReason ?? null },
          });
          await recordEvent(tx, {
            type: 'participant.status_changed',
            aggregateType: 'participant',
            aggregateId: participantId,
            actorUserId: principal.userId,
            payload: { participantId, from: current.status, to: status },
          });
        }
        const fieldChanges = changed.filter((k) => k !== 'status');
        if (fieldChanges.length > 0)
          await recordEvent(tx, {
            type: 'participant.updated',
            aggregateType: 'participant',
            aggregateId: participantId,
            actorUserId: principal.userId,
            payload: { participantId, changed: fieldChanges },
          });
        return row;
      });
      // users.status is already committed, so no request gets through in between; this ends the open sessions.
      if (statusChanges && status !== AccountStatus.Active && current.userId)
        await auth.endSessionsOfUser(current.userId, 'participant-disabled');
      return principal.kind === 'staff' ? presentStaffView(updated) : presentPortalView(updated);
    },

    /** Deletes a record entered by mistake: only one with no files, verifications or sign-in account. */
    async remove(principal: Principal, participantId: string) {
      const current = await repo.findById(participantId);
      if (!current) throw notFound('participant', participantId);
      const records = await repo.countRecords(participantId);
      const held = [
        records.files > 0 ? `${records.files} file(s)` : null,
        records.verifications > 0 ? `${records.verifications} verification(s)` : null,
        current.userId ? 'a sign-in account' : null,
      ].filter((x): x is string => x !== null);
      const refuse = (what: string) =>
        conflict(
          'participant.has_records',
          `Participant ${participantId} has ${what}, so the record cannot be deleted; disable it instead.`,
        );
      if (held.length > 0) throw refuse(held.join(', '));
      try {
        await db.transaction(async (tx) => {
          await repository(tx).delete(participantId);
          await writeActivity(tx, {
            kind: 'participant-deleted',
            actorUserId: principal.userId,
            participantId,
            message: `Deleted the record of ${fullName(current)} (${participantId}), entered by mistake.`,
          });
          await recordEvent(tx, {
            type: 'participant.deleted',
            aggregateType: 'participant',
            aggregateId: participantId,
            actorUserId: principal.userId,
            payload: { participantId },
          });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw refuse('records that refer to it');
        throw error;
      }
    },

    /**
     * Likely duplicates of a person about to be added, most likely first, each with the reasons it matched. Up to
     * MAX_DUPLICATE_CANDIDATES are scored on their names and dates of birth; only the MAX_DUPLICATES shown are read
     * whole.
     */
    async checkDuplicates(query: CheckDuplicatesQuery) {
      const candidates = await repo.duplicateCandidates({
        firstName: query.firstName,
        lastName: query.lastName,
        dobs: dobVariants(query.dob),
        firstNameForms: nameForms(query.firstName),
        limit: MAX_DUPLICATE_CANDIDATES,
      });
      const likeliest = candidates
        .map((c) => {
          const scored = scoreDuplicate({
            dob: { typed: query.dob, stored: c.row.dob },
            first: {
              typed: query.firstName,
              stored: c.row.firstName,
              similarity: c.firstSimilarity,
              distance: c.firstDistance,
              soundsAlike: c.firstSoundsAlike,
            },
            last: {
              typed: query.lastName,
              stored: c.row.lastName,
              similarity: c.lastSimilarity,
              distance: c.lastDistance,
              soundsAlike: c.lastSoundsAlike,
              soundexAlike: c.lastSoundexAlike,
            },
          });
          return scored && { participantId: c.row.participantId, ...scored };
        })
        .filter((x): x is NonNullable<typeof x> => x !== null)
        .sort((a, b) => b.score - a.score || a.participantId.localeCompare(b.participantId))
        .slice(0, MAX_DUPLICATES);
      const records = new Map(
        (await repo.findByIds(likeliest.map((d) => d.participantId))).map((row) => [row.participantId, row]),
      );
      // A record deleted or merged between the two reads is no longer a duplicate to show.
      const items = likeliest.flatMap(({ participantId, ...scored }) => {
        const row = records.get(participantId);
        return row && row.mergedInto === null ? [{ participant: presentStaffView(row), ...scored }] : [];
      });
      return { items, total: items.length };
    },
  };
}
export type ParticipantsService = ReturnType<typeof createParticipantsService>;
