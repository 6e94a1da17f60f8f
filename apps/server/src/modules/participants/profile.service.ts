import { z } from 'zod';
import {
  MASK_PREFIX,
  PROFILE_SECTION_INFO,
  PROFILE_SECTION_SCHEMAS,
  PROFILE_SECTIONS,
  SENSITIVE_PROFILE_FIELDS,
  maskSensitiveValue,
  type ParticipantProfileView,
  type ProfileQuery,
  type ProfileSection,
  type SaveProfileBody,
  type SchemaSectionView,
} from '@casework/contract';
import type { Db, DbOrTx } from '#src/db/client.ts';
import { sensitiveAccessMessage, writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { conflict, forbidden } from '#src/platform/errors/app-error.ts';
import { recordEvent } from '#src/platform/events/outbox.ts';
import { refusalOfUnchanged, type ParticipantAccess } from './participant-access.ts';
import type { ParticipantsRepository } from './participants.repository.ts';
import { isoOrNull } from '#src/platform/runtime/iso-string.ts';

type Profile = Record<string, Record<string, unknown>>;

export interface ProfileServiceDeps {
  db: Db;
  repository: (db: DbOrTx) => ParticipantsRepository;
  access: ParticipantAccess;
}

const SENSITIVE = SENSITIVE_PROFILE_FIELDS.map((f) => {
  const [section, field] = f.split('.') as [ProfileSection, string];
  return { path: f as string, section, field };
});

/** GET /schema/sections: computed once; the JSON Schema is what a form sends (io: input). */
const SCHEMA_SECTIONS: SchemaSectionView[] = PROFILE_SECTIONS.map((name) => ({
  name,
  title: PROFILE_SECTION_INFO[name].title,
  description: PROFILE_SECTION_INFO[name].description,
  schema: z.toJSONSchema(PROFILE_SECTION_SCHEMAS[name], { io: 'input' }) as Record<string, unknown>,
  sensitiveFields: SENSITIVE.filter((s) => s.section === name).map((s) => s.field),
  editableByParticipant: PROFILE_SECTION_INFO[name].editableByParticipant,
}));

/** A copy of the profile with sensitive values masked, and the list of what was masked. */
function masked(profile: Profile): { sections: Profile; masked: string[] } {
  const sections: Profile = Object.fromEntries(Object.entries(profile).map(([k, v]) => [k, { ...v }]));
  const list: string[] = [];
  for (const { path, section, field } of SENSITIVE) {
    const value = sections[section]?.[field];
    if (typeof value === 'string') {
      sections[section]![field] = maskSensitiveValue(value);
      list.push(path);
    }
  }
  return { sections, masked: list };
}

export function createProfileService({ db, repository, access }: ProfileServiceDeps) {
  function view(participantId: string, sections: Profile, updatedAt: Date | null, list: string[] = []) {
    return {
      participantId,
      sections,
      updatedAt: isoOrNull(updatedAt),
      masked: list,
    } satisfies ParticipantProfileView;
  }

  function assertEditable(principal: Principal, sections: SaveProfileBody['sections']) {
    if (principal.kind !== 'participant') return;
    const locked = Object.keys(sections).filter(
      (name) => !PROFILE_SECTION_INFO[name as ProfileSection].editableByParticipant,
    );
    if (locked.length > 0)
      throw forbidden(
        `You can change only your contact information and communication preferences; ask staff to change ${locked.join(', ')}.`,
      );
  }

  /** Saves the merged profile with its domain event in one transaction. */
  async function save(principal: Principal, participantId: string, profile: Profile, changed: string[]) {
    return db.transaction(async (tx) => {
      const row = await repository(tx).saveProfile(participantId, profile);
      if (!row) throw await refusalOfUnchanged(tx, participantId);
      await recordEvent(tx, {
        type: 'participant.updated',
        aggregateType: 'participant',
        aggregateId: participantId,
        actorUserId: principal.userId,
        payload: { participantId, changed: changed.map((s) => `profile.${s}`) },
      });
      return row;
    });
  }

  /**
   * A participant reads their own profile unmasked. Staff see sensitive fields masked unless they reveal them
   * with a reason; each reveal writes one sensitive-info-access activity-log row (SPEC §9).
   */
  async function get(principal: Principal, participantId: string, query: ProfileQuery) {
    const row = await access.visibleTo(principal, participantId);
    const profile = row.profile;
    if (principal.kind === 'participant') return view(participantId, profile, row.profileUpdatedAt);
    if (query.reveal === true && query.reason !== undefined) {
      const reason = query.reason;
      await db.transaction(async (tx) => {
        await writeActivity(tx, {
          kind: 'sensitive-info-access',
          actorUserId: principal.userId,
          participantId,
          message: sensitiveAccessMessage(
            'the sensitive profile fields',
            { name: `${row.firstName} ${row.lastName}`, participantId },
            reason,
          ),
          detail: { what: 'profile', fields: SENSITIVE_PROFILE_FIELDS, reason },
        });
      });
      return view(participantId, profile, row.profileUpdatedAt);
    }
    const m = masked(profile);
    return view(participantId, m.sections, row.profileUpdatedAt, m.masked);
  }

  return {
    get,

    listSchemaSections() {
      return { items: SCHEMA_SECTIONS, total: SCHEMA_SECTIONS.length };
    },

    /** Creates the profile; 409 when one exists (use PUT to change it). */
    async create(principal: Principal, participantId: string, body: SaveProfileBody) {
      const row = await access.changeableBy(principal, participantId);
      assertEditable(principal, body.sections);
      if (Object.keys(row.profile).length > 0)
        throw conflict(
          'participant.profile_exists',
          `Participant ${participantId} already has a profile; change it with PUT.`,
        );
      const sections = body.sections as Profile;
      const saved = await save(principal, participantId, sections, Object.keys(sections));
      return get(principal, saved.participantId, {});
    },

    /** Replaces each given section whole and keeps the others. A masked value sent back keeps the stored value. */
    async update(principal: Principal, participantId: string, body: SaveProfileBody) {
      const row = await access.changeableBy(principal, participantId);
      assertEditable(principal, body.sections);
      const given = body.sections as Profile;
      const next: Profile = { ...row.profile, ...given };
      for (const { section, field } of SENSITIVE) {
        const sent = given[section]?.[field];
        const stored = row.profile[section]?.[field];
        if (
          typeof sent === 'string' &&
          sent.startsWith(MASK_PREFIX) &&
          typeof stored === 'string' &&
          sent === maskSensitiveValue(stored)
        )
          next[section] = { ...next[section], [field]: stored };
      }
      await save(principal, participantId, next, Object.keys(given));
      return get(principal, participantId, {});
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
