import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './harness.ts';
import { bearer, signInAs, type DemoIdentity } from './auth-helpers.ts';
import {
  IDENTITIES,
  MATRIX,
  MATRIX_MODULES,
  PREFIX_ROWS,
  type Identity,
  type MatrixContext,
  type MatrixRow,
} from './authorization-matrix.ts';

let t: TestApp;
const tokens = new Map<Identity, string>();
let ctx: MatrixContext;

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of IDENTITIES) {
    if (who !== 'anonymous') tokens.set(who, (await signInAs(t.app, who as DemoIdentity)).token);
  }
  const admin = bearer(tokens.get('admin')!);
  const teams = (await t.app.inject({ url: '/api/v1/teams', headers: admin })).json();
  const staff = (
    await t.app.inject({ url: '/api/v1/staffMembers?lastName=Kasayulie', headers: admin })
  ).json();
  const own = (await signInAs(t.app, 'participant')).session;
  const other = (await signInAs(t.app, 'participant2')).session;
  ctx = {
    teamId: teams.items[0].id,
    staffMemberId: staff.items[0].id,
    participantId: String(own.participantId),
    otherParticipantId: String(other.participantId),
  };
  for (const module of MATRIX_MODULES) {
    if (module.setup)
      Object.assign(ctx, await module.setup({ app: t.app, database: t.database, tokens, ctx }));
  }
});
afterAll(() => t.close());

const rowFor = (method: string, url: string): MatrixRow | undefined =>
  MATRIX[`${method} ${url}`] ?? Object.entries(PREFIX_ROWS).find(([prefix]) => url.startsWith(prefix))?.[1];

describe('authorization matrix', () => {
  it('has a declared expectation for every registered route, and no stale rows', () => {
    const keys = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    const missing = t.app.routeTable
      .filter((r) => !rowFor(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes without a row in test/authorization-matrix.ts').toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !keys.includes(k));
    expect(stale, 'rows for routes that no longer exist').toEqual([]);
  });

  it('declares a policy on every route', () => {
    expect(t.app.routeTable.filter((r) => !r.policy).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers every route as declared for anonymous, each demo role and the other participant', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeTable) {
      const row = rowFor(route.method, route.url)!;
      for (const who of IDENTITIES) {
        const request = (await row.request?.(ctx, who)) ?? {};
        const token = tokens.get(who);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: request.url ?? route.url,
          ...(request.payload !== undefined ? { payload: request.payload as string } : {}),
          headers: { ...(request.headers ?? {}), ...(token ? bearer(token) : {}) },
        });
        const expected = row.expect[who];
        const status = response.statusCode;
        const ok = expected === 'ok' ? status >= 200 && status < 400 : status === expected;
        if (!ok) failures.push(`${route.method} ${route.url} as ${who}: expected ${expected}, got ${status}`);
        if (status === 401 || status === 403 || status === 404) {
          if (!String(response.headers['content-type']).includes('application/problem+json')) {
            failures.push(`${route.method} ${route.url} as ${who}: ${status} without problem details`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
