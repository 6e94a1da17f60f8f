import { bearer } from '../auth-helpers.ts';
import { buildStaffMember } from '../factories.ts';
import {
  adminOnly,
  signedIn,
  staffOnly,
  type Identity,
  type MatrixContext,
  type MatrixHarness,
  type MatrixModule,
  type Outcome,
} from './outcomes.ts';

/**
 * The threads routes act on a Family Services thread of the demo participant. The demo staff member and the
 * supervisor work that team's inbox; the administrator belongs to no team, so the thread does not exist for them
 * (404), nor for the other participant. Inbox routes name the demo staff member's inbox, which the supervisor
 * (who leads a team the staff member is in) may open too.
 */
const threadObject: Record<Identity, Outcome> = {
  anonymous: 401,
  admin: 404,
  supervisor: 'ok',
  staff: 'ok',
  participant: 'ok',
  participant2: 404,
};
/** Staff-only calls about the thread or the team inbox: participants are refused by role first. */
const staffThreadObject: Record<Identity, Outcome> = { ...threadObject, participant: 403, participant2: 403 };
/** The demo staff member's inbox. */
const staffInbox: Record<Identity, Outcome> = { ...threadObject, participant: 404 };

let harness: MatrixHarness | undefined;
const BODY = '<p>Matrix probe</p>';

async function call(method: 'POST' | 'GET', url: string, who: Identity, payload?: unknown) {
  const { app, tokens } = harness!;
  const response = await app.inject({
    method,
    url,
    headers: bearer(tokens.get(who)!),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  if (response.statusCode >= 300) throw new Error(`matrix setup ${method} ${url} failed: ${response.body}`);
  return response.json<Record<string, unknown>>();
}

/**
 * A fresh Family Services thread of the demo participant for the identities whose call reaches the thread and
 * changes or removes it; the others are refused before (401/403), so they get the shared one.
 */
async function threadFor(c: MatrixContext, who: Identity, reaches: readonly Identity[]): Promise<string> {
  if (!reaches.includes(who)) return c.threadId!;
  const view = await call('POST', '/api/v1/threads', 'participant', { teamId: c.familyTeamId, body: BODY });
  return String(view.id);
}

/**
 * A fresh Family Services thread of the demo participant with a reply from the demo staff member, for the
 * identities whose call reaches it: each of them finds a message someone else wrote.
 */
async function threadWithStaffReplyFor(
  c: MatrixContext,
  who: Identity,
  reaches: readonly Identity[],
): Promise<string> {
  if (!reaches.includes(who)) return c.threadId!;
  const threadId = await threadFor(c, who, reaches);
  await call('POST', `/api/v1/threads/${threadId}/replies`, 'staff', { body: BODY });
  return threadId;
}

/** Rows for the threads module (issue 5). */
export const THREADS_MATRIX: MatrixModule = {
  setup: async (h) => {
    harness = h;
    const teams = (await call('GET', '/api/v1/teams', 'admin')) as { items: { id: string; name: string }[] };
    const familyTeamId = teams.items.find((t) => t.name === 'Family Services')!.id;
    const eldersTeamId = teams.items.find((t) => t.name === 'Elders Program')!.id;
    const thread = await call('POST', '/api/v1/threads', 'participant', { teamId: familyTeamId, body: BODY });
    const messages = thread.messages as { id: string }[];
    const staffMe = await call('GET', '/api/v1/auth/me', 'staff');
    const leaver = await buildStaffMember(h.database.db);
    const taker = await buildStaffMember(h.database.db);
    return {
      familyTeamId,
      eldersTeamId,
      threadId: String(thread.id),
      threadMessageId: messages[0]!.id,
      staffUserId: String(staffMe.userId),
      swapFromStaffMemberId: leaver.id,
      swapToStaffMemberId: taker.id,
    };
  },
  rows: {
    'POST /api/v1/threads': {
      expect: signedIn,
      request: (c, who) => ({
        payload: who.startsWith('participant')
          ? { teamId: c.familyTeamId, body: BODY }
          : { participantId: c.participantId, body: BODY },
      }),
    },
    'GET /api/v1/threads/:threadId': {
      expect: threadObject,
      request: (c) => ({ url: `/api/v1/threads/${c.threadId}` }),
    },
    'DELETE /api/v1/threads/:threadId': {
      expect: adminOnly,
      request: async (c, who) => ({ url: `/api/v1/threads/${await threadFor(c, who, ['admin'])}` }),
    },
    'GET /api/v1/messages/:threadId': {
      expect: threadObject,
      request: (c) => ({ url: `/api/v1/messages/${c.threadId}` }),
    },
    'POST /api/v1/threads/:threadId/replies': {
      expect: threadObject,
      request: (c) => ({ url: `/api/v1/threads/${c.threadId}/replies`, payload: { body: BODY } }),
    },
    'GET /api/v1/threads/users/:userId': {
      expect: staffInbox,
      request: (c) => ({ url: `/api/v1/threads/users/${c.staffUserId}` }),
    },
    'GET /api/v1/threads/users/:userId/counts': {
      expect: staffInbox,
      request: (c) => ({ url: `/api/v1/threads/users/${c.staffUserId}/counts` }),
    },
    'PUT /api/v1/threads/users/:userId/archive': {
      expect: staffInbox,
      request: (c) => ({ url: `/api/v1/threads/users/${c.staffUserId}/archive` }),
    },
    'GET /api/v1/threads/teams/:teamId': {
      expect: staffThreadObject,
      request: (c) => ({ url: `/api/v1/threads/teams/${c.familyTeamId}` }),
    },
    'GET /api/v1/threads/teams/:teamId/counts': {
      expect: staffThreadObject,
      request: (c) => ({ url: `/api/v1/threads/teams/${c.familyTeamId}/counts` }),
    },
    'GET /api/v1/threads/teams/:teamId/unresponded': {
      expect: staffThreadObject,
      request: (c) => ({ url: `/api/v1/threads/teams/${c.familyTeamId}/unresponded` }),
    },
    'POST /api/v1/threads/unassigned': { expect: staffOnly, request: () => ({ payload: {} }) },
    'GET /api/v1/threads/reports/open': { expect: staffOnly },
    'POST /api/v1/threads/:threadId/users': {
      expect: staffThreadObject,
      request: (c) => ({
        url: `/api/v1/threads/${c.threadId}/users`,
        payload: { staffMemberIds: [c.staffMemberId] },
      }),
    },
    'PUT /api/v1/threads/:threadId/users': {
      expect: staffThreadObject,
      request: (c) => ({
        url: `/api/v1/threads/${c.threadId}/users`,
        payload: { staffMemberIds: [c.staffMemberId] },
      }),
    },
    'POST /api/v1/threads/:threadId/referrals': {
      expect: staffThreadObject,
      request: async (c, who) => ({
        url: `/api/v1/threads/${await threadFor(c, who, ['staff', 'supervisor'])}/referrals`,
        payload: { teamId: c.eldersTeamId, reason: 'Matrix probe' },
      }),
    },
    'POST /api/v1/threads/:threadId/markasread/:messageId': {
      expect: threadObject,
      request: (c) => ({ url: `/api/v1/threads/${c.threadId}/markasread/${c.threadMessageId}` }),
    },
    'POST /api/v1/threads/:threadId/markasunread': {
      expect: threadObject,
      // A thread with a message from someone else for each who reaches it (else there is nothing to mark unread).
      request: async (c, who) => ({
        url: `/api/v1/threads/${await threadWithStaffReplyFor(c, who, ['supervisor', 'staff', 'participant'])}/markasunread`,
      }),
    },
    'PUT /api/v1/threads/archive': {
      expect: threadObject,
      request: (c) => ({ payload: { threadIds: [c.threadId] } }),
    },
    'PUT /api/v1/threads/unarchive': {
      expect: threadObject,
      request: (c) => ({ payload: { threadIds: [c.threadId] } }),
    },
    'PUT /api/v1/threads/swap-users': {
      expect: adminOnly,
      request: (c) => ({
        payload: { fromStaffMemberId: c.swapFromStaffMemberId, toStaffMemberId: c.swapToStaffMemberId },
      }),
    },
    'POST /api/v1/threads/:threadId/mergedfiles': {
      // Administrators tidy up after any merge; other staff only for threads they see.
      expect: { ...staffThreadObject, admin: 'ok' },
      request: (c) => ({ url: `/api/v1/threads/${c.threadId}/mergedfiles` }),
    },
  },
};
