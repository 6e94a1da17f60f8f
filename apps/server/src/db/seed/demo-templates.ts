import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  messageTemplateCategories,
  messageTemplateCategoryLinks,
  messageTemplates,
  teams,
} from '../schema/index.ts';
import { richTextToPlainText, sanitizeRichText } from '#src/platform/rich-text/sanitize-rich-text.ts';
import { demoId } from './demo-ids.ts';
import { userIdsByEmail } from './demo-lookups.ts';
import type { DEMO_TEAMS } from './demo-organisation.ts';

/**
 * Quick messages of the demo organisation: categories per team and the answers its case workers give every day,
 * with variables, plus personal templates of the demo staff member and supervisor. Deterministic ids; idempotent.
 */

type TeamName = (typeof DEMO_TEAMS)[number]['name'];

const DEMO_CATEGORIES: Record<string, { team: TeamName; name: string }> = {
  familyIntake: { team: 'Family Services', name: 'Intake' },
  familyDocuments: { team: 'Family Services', name: 'Documents' },
  familyVisits: { team: 'Family Services', name: 'Home visits' },
  enrollmentCards: { team: 'Tribal Enrollment', name: 'Enrollment cards' },
  housingEnergy: { team: 'Housing & Energy Assistance', name: 'Energy assistance' },
  housingRent: { team: 'Housing & Energy Assistance', name: 'Rent and deposits' },
  eldersMeals: { team: 'Elders Program', name: 'Meals and visits' },
};
type CategoryKey = keyof typeof DEMO_CATEGORIES;

interface DemoTemplate {
  key: string;
  name: string;
  /** A team template of this team, or a personal one of `owner`. */
  team?: TeamName;
  owner?: `${string}@example.org`;
  categories?: CategoryKey[];
  html: string;
}

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    key: 'family-welcome',
    name: 'Welcome to Family Services',
    team: 'Family Services',
    categories: ['familyIntake'],
    html: '<p>Hello {participant.firstName},</p><p>Thank you for reaching out to {team.name}. My name is {staff.firstName} and I will be your point of contact. I will call you within two working days to set up a first conversation.</p><p>The attached guide explains what we offer and what to expect at your first visit.</p>',
  },
  {
    key: 'family-intake-appointment',
    name: 'Intake appointment confirmed',
    team: 'Family Services',
    categories: ['familyIntake'],
    html: '<p>Hi {participant.firstName}, your intake appointment is confirmed. Please plan for about an hour. If you need a ride or childcare, reply to this message and we will help arrange it.</p>',
  },
  {
    key: 'family-documents',
    name: 'Documents to bring',
    team: 'Family Services',
    categories: ['familyDocuments', 'familyIntake'],
    html: '<p>Please bring these documents if you have them:</p><ul><li>Photo ID (or tribal ID card)</li><li>Birth certificates for your children</li><li>Proof of address, such as a utility bill</li><li>Any court papers about custody</li></ul><p>A printable checklist is attached. If something is missing, come anyway — we can work it out together.</p>',
  },
  {
    key: 'family-documents-received',
    name: 'Documents received',
    team: 'Family Services',
    categories: ['familyDocuments'],
    html: '<p>Thank you, {participant.firstName}. We received your documents and added them to your file. You do not need to send them again.</p>',
  },
  {
    key: 'family-home-visit',
    name: 'Home visit scheduling',
    team: 'Family Services',
    categories: ['familyVisits'],
    html: '<p>Hi {participant.firstName}, I would like to visit you at home in the next two weeks. Which mornings or afternoons work best for you? Reply here with two or three options.</p>',
  },
  {
    key: 'family-icwa',
    name: 'ICWA notice explained',
    team: 'Family Services',
    html: '<p>The Indian Child Welfare Act (ICWA) notice you received means the tribe has been told about the court case so it can take part. This protects your family. {staff.firstName} can go through it with you by phone.</p>',
  },
  {
    key: 'enrollment-card',
    name: 'Enrollment card ready',
    team: 'Tribal Enrollment',
    categories: ['enrollmentCards'],
    html: '<p>Hello {participant.firstName}, your tribal enrollment card is ready. You can pick it up at the enrollment office Monday to Friday, 9 am to 4 pm. Bring a photo ID.</p>',
  },
  {
    key: 'enrollment-lineal',
    name: 'Lineal descendant paperwork',
    team: 'Tribal Enrollment',
    categories: ['enrollmentCards'],
    html: '<p>To apply as a lineal descendant we need a certified birth certificate that names your enrolled parent. {team.name} can request one from the state for you if you sign a release.</p>',
  },
  {
    key: 'housing-leap',
    name: 'Heating assistance (LIHEAP) application',
    team: 'Housing & Energy Assistance',
    categories: ['housingEnergy'],
    html: '<p>Hi {participant.firstName}, the heating assistance season is open. To apply we need: proof of household income for the last 30 days, a recent heating bill or fuel receipt, and an ID for each adult. The application form is attached; reply here if you would like help filling it in.</p>',
  },
  {
    key: 'housing-fuel-delivery',
    name: 'Emergency fuel delivery',
    team: 'Housing & Energy Assistance',
    categories: ['housingEnergy'],
    html: '<p>We have approved an emergency fuel delivery. The vendor will call you to agree a delivery time. If you do not hear from them within 48 hours, message us here.</p>',
  },
  {
    key: 'housing-deposit',
    name: 'Rental deposit help',
    team: 'Housing & Energy Assistance',
    categories: ['housingRent'],
    html: '<p>We can help with a rental deposit once you have a signed lease or a letter from the landlord. Please upload it to this thread and {staff.firstName} will review it.</p>',
  },
  {
    key: 'elders-meals',
    name: 'Meal delivery sign-up',
    team: 'Elders Program',
    categories: ['eldersMeals'],
    html: '<p>Hello {participant.firstName}, the Elders Program delivers hot meals on weekdays. Tell us about any allergies or foods to avoid, and we will add you to the route.</p>',
  },
  {
    key: 'staff-out-of-office',
    name: 'Back tomorrow',
    owner: 'staff@example.org',
    html: '<p>Thanks for your message, {participant.firstName}. I am out of the office today and will reply tomorrow morning. If it is urgent, call the front desk.</p>',
  },
  {
    key: 'staff-call-me',
    name: 'Please call me',
    owner: 'staff@example.org',
    html: '<p>Hi {participant.firstName}, could you give me a call when you have a moment? It is easier to explain by phone. — {staff.fullName}</p>',
  },
  {
    key: 'supervisor-follow-up',
    name: 'Supervisor follow-up',
    owner: 'supervisor@example.org',
    html: '<p>Hello {participant.firstName}, I am {staff.fullName}, supervisor at {team.name}. I wanted to check that you are getting the help you need. Reply here any time.</p>',
  },
];

/** The id of the demo template `key` (one of DEMO_TEMPLATES). */
export function demoTemplateId(key: string): string {
  const index = DEMO_TEMPLATES.findIndex((spec) => spec.key === key);
  if (index < 0) throw new Error(`No demo template ${key}`);
  return demoId(`template:${key}`, index);
}

/** Seeds the demo template categories and templates (idempotent). Answers how many templates it created. */
export async function seedDemoTemplates(db: Db): Promise<{ created: number }> {
  const teamRows = await db.select({ id: teams.id, name: teams.name }).from(teams);
  const teamId = new Map(teamRows.map((t) => [t.name, t.id]));
  const userId = await userIdsByEmail(db, [
    ...new Set(DEMO_TEMPLATES.flatMap((d) => (d.owner ? [d.owner] : []))),
  ]);
  const categoryIds = new Map<string, string>();
  return db.transaction(async (tx) => {
    for (const [index, [key, spec]] of Object.entries(DEMO_CATEGORIES).entries()) {
      const team = teamId.get(spec.team);
      if (!team) continue;
      const id = demoId(`template-category:${key}`, index);
      await tx
        .insert(messageTemplateCategories)
        .values({ id, teamId: team, name: spec.name })
        .onConflictDoNothing();
      categoryIds.set(key, id);
    }
    let created = 0;
    for (const spec of DEMO_TEMPLATES) {
      const id = demoTemplateId(spec.key);
      const [existing] = await tx
        .select({ id: messageTemplates.id })
        .from(messageTemplates)
        .where(eq(messageTemplates.id, id));
      if (existing) continue;
      const team = spec.team ? teamId.get(spec.team) : undefined;
      const owner = spec.owner ? userId.get(spec.owner) : undefined;
      if (team === undefined && owner === undefined) continue;
      const html = sanitizeRichText(spec.html);
      await tx.insert(messageTemplates).values({
        id,
        name: spec.name,
        type: team === undefined ? 'personal' : 'team',
        teamId: team ?? null,
        ownerUserId: team === undefined ? owner! : null,
        bodyHtml: html,
        bodyText: richTextToPlainText(html),
      });
      const links = (spec.categories ?? []).flatMap((c) => {
        const categoryId = categoryIds.get(c);
        return categoryId ? [{ templateId: id, categoryId }] : [];
      });
      if (links.length > 0) await tx.insert(messageTemplateCategoryLinks).values(links).onConflictDoNothing();
      created += 1;
    }
    return { created };
  });
}
