import {
  localMoment,
  type ServiceRecommendationView,
  type ServiceRecommendationsReport,
} from '@casework/contract';
import type { z } from 'zod';
import type { ServiceRecommendationBody, ServiceRecommendationsQuery } from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import { conflict, notFound } from '#src/platform/errors/app-error.ts';
import { recordEvent } from '#src/platform/events/outbox.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { createRecommendationsRepository } from './recommendations.repository.ts';

type Body = z.output<typeof ServiceRecommendationBody>;
type Query = z.output<typeof ServiceRecommendationsQuery>;

/** Staff report range when none is given: the last 30 days. */
const DEFAULT_REPORT_DAYS = 30;

/** Calendar arithmetic on "YYYY-MM-DD" strings. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Staff recommend services to participants; participants see their own; staff read a report by date range. */
export function createRecommendationsService({
  db,
  timeZone,
  now = () => new Date(),
}: {
  db: Db;
  timeZone: string;
  now?: () => Date;
}) {
  return {
    async recommend(principal: Principal, body: Body): Promise<ServiceRecommendationView> {
      const id = uuidv7();
      await db.transaction(async (tx) => {
        const repo = createRecommendationsRepository(tx);
        const service = await repo.service(body.serviceId);
        if (!service) throw notFound('service', body.serviceId);
        if (service.status !== 'active')
          throw conflict(
            'service.not_active',
            `"${service.name}" is ${service.status}, so the participant could not see it. Recommend an active service.`,
          );
        const participant = await repo.participant(body.participantId);
        if (!participant) throw notFound('participant', body.participantId);
        await repo.insert({
          id,
          serviceId: body.serviceId,
          participantId: body.participantId,
          recommendedByUserId: principal.userId,
          note: body.note,
        });
        await writeActivity(tx, {
          kind: 'service-recommended',
          actorUserId: principal.userId,
          participantId: body.participantId,
          message: `Recommended "${service.name}" to ${participant.name} (${body.participantId})`,
          detail: { serviceId: body.serviceId, recommendationId: id },
        });
        await recordEvent(tx, {
          type: 'service.recommended',
          aggregateType: 'service',
          aggregateId: body.serviceId,
          actorUserId: principal.userId,
          payload: { recommendationId: id, serviceId: body.serviceId, participantId: body.participantId },
        });
      });
      const made = await createRecommendationsRepository(db).view(id);
      if (!made) throw notFound('service recommendation', id);
      return made;
    },

    /**
     * Staff: every recommendation made in [start, end] (organisation days), or one participant's (from the first
     * unless `start` is given, as their record lists them). A participant: their own recommendations of active
     * services, from the first unless `start` is given, each service once (its newest recommendation: a service
     * recommended again is not listed twice).
     */
    async report(principal: Principal, query: Query): Promise<ServiceRecommendationsReport> {
      const repo = createRecommendationsRepository(db);
      const isParticipant = principal.kind === 'participant';
      const end = query.end ?? localMoment(now(), timeZone).date;
      const oneParticipant = isParticipant || query.participantId !== undefined;
      const start = query.start ?? (oneParticipant ? null : addDays(end, -(DEFAULT_REPORT_DAYS - 1)));
      const result = await repo.report(
        {
          from: start === null ? null : await repo.dayStart(start, timeZone),
          until: await repo.dayStart(addDays(end, 1), timeZone),
          participantId: isParticipant ? (principal.participantId ?? '') : query.participantId,
          activeOnly: isParticipant,
          latestPerService: isParticipant,
        },
        query,
      );
      return { start, end, ...result };
    },
  };
}
export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
