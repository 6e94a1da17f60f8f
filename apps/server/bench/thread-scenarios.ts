import { sql } from 'drizzle-orm';
import { ListThreadsQuery, type Role } from '@casework/contract';
import type { Database, Db } from '#src/db/client.ts';
import { createAuthRepository, type SessionWithUser } from '#src/modules/auth/auth.repository.ts';
import { createThreadListsService } from '#src/modules/threads/thread-lists.service.ts';
import { createThreadsService } from '#src/modules/threads/threads.service.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { callerViewer } from './caller-viewer.ts';
import { capture, replay } from './captured-sql.ts';
import type { Scenario } from './scenarios.ts';
import { signInAs, type BenchAuth } from './servers.ts';

/** A generated staff member signed in for the bench: the bearer token, and the principal the services see. */
interface Caller {
  token: string;
  principal: Principal & { staffMemberId: string; sessionId: string };
}

/** Who calls the thread scenarios, and on which inbox, team and threads. */
export interface ThreadScenarioContext {
  /** A Staff member whose inbox (assigned and owned threads) has the median size, working at least one team inbox. */
  inboxOwner: Caller & { inboxSize: number };
  /** A Staff member working the inbox of the team with the most open threads. */
  teamWorker: Caller & { teamId: string; openThreads: number };
  /** A thread of the inbox owner's with about ten messages. */
  threadId: string;
  messageCount: number;
  /** Staff members, each with an open team thread assigned to them, who reply in turn. */
  repliers: { caller: Caller; threadId: string }[];
}

/** Repliers taken in turn, each in a thread of their own (the bench's app lifts the per-person message limit). */
const REPLIERS = 100;
/** A conversation of this many messages is what the open-thread scenario opens. */
const OPEN_THREAD_MESSAGES = 10;
const GENERATED_STAFF = '%@staff.bench.example.org';
const REPLY_BODY =
  '<p>Thank you, we received your documents. <strong>Your appointment is on Thursday at 10.</strong></p>';

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function callerFor(auth: BenchAuth, database: Database, email: string): Promise<Caller> {
  const { token, sessionId, userId, staffMemberId } = await signInAs(auth, database, email);
  const [user] = await rowsOf<{ role: Role }>(database, sql`select role from users where id = ${userId}`);
  return {
    token,
    principal: {
      userId,
      sessionId,
      kind: 'staff',
      role: user!.role,
      email,
      staffMemberId,
      participantId: null,
    },
  };
}

/** Works some team inbox through a team role with TeamInbox.Access. */
const worksATeamInbox = (staffMemberId: ReturnType<typeof sql>) =>
  sql`exists (select 1 from team_member_roles tmr join team_roles r on r.id = tmr.role_id
    where tmr.staff_member_id = ${staffMemberId} and 'TeamInbox.Access' = any(r.permissions))`;

/** Picks the callers and threads from the generated data set and signs the callers in. */
export async function threadScenarioContext(
  auth: BenchAuth,
  database: Database,
): Promise<ThreadScenarioContext> {
  const [owner] = await rowsOf<{ email: string; staffMemberId: string; size: number }>(
    database,
    sql`with sizes as (
        select sm.id, u.email,
          (select count(*) from thread_assignees ta where ta.staff_member_id = sm.id)
            + (select count(*) from threads o where o.owner_staff_member_id = sm.id) as size
        from staff_members sm join users u on u.id = sm.user_id
        where u.status = 1 and u.role = 'Staff' and u.email like ${GENERATED_STAFF}
          and ${worksATeamInbox(sql`sm.id`)})
      select email, id as "staffMemberId", size::int from sizes
      order by size, id offset (select count(*) / 2 from sizes) limit 1`,
  );
  const [team] = await rowsOf<{ teamId: string; email: string; openThreads: number }>(
    database,
    sql`with busiest as (
        select team_id, count(*)::int as n from threads where team_id is not null and team_archived_at is null
        group by team_id order by n desc, team_id limit 1)
      select b.team_id as "teamId", u.email, b.n as "openThreads" from busiest b
      join team_member_roles tmr on tmr.team_id = b.team_id
      join team_roles r on r.id = tmr.role_id and 'TeamInbox.Access' = any(r.permissions)
      join staff_members sm on sm.id = tmr.staff_member_id
      join users u on u.id = sm.user_id and u.status = 1 and u.role = 'Staff' and u.email like ${GENERATED_STAFF}
      order by sm.id limit 1`,
  );
  if (!owner || !team) throw new Error('thread scenarios need generated staff who work team inboxes');
  const [thread] = await rowsOf<{ id: string; messageCount: number }>(
    database,
    sql`select t.id, t.message_count as "messageCount" from threads t
      where t.id in (select ta.thread_id from thread_assignees ta where ta.staff_member_id = ${owner.staffMemberId}
        union all select o.id from threads o where o.owner_staff_member_id = ${owner.staffMemberId})
      order by abs(t.message_count - ${OPEN_THREAD_MESSAGES}), t.last_message_at desc, t.id limit 1`,
  );
  if (!thread) throw new Error(`the inbox of ${owner.email} is empty`);
  const pairs = await rowsOf<{ email: string; threadId: string }>(
    database,
    sql`select distinct on (sm.id) u.email, ta.thread_id as "threadId"
      from thread_assignees ta
      join threads t on t.id = ta.thread_id and t.team_archived_at is null
      join staff_members sm on sm.id = ta.staff_member_id
      join users u on u.id = sm.user_id and u.status = 1 and u.email like ${GENERATED_STAFF}
      order by sm.id, t.last_message_at desc, t.id limit ${REPLIERS}`,
  );
  const repliers = [];
  for (const pair of pairs)
    repliers.push({ caller: await callerFor(auth, database, pair.email), threadId: pair.threadId });
  return {
    inboxOwner: { ...(await callerFor(auth, database, owner.email)), inboxSize: owner.size },
    teamWorker: {
      ...(await callerFor(auth, database, team.email)),
      teamId: team.teamId,
      openThreads: team.openThreads,
    },
    threadId: thread.id,
    messageCount: thread.messageCount,
    repliers,
  };
}

/**
 * The services the thread routes call, on `db` (a capturing client): built as threads.module.ts builds them, with the
 * caller's teams as the session check read them (`session`, its row).
 */
function threadServices(db: Db, session: SessionWithUser | undefined) {
  const { memberships, viewerOf } = callerViewer(db, session);
  return {
    lists: createThreadListsService({ db, viewerOf, memberships }),
    threads: createThreadsService({
      db,
      viewerOf,
      storage: { delete: () => Promise.resolve() },
      log: { warn: () => undefined },
    }),
  };
}

/**
 * Thread scenarios (issue 5): my inbox, a busy team's inbox and the inbox counts (first pages), opening a thread,
 * and replying. Each read's raw-SQL floor is what the services send for that call, captured in this run (session
 * lookup with the caller's teams, the lists, the thread view). The reply has no floor; its target is its own latency.
 */
export async function buildThreadScenarios(
  database: Database,
  ctx: ThreadScenarioContext,
): Promise<Scenario[]> {
  const read = async (
    name: string,
    path: string,
    caller: Caller,
    run: (services: ReturnType<typeof threadServices>, principal: Principal) => Promise<unknown>,
  ): Promise<Scenario> => {
    const statements = await capture(database, async (db) => {
      // Thread routes read the caller's teams, so their session check reads them too (config.callerTeams).
      const session = await createAuthRepository(db).findSessionWithUser(caller.principal.sessionId, {
        withTeams: true,
      });
      await run(threadServices(db, session), caller.principal);
    });
    return {
      name,
      target: 'app',
      method: 'GET',
      path,
      headers: { authorization: `Bearer ${caller.token}` },
      rawSql: replay(statements),
      rawSqlCaptured: true,
    };
  };
  const firstPage = ListThreadsQuery.parse({});
  const { inboxOwner: me, teamWorker } = ctx;
  const scenarios = [
    await read(
      `GET /threads/users/{userId} (my inbox, ${me.inboxSize} threads)`,
      `/api/v1/threads/users/${me.principal.userId}`,
      me,
      ({ lists }, principal) => lists.forUser(principal, principal.userId, firstPage),
    ),
    await read(
      `GET /threads/teams/{teamId} (busiest team, ${teamWorker.openThreads} open)`,
      `/api/v1/threads/teams/${teamWorker.teamId}`,
      teamWorker,
      ({ lists }, principal) => lists.forTeam(principal, teamWorker.teamId, firstPage),
    ),
    await read(
      'GET /threads/users/{userId}/counts',
      `/api/v1/threads/users/${me.principal.userId}/counts`,
      me,
      ({ lists }, principal) => lists.counts(principal, principal.userId),
    ),
    await read(
      `GET /threads/{threadId} (${ctx.messageCount} messages)`,
      `/api/v1/threads/${ctx.threadId}`,
      me,
      ({ threads }, principal) => threads.get(principal, ctx.threadId),
    ),
  ];
  const rotate = ctx.repliers.map(({ caller, threadId }) => ({
    path: `/api/v1/threads/${threadId}/replies`,
    headers: { authorization: `Bearer ${caller.token}` },
  }));
  if (rotate.length > 0) {
    scenarios.push({
      name: `POST /threads/{threadId}/replies (${rotate.length} staff in turn)`,
      target: 'app',
      method: 'POST',
      path: rotate[0]!.path,
      headers: { ...rotate[0]!.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ body: REPLY_BODY }),
      status: 201,
      rotate,
      rawSql: null,
    });
  }
  return scenarios;
}
