import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { participants, serviceRecommendations, services, users } from '../schema/index.ts';
import { demoId } from './demo-ids.ts';

/** Services staff have recommended lately, so the participant dashboard and the staff report have content. */
const DEMO_RECOMMENDATIONS: {
  service: string;
  participant: [string, string];
  by: string;
  daysAgo: number;
  note: string | null;
}[] = [
  {
    service: 'LIHEAP Heating Assistance',
    participant: ['Lena', 'Andrews'],
    by: 'staff@example.org',
    daysAgo: 2,
    note: 'Applications for this winter are open; bring your last heating bill.',
  },
  {
    service: 'Anchorage Community Food Pantry',
    participant: ['Lena', 'Andrews'],
    by: 'staff@example.org',
    daysAgo: 9,
    note: 'Open weekday mornings; no appointment needed.',
  },
  {
    service: 'WIC Nutrition Program',
    participant: ['Sarah', 'Johnson'],
    by: 'staff@example.org',
    daysAgo: 4,
    note: 'For you and the baby: ask about the breastfeeding support group too.',
  },
  {
    service: 'Elder Meals',
    participant: ['Mary', 'Ivanoff'],
    by: 'supervisor@example.org',
    daysAgo: 6,
    note: 'Lunch at the Elders Hall on weekdays; they can pick you and John up.',
  },
  {
    service: 'Chore Services',
    participant: ['John', 'Ivanoff'],
    by: 'supervisor@example.org',
    daysAgo: 6,
    note: null,
  },
  {
    service: 'Weatherization Program',
    participant: ['Joseph', 'Nicolai'],
    by: 'staff@example.org',
    daysAgo: 12,
    note: 'They can look at the drafty windows before the cold sets in.',
  },
  {
    service: 'Dental Clinic',
    participant: ['Joseph', 'Nicolai'],
    by: 'supervisor@example.org',
    daysAgo: 20,
    note: null,
  },
  {
    service: 'ICWA Family Advocacy',
    participant: ['Sarah', 'Johnson'],
    by: 'supervisor@example.org',
    daysAgo: 15,
    note: 'Daniel can go with you to the first meeting.',
  },
];

const DAY_MS = 86_400_000;

/** Idempotent: each recommendation has a fixed id, so a second run adds nothing. */
export async function seedDemoRecommendations(db: Db): Promise<{ created: number }> {
  const serviceRows = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(inArray(services.name, [...new Set(DEMO_RECOMMENDATIONS.map((r) => r.service))]));
  const serviceId = new Map(serviceRows.map((s) => [s.name, s.id]));
  const userRows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(DEMO_RECOMMENDATIONS.map((r) => r.by))]));
  const userId = new Map(userRows.map((u) => [u.email, u.id]));
  let created = 0;
  for (const [index, spec] of DEMO_RECOMMENDATIONS.entries()) {
    const [participant] = await db
      .select({ id: participants.participantId })
      .from(participants)
      .where(
        and(eq(participants.firstName, spec.participant[0]), eq(participants.lastName, spec.participant[1])),
      )
      .orderBy(sql`${participants.createdAt}`)
      .limit(1);
    const service = serviceId.get(spec.service);
    if (!participant || !service) continue;
    const inserted = await db
      .insert(serviceRecommendations)
      .values({
        id: demoId(`service-recommendation:${spec.service}:${spec.participant.join(' ')}`, index),
        serviceId: service,
        participantId: participant.id,
        recommendedByUserId: userId.get(spec.by) ?? null,
        note: spec.note,
        createdAt: new Date(Date.now() - spec.daysAgo * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: serviceRecommendations.id });
    created += inserted.length;
  }
  return { created };
}
