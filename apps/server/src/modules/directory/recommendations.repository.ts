import { AccountStatus, type ServiceRecommendationView } from '@casework/contract';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';
import {
  participants,
  serviceDepartments,
  serviceRecommendations,
  services,
  staffMembers,
  teams,
} from '#src/db/schema/index.ts';
import type { ParticipantMergeContributor } from '#src/platform/modules.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';

const serviceTeams = alias(teams, 'recommended_service_team');
const departmentTeams = alias(teams, 'recommended_department_team');
const staffName = sql<string | null>`${staffMembers.firstName} || ' ' || ${staffMembers.lastName}`;
const participantName = sql<string>`${participants.firstName} || ' ' || ${participants.lastName}`;

export interface ReportFilter {
  /** Created at or after (UTC); null: from the first one. */
  from: Date | null;
  /** Created before (UTC). */
  until: Date;
  participantId?: string;
  /** Only recommendations of active services (what a participant sees). */
  activeOnly: boolean;
  /** Only the newest recommendation of each service to a participant (what a participant sees: a service once). */
  latestPerService?: boolean;
}

/** Service recommendations: rows with the names a view needs, the report's counts, merges. */
export function createRecommendationsRepository(db: DbOrTx) {
  const select = () =>
    db
      .select({
        id: serviceRecommendations.id,
        note: serviceRecommendations.note,
        createdAt: serviceRecommendations.createdAt,
        serviceId: services.id,
        serviceName: services.name,
        teamId: sql<string | null>`coalesce(${serviceTeams.id}, ${departmentTeams.id})`,
        teamName: sql<string | null>`coalesce(${serviceTeams.name}, ${departmentTeams.name})`,
        participantId: participants.participantId,
        participantName,
        byUserId: serviceRecommendations.recommendedByUserId,
        byName: staffName,
      })
      .from(serviceRecommendations)
      .innerJoin(services, eq(services.id, serviceRecommendations.serviceId))
      .innerJoin(participants, eq(participants.participantId, serviceRecommendations.participantId))
      .leftJoin(serviceDepartments, eq(serviceDepartments.id, services.departmentId))
      .leftJoin(serviceTeams, eq(serviceTeams.id, services.teamId))
      .leftJoin(departmentTeams, eq(departmentTeams.id, serviceDepartments.teamId))
      .leftJoin(staffMembers, eq(staffMembers.userId, serviceRecommendations.recommendedByUserId));
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

  const present = (r: Row): ServiceRecommendationView => ({
    id: r.id,
    service: {
      id: r.serviceId,
      name: r.serviceName,
      team: r.teamId && r.teamName ? { id: r.teamId, name: r.teamName } : null,
    },
    participant: { participantId: r.participantId, name: r.participantName },
    recommendedBy: r.byUserId && r.byName ? { id: r.byUserId, name: r.byName } : null,
    note: r.note,
    createdAt: isoString(r.createdAt),
  });

  const conditionOf = (filter: ReportFilter): SQL | undefined => {
    const where: SQL[] = [lt(serviceRecommendations.createdAt, filter.until)];
    if (filter.from) where.push(gte(serviceRecommendations.createdAt, filter.from));
    if (filter.participantId) where.push(eq(serviceRecommendations.participantId, filter.participantId));
    if (filter.activeOnly) where.push(eq(services.status, 'active'));
    if (filter.latestPerService)
      where.push(
        sql`not exists (select 1 from service_recommendations newer
          where newer.participant_id = ${serviceRecommendations.participantId}
          and newer.service_id = ${serviceRecommendations.serviceId}
          and newer.created_at < ${filter.until.toISOString()}::timestamptz
          and (newer.created_at, newer.id) > (${serviceRecommendations.createdAt}, ${serviceRecommendations.id}))`,
      );
    return and(...where);
  };

  return {
    /** The UTC instant a calendar day starts in a time zone. */
    async dayStart(date: string, timeZone: string): Promise<Date> {
      const [row] = await rowsOf<{ at: string }>(
        db,
        sql`select to_char((${date}::date::timestamp at time zone ${timeZone}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at`,
      );
      return new Date(row?.at ?? `${date}T00:00:00Z`);
    },
    async service(serviceId: string) {
      const [row] = await db
        .select({ name: services.name, status: services.status })
        .from(services)
        .where(eq(services.id, serviceId));
      return row;
    },
    /** A participant who can receive recommendations (not permanently disabled). */
    async participant(participantId: string) {
      const [row] = await db
        .select({ name: participantName, status: participants.status })
        .from(participants)
        .where(eq(participants.participantId, participantId));
      return row && row.status !== AccountStatus.PermanentlyDisabled ? row : undefined;
    },
    insert: (values: typeof serviceRecommendations.$inferInsert) =>
      db.insert(serviceRecommendations).values(values),
    async view(id: string): Promise<ServiceRecommendationView | undefined> {
      const [row] = await select().where(eq(serviceRecommendations.id, id));
      return row && present(row);
    },
    async report(filter: ReportFilter, page: { take: number; skip: number }) {
      const condition = conditionOf(filter);
      const counted = () =>
        db
          .select({ n: count() })
          .from(serviceRecommendations)
          .innerJoin(services, eq(services.id, serviceRecommendations.serviceId));
      const [items, [total], byService, byStaff] = await Promise.all([
        select()
          .where(condition)
          .orderBy(desc(serviceRecommendations.createdAt), desc(serviceRecommendations.id))
          .limit(page.take)
          .offset(page.skip),
        counted().where(condition),
        db
          .select({ id: services.id, name: services.name, count: count() })
          .from(serviceRecommendations)
          .innerJoin(services, eq(services.id, serviceRecommendations.serviceId))
          .where(condition)
          .groupBy(services.id, services.name)
          .orderBy(desc(count()), services.name),
        db
          .select({ id: staffMembers.userId, name: sql<string>`${staffName}`, count: count() })
          .from(serviceRecommendations)
          .innerJoin(services, eq(services.id, serviceRecommendations.serviceId))
          .innerJoin(staffMembers, eq(staffMembers.userId, serviceRecommendations.recommendedByUserId))
          .where(condition)
          .groupBy(staffMembers.userId, staffMembers.firstName, staffMembers.lastName)
          .orderBy(desc(count()), staffMembers.lastName),
      ]);
      return { items: items.map(present), total: total?.n ?? 0, byService, byStaff };
    },
  };
}

/** A merge moves the source participant's recommendations to the target. */
export const recommendationsMergeContributor: ParticipantMergeContributor = {
  kind: 'serviceRecommendations',
  async count(db, participantId) {
    const [row] = await db
      .select({ n: count() })
      .from(serviceRecommendations)
      .where(eq(serviceRecommendations.participantId, participantId));
    return row?.n ?? 0;
  },
  async move(tx, fromId, toId) {
    const moved = await tx
      .update(serviceRecommendations)
      .set({ participantId: toId })
      .where(eq(serviceRecommendations.participantId, fromId))
      .returning({ id: serviceRecommendations.id });
    return moved.length;
  },
};
