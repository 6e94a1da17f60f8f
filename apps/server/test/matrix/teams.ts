import { randomUUID } from 'node:crypto';
import {
  adminOnly,
  staffOnly,
  type MatrixContext,
  type MatrixHarness,
  type MatrixModule,
} from './outcomes.ts';
import { bearer } from '../auth-helpers.ts';

let harness: MatrixHarness | undefined;

/** Calls the API as the administrator to prepare an object a row acts on; each identity's call gets its own. */
async function asAdmin<T>(method: 'POST' | 'PUT', url: string, payload: object): Promise<T> {
  const { app, tokens } = harness!;
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(tokens.get('admin')!),
    payload,
  });
  if (response.statusCode >= 300)
    throw new Error(`matrix setup: ${method} ${url} gave ${response.statusCode}`);
  return response.json<T>();
}

const freshTeam = async () =>
  (await asAdmin<{ id: string }>('POST', '/teams', { name: `Matrix team ${randomUUID()}` })).id;
const freshRole = async () =>
  (await asAdmin<{ id: string }>('POST', '/teams/roles', { name: `Matrix role ${randomUUID()}` })).id;
const freshStaffMember = async () =>
  (
    await asAdmin<{ staffMember: { id: string } }>('POST', '/staffMembers', {
      email: `matrix-${randomUUID().slice(0, 8)}@example.org`,
      firstName: 'Matrix',
      lastName: 'Member',
      role: 'Staff',
      password: 'matrix password 123',
    })
  ).staffMember.id;

/** A fresh team with the demo staff member in it. */
async function freshTeamWithMember(c: MatrixContext): Promise<string> {
  const teamId = await freshTeam();
  await asAdmin('POST', `/teams/${teamId}/members`, { staffMemberIds: [c.staffMemberId!] });
  return teamId;
}

/** Rows for the teams, team-role and staff-account routes (issue 4): supervisors read, administrators change. */
export const TEAMS_MATRIX: MatrixModule = {
  setup: async (h) => {
    harness = h;
    return {};
  },
  rows: {
    'GET /api/v1/teams': { expect: staffOnly },
    'POST /api/v1/teams': {
      expect: adminOnly,
      request: () => ({ payload: { name: `Matrix team ${randomUUID()}`, isPrivate: true } }),
    },
    'GET /api/v1/teams/:teamId': {
      expect: staffOnly,
      request: (c) => ({ url: `/api/v1/teams/${c.teamId!}` }),
    },
    'PUT /api/v1/teams/:teamId': {
      expect: adminOnly,
      request: async () => ({
        url: `/api/v1/teams/${await freshTeam()}`,
        payload: { description: 'Changed by the authorization matrix' },
      }),
    },
    'POST /api/v1/teams/:teamId/members': {
      expect: adminOnly,
      request: async (c) => ({
        url: `/api/v1/teams/${await freshTeam()}/members`,
        payload: { staffMemberIds: [c.staffMemberId!] },
      }),
    },
    'DELETE /api/v1/teams/:teamId/members': {
      expect: adminOnly,
      request: async (c) => ({
        url: `/api/v1/teams/${await freshTeamWithMember(c)}/members`,
        payload: { staffMemberIds: [c.staffMemberId!] },
      }),
    },
    'DELETE /api/v1/teams/:deletingTeamId/swap-data-to/:teamId': {
      // Deleting is final, so every identity deletes a fresh team of its own into another fresh one.
      expect: adminOnly,
      request: async (c) => ({
        url: `/api/v1/teams/${await freshTeamWithMember(c)}/swap-data-to/${await freshTeam()}`,
      }),
    },

    'GET /api/v1/teams/roles': { expect: staffOnly },
    'POST /api/v1/teams/roles': {
      expect: adminOnly,
      request: () => ({
        payload: { name: `Matrix role ${randomUUID()}`, permissions: ['TeamInbox.Access'] },
      }),
    },
    'PUT /api/v1/teams/roles/:roleId': {
      expect: adminOnly,
      request: async () => ({
        url: `/api/v1/teams/roles/${await freshRole()}`,
        payload: { description: 'Changed by the authorization matrix' },
      }),
    },
    'POST /api/v1/teams/roles/:roleId/members': {
      expect: adminOnly,
      request: async (c) => ({
        url: `/api/v1/teams/roles/${await freshRole()}/members`,
        payload: { teamId: await freshTeamWithMember(c), staffMemberIds: [c.staffMemberId!] },
      }),
    },
    'DELETE /api/v1/teams/roles/:roleId/members': {
      expect: adminOnly,
      request: async (c) => {
        const roleId = await freshRole();
        const teamId = await freshTeamWithMember(c);
        const payload = { teamId, staffMemberIds: [c.staffMemberId!] };
        await asAdmin('POST', `/teams/roles/${roleId}/members`, payload);
        return { url: `/api/v1/teams/roles/${roleId}/members`, payload };
      },
    },

    'GET /api/v1/staffMembers': { expect: staffOnly },
    'POST /api/v1/staffMembers': {
      expect: adminOnly,
      request: () => ({
        payload: {
          email: `matrix-${randomUUID().slice(0, 8)}@example.org`,
          firstName: 'Matrix',
          lastName: 'Created',
          role: 'Staff',
        },
      }),
    },
    'GET /api/v1/staffMembers/:id': {
      expect: staffOnly,
      request: (c) => ({ url: `/api/v1/staffMembers/${c.staffMemberId!}` }),
    },
    'GET /api/v1/staffMembers/:id/workload': {
      expect: adminOnly,
      request: (c) => ({ url: `/api/v1/staffMembers/${c.staffMemberId!}/workload` }),
    },
    'PUT /api/v1/staffMembers/:id': {
      expect: adminOnly,
      request: async () => ({
        url: `/api/v1/staffMembers/${await freshStaffMember()}`,
        payload: { role: 'Supervisor' },
      }),
    },
    'PUT /api/v1/staffMembers/:id/status': {
      expect: adminOnly,
      request: async () => ({
        url: `/api/v1/staffMembers/${await freshStaffMember()}/status`,
        payload: { isActive: false },
      }),
    },
    'POST /api/v1/staffMembers/:id/password-reset': {
      expect: adminOnly,
      request: async () => ({
        url: `/api/v1/staffMembers/${await freshStaffMember()}/password-reset`,
        payload: {},
      }),
    },
  },
};
