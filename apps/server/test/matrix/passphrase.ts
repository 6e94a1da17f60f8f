import { staffOnly, staffOrOwnParticipant } from './outcomes.ts';
import { bearer } from '../auth-helpers.ts';
import type { MatrixContext, MatrixHarness, MatrixModule } from '../authorization-matrix.ts';

const url = (participantId: string) => `/api/v1/participants/${participantId}/passphrase`;

let harness: MatrixHarness | undefined;

/** Puts the demo participant's passphrase in the state a call needs (set or not), whatever earlier rows did. */
async function ensurePassphrase(c: MatrixContext, present: boolean): Promise<void> {
  const { app, tokens } = harness!;
  const headers = bearer(tokens.get('admin')!);
  const target = url(c.participantId!);
  if (present)
    await app.inject({ method: 'PUT', url: target, headers, payload: { passphrase: 'matrix words' } });
  else await app.inject({ method: 'DELETE', url: target, headers });
}

/**
 * Rows for the passphrase module (issue 3), all on the demo participant's own record: participant -> ok,
 * participant2 -> 404. Each request first sets or removes the passphrase (as admin) so its call can succeed.
 */
export const PASSPHRASE_MATRIX: MatrixModule = {
  setup: async (h) => {
    harness = h;
    return {};
  },
  rows: {
    'GET /api/v1/participants/:participantId/passphrase': {
      expect: staffOrOwnParticipant,
      request: async (c) => {
        await ensurePassphrase(c, true);
        return { url: `${url(c.participantId!)}?reason=authorization%20matrix` };
      },
    },
    'POST /api/v1/participants/:participantId/passphrase': {
      expect: staffOrOwnParticipant,
      request: async (c, who) => {
        await ensurePassphrase(c, false);
        return { url: url(c.participantId!), payload: { passphrase: `created by ${who}` } };
      },
    },
    'PUT /api/v1/participants/:participantId/passphrase': {
      expect: staffOrOwnParticipant,
      request: (c) => ({
        url: url(c.participantId!),
        payload: { passphrase: 'replaced words', hint: 'matrix' },
      }),
    },
    'DELETE /api/v1/participants/:participantId/passphrase': {
      expect: staffOrOwnParticipant,
      request: async (c) => {
        await ensurePassphrase(c, true);
        return { url: url(c.participantId!) };
      },
    },
    'POST /api/v1/participants/:participantId/passphrase/check': {
      expect: staffOnly,
      request: async (c) => {
        await ensurePassphrase(c, true);
        return { url: `${url(c.participantId!)}/check`, payload: { attempt: 'matrix words' } };
      },
    },
  },
};
