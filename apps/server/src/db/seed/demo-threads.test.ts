import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListThreadsResponse, ThreadCountsView } from '@casework/contract';
import { messages, threadAssignees, threadUserStates, threads } from '../schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { apiOf, threadsCast, type ThreadsCast } from '#src/modules/threads/threads.test-support.ts';
import { rowsOf } from '#src/modules/threads/thread-sql.ts';
import { sanitizeRichText } from '#src/platform/rich-text/sanitize-rich-text.ts';
import { DEMO_THREADS, seedDemoThreads } from './demo-threads.ts';

let t: TestApp;
let cast: ThreadsCast;
let api: ReturnType<typeof apiOf>;
let seededAt: Date;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiOf(t);
  seededAt = new Date();
  // Whether or not the demo seed already holds these threads, they are there afterwards.
  await seedDemoThreads(t.database.db, seededAt);
  cast = await threadsCast(t);
});
afterAll(() => t.close());

async function tableCounts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries({ threads, messages, threadAssignees, threadUserStates })) {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    result[name] = row!.n;
  }
  return result;
}

describe('seedDemoThreads', () => {
  it('holds about forty threads with several messages, and runs again without duplicating anything', async () => {
    expect(DEMO_THREADS.length).toBeGreaterThanOrEqual(38);
    expect(new Set(DEMO_THREADS.map((d) => d.key)).size).toBe(DEMO_THREADS.length);
    const before = await tableCounts();
    expect(before.threads).toBeGreaterThanOrEqual(DEMO_THREADS.length);
    expect(await seedDemoThreads(t.database.db, new Date(seededAt.getTime() + 86_400_000))).toEqual({
      created: 0,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it("keeps every thread's list columns in line with its messages and assignees", async () => {
    const mismatches = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select t.id from threads t
        left join lateral (select count(*)::int as n, max(m.created_at) as newest from messages m where m.thread_id = t.id) mc on true
        left join lateral (select m.author_kind from messages m where m.thread_id = t.id order by m.created_at desc, m.id desc limit 1) lm on true
        left join lateral (select count(*)::int as n from thread_assignees a where a.thread_id = t.id) ac on true
        where t.message_count <> mc.n or t.last_message_at <> mc.newest or t.last_message_from <> lm.author_kind
          or t.assignee_count <> ac.n or ((t.awaiting_reply_since is null) <> (t.last_message_from = 'staff'))
          or (t.team_id is null and t.owner_staff_member_id is null)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('stores only sanitised HTML and never a message in the future', async () => {
    const rows = await t.database.db.select().from(messages);
    for (const row of rows) {
      expect(sanitizeRichText(row.bodyHtml)).toBe(row.bodyHtml);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(seededAt.getTime());
    }
  });

  it('gives the demo accounts something to work with: unread, waiting, unassigned, archived and referred threads', async () => {
    const lena = (
      await api('GET', `/threads/users/${cast.participant.userId}/counts`, cast.participant.token)
    ).json<ThreadCountsView>();
    expect(lena.open).toBeGreaterThanOrEqual(6);
    expect(lena.unread).toBeGreaterThanOrEqual(2);
    expect(lena.archived).toBeGreaterThanOrEqual(1);
    const daniel = (
      await api('GET', `/threads/users/${cast.staff.userId}/counts`, cast.staff.token)
    ).json<ThreadCountsView>();
    expect(daniel.open).toBeGreaterThanOrEqual(3);
    expect(daniel.unread).toBeGreaterThanOrEqual(1);
    expect(daniel.unassigned).toBeGreaterThanOrEqual(2);
    const waiting = (
      await api('GET', `/threads/teams/${cast.teams.family}/unresponded`, cast.staff.token)
    ).json<ListThreadsResponse>();
    expect(waiting.total).toBeGreaterThanOrEqual(3);
    const archive = (
      await api('GET', `/threads/teams/${cast.teams.family}?archived=true`, cast.supervisor.token)
    ).json<ListThreadsResponse>();
    expect(archive.total).toBeGreaterThanOrEqual(2);
    const [referred] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from threads where referred_to_team_id is not null`,
    );
    expect(referred!.n).toBeGreaterThanOrEqual(2);
    // Joseph cannot see Lena's threads, nor the other way round.
    const joseph = (
      await api('GET', `/threads/users/${cast.participant2.userId}`, cast.participant2.token)
    ).json<ListThreadsResponse>();
    expect(joseph.items.every((i) => i.participant.participantId === cast.participant2.participantId)).toBe(
      true,
    );
  });

  it('names the authors of recorded participant messages after the thread participant', async () => {
    const page = (
      await api('GET', `/threads/teams/${cast.teams.family}/unresponded`, cast.staff.token)
    ).json<ListThreadsResponse>();
    const katie = page.items.find((i) => i.participant.name === 'Katie Paul')!;
    const view = (await api('GET', `/threads/${katie.id}`, cast.staff.token)).json();
    expect(view.messages[0].author).toEqual({ userId: null, kind: 'participant', name: 'Katie Paul' });
  });
});
