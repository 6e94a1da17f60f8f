import { signedIn, staffOnly, staffOrOwnParticipant, supervisorsAndAdmins } from './outcomes.ts';
import { eq } from 'drizzle-orm';
import { participants } from '#src/db/schema/index.ts';
import { buildParticipant } from '../factories.ts';
import type { Identity, MatrixContext, MatrixModule } from '../authorization-matrix.ts';

const STAFF_IDENTITIES: Identity[] = ['admin', 'supervisor', 'staff'];
const IDENTITIES: Identity[] = ['anonymous', ...STAFF_IDENTITIES, 'participant', 'participant2'];

/** A staff identity acts on its own fresh participant (so a create or delete can succeed each time); others on the demo participant. */
const targetFor = (c: MatrixContext, who: Identity, kind: string) =>
  STAFF_IDENTITIES.includes(who) ? c[`${kind}:${who}`]! : c.participantId!;

const contactSection = { contactInformation: { preferredPhone: '907-555-0142' } };

/** Rows for the participants module (issue 3): search, add, duplicate check, get/change/delete, profile, schema. */
export const PARTICIPANTS_MATRIX: MatrixModule = {
  setup: async ({ database, ctx }) => {
    const extra: MatrixContext = {};
    let n = 0;
    for (const who of IDENTITIES) {
      n += 1;
      const fresh = (kind: string) =>
        buildParticipant(database.db, { firstName: `Matrix${kind}${n}`, lastName: who, dob: '1999-09-09' });
      extra[`delete:${who}`] = (await fresh('Delete')).participantId;
      extra[`profile:${who}`] = (await fresh('Profile')).participantId;
    }
    // POST /profile needs a participant with no profile yet: the demo participant's own record starts empty.
    await database.db
      .update(participants)
      .set({ profile: {} })
      .where(eq(participants.participantId, ctx.participantId!));
    return extra;
  },
  rows: {
    'GET /api/v1/participants': {
      expect: staffOnly,
      request: () => ({ url: '/api/v1/participants?lastName=Jon' }),
    },
    'POST /api/v1/participants': {
      expect: staffOnly,
      request: (_c, who) => ({
        payload: { firstName: 'Matrix', lastName: `Created ${who}`, dob: '2000-01-01' },
      }),
    },
    'GET /api/v1/participants/check-duplicates': {
      expect: staffOnly,
      request: () => ({
        url: '/api/v1/participants/check-duplicates?firstName=Kate&lastName=Paul&dob=1971-09-09',
      }),
    },
    'GET /api/v1/participants/:participantId': {
      expect: staffOrOwnParticipant,
      request: (c) => ({ url: `/api/v1/participants/${c.participantId!}` }),
    },
    'PUT /api/v1/participants/:participantId': {
      expect: staffOrOwnParticipant,
      // Something a participant may change about themselves, set to what it already is.
      request: (c) => ({
        url: `/api/v1/participants/${c.participantId!}`,
        payload: { phones: [{ number: '9075550142', isPreferred: true, type: 'mobile' }] },
      }),
    },
    'DELETE /api/v1/participants/:participantId': {
      expect: supervisorsAndAdmins,
      request: (c, who) => ({ url: `/api/v1/participants/${c[`delete:${who}`]!}` }),
    },
    'GET /api/v1/schema/sections': { expect: signedIn },
    'GET /api/v1/participants/:participantId/profile': {
      expect: staffOrOwnParticipant,
      request: (c) => ({ url: `/api/v1/participants/${c.participantId!}/profile` }),
    },
    'POST /api/v1/participants/:participantId/profile': {
      expect: staffOrOwnParticipant,
      request: (c, who) => ({
        url: `/api/v1/participants/${targetFor(c, who, 'profile')}/profile`,
        payload: { sections: contactSection },
      }),
    },
    'PUT /api/v1/participants/:participantId/profile': {
      expect: staffOrOwnParticipant,
      request: (c) => ({
        url: `/api/v1/participants/${c.participantId!}/profile`,
        payload: { sections: { communicationPreferences: { bestContactMethod: 'email' } } },
      }),
    },
  },
};
