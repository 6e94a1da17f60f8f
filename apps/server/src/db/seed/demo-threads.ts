import { eq, inArray } from 'drizzle-orm';
import { MESSAGE_PREVIEW_MAX_CHARS } from '@casework/contract';
import type { Db } from '../client.ts';
import {
  applications,
  messages,
  staffMembers,
  teams,
  threadAssignees,
  threadUserStates,
  threads,
  users,
} from '../schema/index.ts';
import {
  previewOf,
  richTextToPlainText,
  sanitizeRichText,
} from '#src/platform/rich-text/sanitize-rich-text.ts';
import { demoId } from './demo-ids.ts';
import { participantsByName } from './demo-lookups.ts';
import type { DEMO_TEAMS } from './demo-organisation.ts';

/**
 * About forty secure-messaging threads between the demo participants and teams: answered and waiting, assigned
 * and not, read and unread, archived, a few referred to another team, and personal threads of staff members.
 * Deterministic (fixed ids, times relative to the seeding moment) and idempotent (existing threads are skipped).
 */

type TeamName = (typeof DEMO_TEAMS)[number]['name'];
/** A message author: the thread's participant, or a staff member by e-mail. */
type From = 'participant' | `${string}@example.org`;

interface DemoMessage {
  from: From;
  /** Hours after the thread started. */
  at: number;
  html: string;
}

interface DemoThread {
  key: string;
  participant: string;
  /** The team holding the thread now; null for a personal thread of `owner`. */
  team: TeamName | null;
  owner?: From;
  application?: string;
  /** Where it was written before a referral moved it to `team`. */
  referredFrom?: { team: TeamName; reason: string; by: From };
  subject: string;
  /** Days before the seeding moment that the first message was written. */
  daysAgo: number;
  messages: DemoMessage[];
  assignees?: From[];
  /** Read to the end by these (besides what each author read by writing). */
  readBy?: From[];
  archivedForTeam?: boolean;
  archivedBy?: From[];
}

const DANIEL = 'staff@example.org';
const MARTHA = 'supervisor@example.org';
const ROSE = 'r.evan@example.org';
const PETER = 'p.active@example.org';
const GRACE = 'g.john@example.org';
const WALTER = 'w.frank@example.org';
const NORA = 'n.pete@example.org';
const JACOB = 'j.alexie@example.org';
const SOPHIE = 's.charlie@example.org';
const P = 'participant';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const m = (from: From, at: number, html: string): DemoMessage => ({ from, at, html });

export const DEMO_THREADS: DemoThread[] = [
  // ---- Lena Andrews (participant@example.org) ----
  {
    key: 'lena-parenting-class',
    participant: 'Lena Andrews',
    team: 'Family Services',
    subject: 'Parenting class schedule',
    daysAgo: 12,
    messages: [
      m(P, 0, p('Hi, when does the next parenting class start? I work until 4 on weekdays.')),
      m(
        DANIEL,
        3,
        p(
          'Hi Lena, the spring series starts <strong>April 8</strong>, Tuesdays 5:30–7:00 pm at the community hall.',
          'Dinner and child care are provided.',
        ),
      ),
      m(P, 5, p('That works for me. Thank you!')),
    ],
    assignees: [DANIEL],
    readBy: [DANIEL],
  },
  {
    key: 'lena-child-care',
    participant: 'Lena Andrews',
    team: 'Family Services',
    application: 'Tribal TANF & family services',
    subject: 'Child care assistance application',
    daysAgo: 0.1,
    messages: [
      m(
        P,
        0,
        p(
          'I started a new job and need help paying for day care for my two kids. My first pay stub is attached.',
          'What else do I need to apply?',
        ),
      ),
    ],
  },
  {
    key: 'lena-rent-march',
    participant: 'Lena Andrews',
    team: 'Housing & Energy Assistance',
    application: 'Housing assistance',
    subject: 'Rent help for March',
    daysAgo: 4,
    messages: [
      m(P, 0, p('My hours were cut and I am short $400 on rent this month. Is there emergency help?')),
      m(
        WALTER,
        20,
        p(
          'We can look at emergency rental assistance. Please fill in the attached application and send:',
          '',
        ) + '<ul><li>your lease</li><li>the last two pay stubs</li><li>the landlord’s contact</li></ul>',
      ),
      m(
        P,
        26,
        p(
          'My landlord is Bering Property Management, 907-555-0190. I will bring the lease and pay stubs Monday.',
        ),
      ),
    ],
    assignees: [WALTER],
  },
  {
    key: 'lena-heating-fuel',
    participant: 'Lena Andrews',
    team: 'Housing & Energy Assistance',
    application: 'Energy assistance (LIHEAP)',
    subject: 'Heating assistance — fuel oil',
    daysAgo: 45,
    messages: [
      m(P, 0, p('Our fuel tank is almost empty. Can LIHEAP help with a delivery?')),
      m(
        NORA,
        6,
        p(
          'Yes — you qualify for a one-time fuel delivery of 100 gallons. The vendor will call you to schedule it.',
        ),
      ),
      m(P, 30, p('The fuel came today. Thank you so much.')),
      m(NORA, 31, p('Glad to hear it. Stay warm!')),
    ],
    assignees: [NORA],
    readBy: [P],
    archivedForTeam: true,
    archivedBy: [P],
  },
  {
    key: 'lena-grandmother-rides',
    participant: 'Lena Andrews',
    team: 'Elders Program',
    application: 'Elder services',
    subject: 'Transportation for my grandmother',
    daysAgo: 2,
    messages: [
      m(P, 0, p('My grandmother has dialysis three times a week. Can the Elders Program give her rides?')),
      m(
        JACOB,
        18,
        p(
          'Yes. I have added her to the Monday, Wednesday and Friday van route. The driver will pick her up at 7:15 am.',
        ),
      ),
    ],
    assignees: [JACOB],
  },
  {
    key: 'lena-tribal-id',
    participant: 'Lena Andrews',
    team: 'Tribal Enrollment',
    subject: 'Tribal ID card renewal',
    daysAgo: 20,
    messages: [
      m(P, 0, p('My tribal ID expires next month. Can I renew it by mail?')),
      m(
        PETER,
        4,
        p('You can. Send a copy of your current card and a recent photo. There is no fee for renewals.'),
      ),
      m(P, 28, p('Mailed it today.')),
      m(PETER, 100, p('We received it; your new card will be mailed within two weeks.')),
    ],
    assignees: [PETER],
    readBy: [P],
  },
  {
    key: 'lena-meeting-follow-up',
    participant: 'Lena Andrews',
    team: null,
    owner: DANIEL,
    subject: 'Follow-up from our meeting',
    daysAgo: 3,
    messages: [
      m(
        DANIEL,
        0,
        p(
          'Hi Lena, thanks for coming in today. As promised, here is the link to the budgeting workshop: <a href="https://example.org/budgeting">budgeting workshop</a>.',
        ),
      ),
      m(P, 2, p('Thanks Daniel. Is it online or in person?')),
      m(DANIEL, 22, p('Both — you can join online if that is easier with the kids.')),
    ],
  },
  {
    key: 'lena-overwhelmed',
    participant: 'Lena Andrews',
    team: 'Behavioral Health',
    referredFrom: {
      team: 'Family Services',
      reason: 'Counseling intake is handled by Behavioral Health',
      by: ROSE,
    },
    subject: 'Feeling overwhelmed lately',
    daysAgo: 6,
    messages: [
      m(
        P,
        0,
        p(
          'Between work and the kids I have been feeling really overwhelmed. Is there someone I can talk to?',
        ),
      ),
      m(
        ROSE,
        5,
        p(
          'Thank you for reaching out, Lena. I am passing your message to our Behavioral Health team, who can set up a counselor for you.',
        ),
      ),
      m(
        SOPHIE,
        30,
        p(
          'Hi Lena, I am Sophie from Behavioral Health. I have openings Thursday at 10 am or Friday at 2 pm. Which works better?',
        ),
      ),
    ],
    assignees: [SOPHIE],
  },
  {
    key: 'lena-weatherization',
    participant: 'Lena Andrews',
    team: 'Housing & Energy Assistance',
    subject: 'Weatherization program',
    daysAgo: 30,
    messages: [
      m(P, 0, p('Does the weatherization program cover new windows?')),
      m(
        WALTER,
        24,
        p(
          'It covers sealing and insulation; window replacement only when the frame is damaged. We can send an inspector.',
        ),
      ),
    ],
    readBy: [P],
    archivedBy: [P],
  },
  {
    key: 'lena-school-supplies',
    participant: 'Lena Andrews',
    team: 'Family Services',
    subject: 'School supplies voucher',
    daysAgo: 1,
    messages: [
      m(
        MARTHA,
        0,
        p(
          'Hi Lena, your family qualifies for the back-to-school supplies voucher. You can pick it up at the front desk any weekday.',
        ),
      ),
    ],
    assignees: [MARTHA],
  },

  // ---- Joseph Nicolai (participant2@example.org) ----
  {
    key: 'joseph-eviction',
    participant: 'Joseph Nicolai',
    team: 'Housing & Energy Assistance',
    application: 'Housing assistance',
    subject: 'Eviction notice — urgent',
    daysAgo: 0.02,
    messages: [m(P, 0, p('I got a 10-day eviction notice today. I do not know what to do. Please call me.'))],
  },
  {
    key: 'joseph-father-meals',
    participant: 'Joseph Nicolai',
    team: 'Elders Program',
    subject: 'Meals for my father',
    daysAgo: 9,
    messages: [
      m(P, 0, p('My father is 78 and lives alone in Bethel. Can he get meal deliveries?')),
      m(JACOB, 6, p('He can. Deliveries are weekdays at noon; I have signed him up starting Monday.')),
      m(P, 8, p('Great, thank you.')),
    ],
    assignees: [JACOB],
    readBy: [JACOB],
  },
  {
    key: 'joseph-newborn-enrollment',
    participant: 'Joseph Nicolai',
    team: 'Tribal Enrollment',
    subject: 'Enrollment for my newborn',
    daysAgo: 5,
    messages: [
      m(P, 0, p('Our daughter was born last month. How do we enroll her?')),
      m(
        GRACE,
        10,
        p(
          'Congratulations! Please send her birth certificate and the attached enrollment form, signed by both parents.',
        ),
      ),
      m(
        P,
        50,
        p(
          'We only have the hospital record so far; I attached it. Will that work until the certificate arrives?',
        ),
      ),
    ],
    assignees: [PETER],
  },
  {
    key: 'joseph-icwa',
    participant: 'Joseph Nicolai',
    team: 'Family Services',
    subject: 'ICWA notice question',
    daysAgo: 25,
    messages: [
      m(P, 0, p('I received an ICWA notice about my nephew. What does it mean for our family?')),
      m(
        DANIEL,
        4,
        p('It means the court must notify the tribe. We can attend the hearing with you; it is on the 14th.'),
      ),
      m(P, 6, p('Yes please, I would like someone there.')),
      m(DANIEL, 7, p('Done — I will meet you at the courthouse at 8:45.')),
    ],
    assignees: [DANIEL],
    readBy: [P],
    archivedForTeam: true,
  },
  {
    key: 'joseph-intake-confirmation',
    participant: 'Joseph Nicolai',
    team: 'Behavioral Health',
    subject: 'Intake appointment confirmation',
    daysAgo: 1.5,
    messages: [
      m(SOPHIE, 0, p('Hi Joseph, this confirms your intake appointment on Wednesday at 1 pm.')),
      m(P, 4, p('Can we move it to the afternoon after 3? I have work.')),
    ],
    assignees: [SOPHIE],
  },
  {
    key: 'joseph-home-repair',
    participant: 'Joseph Nicolai',
    team: 'Elders Program',
    referredFrom: {
      team: 'Housing & Energy Assistance',
      reason: 'Elder home repairs are funded through the Elders Program',
      by: NORA,
    },
    subject: 'Home repair for my father',
    daysAgo: 3,
    messages: [
      m(
        P,
        0,
        p(
          'The steps at my father’s house are broken and he uses a walker. I attached a photo of them.',
          'Is there help for repairs?',
        ),
      ),
      m(
        NORA,
        3,
        p('Repairs for elders go through the Elders Program; I have referred your message to them.'),
      ),
    ],
  },
  {
    key: 'joseph-check-in',
    participant: 'Joseph Nicolai',
    team: null,
    owner: MARTHA,
    subject: 'Checking in',
    daysAgo: 8,
    messages: [
      m(MARTHA, 0, p('Hi Joseph, just checking in after the hearing. How is your nephew settling in?')),
      m(P, 20, p('He is doing well, thank you for asking.')),
    ],
    readBy: [MARTHA],
  },
  {
    key: 'joseph-food-bank',
    participant: 'Joseph Nicolai',
    team: 'Family Services',
    subject: 'Food bank hours',
    daysAgo: 0.5,
    messages: [
      m(P, 0, p('Is the food bank open on Saturdays?')),
      m(ROSE, 2, p('Saturdays 10 am to 1 pm, and Wednesdays 4 to 7 pm.')),
    ],
    assignees: [ROSE],
  },

  // ---- Participants without a sign-in account (their messages came in through staff) ----
  {
    key: 'mary-wellness-checks',
    participant: 'Mary Ivanoff',
    team: 'Elders Program',
    subject: 'Wellness check schedule',
    daysAgo: 7,
    messages: [
      m(JACOB, 0, p('Hi Mary, your weekly wellness visit moves to Thursdays at 11 am starting next week.')),
      m(P, 30, p('Thursdays are fine. Please ring the bell twice, my hearing is not good.')),
    ],
    assignees: [JACOB],
  },
  {
    key: 'john-clinic-ride',
    participant: 'John Ivanoff',
    team: 'Elders Program',
    subject: 'Ride to clinic Thursday',
    daysAgo: 0.3,
    messages: [m(P, 0, p('I need a ride to the clinic on Thursday at 9 for my eye appointment.'))],
  },
  {
    key: 'sarah-support-group',
    participant: 'Sarah Johnson',
    team: 'Family Services',
    subject: 'Parenting support group',
    daysAgo: 10,
    messages: [
      m(P, 0, p('Is there a support group for single parents?')),
      m(DANIEL, 8, p('Yes, it meets the first Monday of each month. I will send you a reminder.')),
    ],
    assignees: [DANIEL],
  },
  {
    key: 'jonathan-cib-copy',
    participant: 'Jonathan Johnson',
    team: 'Tribal Enrollment',
    subject: 'Certificate of Indian Blood copy',
    daysAgo: 2.5,
    messages: [
      m(P, 0, p('I need a certified copy of my CIB for a scholarship application. How long does it take?')),
    ],
  },
  {
    key: 'ella-deposit',
    participant: 'Ella Kameroff',
    team: 'Housing & Energy Assistance',
    subject: 'First apartment — deposit help',
    daysAgo: 15,
    messages: [
      m(P, 0, p('I found my first apartment but cannot afford the deposit. Can you help?')),
      m(
        WALTER,
        5,
        p('The first-home program can cover up to $1,000 of a deposit. Can you send the rental agreement?'),
      ),
      m(P, 9, p('Sent it by e-mail this morning.')),
      m(WALTER, 30, p('Approved! The check goes to your landlord on Friday.')),
    ],
    assignees: [WALTER],
  },
  {
    key: 'thomas-furnace',
    participant: 'Thomas Wassillie',
    team: 'Housing & Energy Assistance',
    subject: 'Furnace broke',
    daysAgo: 1,
    messages: [
      m(P, 0, p('My furnace stopped working last night and it is −20 outside.')),
      m(P, 2, p('I am using the oven for heat for now. Please call.')),
    ],
  },
  {
    key: 'ruth-foster-licensing',
    participant: 'Ruth Nanalook',
    team: 'Family Services',
    subject: 'Foster care licensing',
    daysAgo: 40,
    messages: [
      m(P, 0, p('We would like to become a tribal foster home. Where do we start?')),
      m(MARTHA, 6, p('Wonderful! The next orientation is on the 3rd; I have reserved two seats for you.')),
    ],
    assignees: [MARTHA],
    archivedForTeam: true,
  },
  {
    key: 'samuel-address-change',
    participant: 'Samuel Oscar',
    team: 'Tribal Enrollment',
    subject: 'Address change on enrollment record',
    daysAgo: 18,
    messages: [
      m(P, 0, p('I moved to Anchorage. Please update my address: 1200 W 4th Ave, Apt 3.')),
      m(PETER, 3, p('Updated. Your next newsletter will go to the new address.')),
    ],
    assignees: [PETER],
    archivedForTeam: true,
  },
  {
    key: 'agnes-snow-removal',
    participant: 'Agnes Sipary',
    team: 'Elders Program',
    subject: 'Snow removal',
    daysAgo: 0.8,
    messages: [m(P, 0, p('The plow left a big berm in front of my door and I cannot get out.'))],
  },
  {
    key: 'michael-utility-shutoff',
    participant: 'Michael Tikiun',
    team: 'Housing & Energy Assistance',
    subject: 'Utility shutoff notice',
    daysAgo: 60,
    messages: [
      m(P, 0, p('I got a shutoff notice from the electric company.')),
      m(NORA, 4, p('We paid the past-due balance through the crisis fund; service will not be shut off.')),
    ],
    assignees: [NORA],
    archivedForTeam: true,
  },
  {
    key: 'anna-diapers-formula',
    participant: 'Anna Beans',
    team: 'Family Services',
    subject: 'Diapers and formula assistance',
    daysAgo: 2,
    messages: [
      m(P, 0, p('Do you have diapers or formula for a 3-month-old?')),
      m(ROSE, 6, p('We do. What size diapers and which formula?')),
      m(P, 9, p('Size 1 diapers and Similac Pro-Advance, please.')),
    ],
    assignees: [ROSE],
  },
  {
    key: 'david-counseling-referral',
    participant: 'David Jimmie',
    team: 'Behavioral Health',
    application: 'Behavioral health intake',
    subject: 'Counseling referral received',
    daysAgo: 4,
    messages: [
      m(SOPHIE, 0, p('Hi David, we received your referral from the clinic. When is a good time to talk?')),
      m(P, 26, p('Mornings before 10 are best.')),
      m(SOPHIE, 28, p('I will call you tomorrow at 9.')),
    ],
    assignees: [SOPHIE],
  },
  {
    key: 'katherine-medicare',
    participant: 'Katherine Paul',
    team: 'Elders Program',
    subject: 'Medicare paperwork help',
    daysAgo: 6,
    messages: [
      m(P, 0, p('I got a letter about Medicare Part D and do not understand it.')),
      m(
        JACOB,
        20,
        p(
          'Bring the letter to the elder center on Tuesday; our benefits counselor will go through it with you.',
        ),
      ),
    ],
    assignees: [JACOB],
  },
  {
    key: 'katie-name-mix-up',
    participant: 'Katie Paul',
    team: 'Family Services',
    subject: 'Name mix-up on my file',
    daysAgo: 3,
    messages: [
      m(P, 0, p('I think my file got mixed up with Katherine Paul — we have the same birthday.')),
      m(DANIEL, 4, p('Thank you for telling us. I am checking with records and will get back to you.')),
      m(P, 28, p('Any news? I got a letter meant for her.')),
    ],
    assignees: [DANIEL],
  },
  {
    key: 'sarah-liheap-status',
    participant: 'Sarah Johnson',
    team: 'Housing & Energy Assistance',
    subject: 'LIHEAP application status',
    daysAgo: 35,
    messages: [
      m(P, 0, p('I applied for LIHEAP three weeks ago. Any update?')),
      m(NORA, 5, p('Your application was approved; the credit will show on your next bill.')),
    ],
    assignees: [NORA],
    archivedForTeam: true,
  },
  {
    key: 'thomas-documents',
    participant: 'Thomas Wassillie',
    team: null,
    owner: DANIEL,
    subject: 'Documents you left at the office',
    daysAgo: 11,
    messages: [
      m(
        DANIEL,
        0,
        p('Hi Thomas, you left your birth certificate at the front desk. We are keeping it safe for you.'),
      ),
    ],
    archivedBy: [DANIEL],
  },
  {
    key: 'ella-stress',
    participant: 'Ella Kameroff',
    team: 'Behavioral Health',
    referredFrom: { team: 'Family Services', reason: 'Participant asked for counseling', by: DANIEL },
    subject: 'Stress at work and home',
    daysAgo: 1.2,
    messages: [m(P, 0, p('Could I talk to a counselor? Things have been hard at work and at home.'))],
  },
  {
    key: 'mary-weatherization-visit',
    participant: 'Mary Ivanoff',
    team: 'Housing & Energy Assistance',
    subject: 'Weatherization visit',
    daysAgo: 5,
    messages: [
      m(WALTER, 0, p('Hi Mary, our crew can seal your windows next Tuesday morning. Does that work?')),
    ],
    assignees: [WALTER],
  },
  {
    key: 'samuel-mentoring',
    participant: 'Samuel Oscar',
    team: 'Family Services',
    subject: 'Youth mentoring program',
    daysAgo: 3.2,
    messages: [m(P, 0, p('I would like to volunteer as a youth mentor. Is there an application?'))],
  },
  {
    key: 'anna-rent-share',
    participant: 'Anna Beans',
    team: 'Housing & Energy Assistance',
    subject: 'Roommate moving out — rent share',
    daysAgo: 14,
    messages: [
      m(P, 0, p('My roommate is moving out and I cannot pay the full rent alone.')),
      m(
        WALTER,
        24,
        p('You may qualify for short-term rental help for two months while you find a new roommate.'),
      ),
      m(P, 26, p('That would really help.')),
      m(WALTER, 48, p('Approved for two months. The first payment goes out on the 1st.')),
    ],
    assignees: [WALTER],
    readBy: [WALTER],
  },
  {
    key: 'david-parenting-time',
    participant: 'David Jimmie',
    team: 'Family Services',
    subject: 'Parenting time schedule',
    daysAgo: 0.2,
    messages: [m(P, 0, p('Can someone help me write up a parenting time schedule for mediation?'))],
  },
  {
    key: 'katherine-elder-id',
    participant: 'Katherine Paul',
    team: 'Tribal Enrollment',
    subject: 'Elder ID discount card',
    daysAgo: 16,
    messages: [
      m(P, 0, p('I turn 55 next month. How do I get the elder discount card?')),
      m(
        GRACE,
        7,
        p('Come by the enrollment office after your birthday with your tribal ID; it takes five minutes.'),
      ),
    ],
    assignees: [GRACE],
  },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The id of the demo thread `key` (one of DEMO_THREADS). */
export function demoThreadId(key: string): string {
  const index = DEMO_THREADS.findIndex((spec) => spec.key === key);
  if (index < 0) throw new Error(`No demo thread ${key}`);
  return demoId(`thread:${key}`, index);
}

/** The id of message `index` (from 0) of the demo thread `key`. */
export const demoMessageId = (key: string, index: number) => demoId(`message:${key}:${index}`, index);

/** Seeds the demo threads (idempotent). Answers how many threads it created. */
export async function seedDemoThreads(db: Db, now: Date = new Date()): Promise<{ created: number }> {
  const ids = DEMO_THREADS.map((spec) => demoThreadId(spec.key));
  const existing = new Set(
    (await db.select({ id: threads.id }).from(threads).where(inArray(threads.id, ids))).map((r) => r.id),
  );
  const todo = DEMO_THREADS.map((spec, i) => ({ spec, id: ids[i]! })).filter(({ id }) => !existing.has(id));
  if (todo.length === 0) return { created: 0 };

  const participantOf = await participantsByName(db);
  const staffRows = await db
    .select({ id: staffMembers.id, userId: staffMembers.userId, email: users.email })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId));
  const staffByEmail = new Map(staffRows.map((r) => [r.email.toLowerCase(), r]));
  const teamIds = new Map(
    (await db.select({ id: teams.id, name: teams.name }).from(teams)).map((r) => [r.name, r.id]),
  );
  const applicationIds = new Map(
    (await db.select({ id: applications.id, name: applications.name }).from(applications)).map((r) => [
      r.name,
      r.id,
    ]),
  );

  const threadRows: (typeof threads.$inferInsert)[] = [];
  const messageRows: (typeof messages.$inferInsert)[] = [];
  const assigneeRows: (typeof threadAssignees.$inferInsert)[] = [];
  const stateRows = new Map<string, typeof threadUserStates.$inferInsert>();

  for (const { spec, id } of todo) {
    const participant = participantOf.get(spec.participant);
    if (!participant) throw new Error(`Demo thread ${spec.key}: no participant ${spec.participant}`);
    const staff = (email: From) => {
      const row = staffByEmail.get(email);
      if (!row) throw new Error(`Demo thread ${spec.key}: no staff member ${email}`);
      return row;
    };
    const userOf = (from: From) => (from === P ? participant.userId : staff(from).userId);
    const start = now.getTime() - spec.daysAgo * DAY;
    const times = spec.messages.map((msg) => new Date(Math.min(start + msg.at * HOUR, now.getTime())));
    const bodies = spec.messages.map((msg) => {
      const html = sanitizeRichText(msg.html);
      return { html, text: richTextToPlainText(html) };
    });
    const kinds = spec.messages.map(
      (msg) => (msg.from === P ? 'participant' : 'staff') as 'participant' | 'staff',
    );
    const last = spec.messages.length - 1;
    const lastStaff = kinds.lastIndexOf('staff');
    const firstStaff = kinds.indexOf('staff');
    // Closed: archived for its team, or (a personal thread) by its owner.
    const closed =
      spec.archivedForTeam || (spec.owner !== undefined && spec.archivedBy?.includes(spec.owner));
    const closedAt = closed ? new Date(Math.min(times[last]!.getTime() + HOUR, now.getTime())) : null;
    // A participant without an account wrote through staff: the first staff member on the thread recorded it.
    const recorder =
      spec.messages.find((msg) => msg.from !== P)?.from ??
      spec.assignees?.[0] ??
      spec.referredFrom?.by ??
      DANIEL;

    threadRows.push({
      id,
      subject: spec.subject,
      participantId: participant.participantId,
      teamId: spec.team ? teamIds.get(spec.team)! : null,
      ownerStaffMemberId: spec.owner ? staff(spec.owner).id : null,
      applicationId: spec.application ? (applicationIds.get(spec.application) ?? null) : null,
      referredToTeamId: spec.referredFrom && spec.team ? teamIds.get(spec.team)! : null,
      createdByUserId: userOf(spec.messages[0]!.from) ?? staff(recorder).userId,
      createdAt: times[0]!,
      lastMessageAt: times[last]!,
      lastMessagePreview: previewOf(bodies[last]!.text, MESSAGE_PREVIEW_MAX_CHARS),
      lastMessageFrom: kinds[last]!,
      firstStaffReplyAt: kinds[0] === 'participant' && firstStaff >= 0 ? times[firstStaff]! : null,
      awaitingReplySince: kinds[last] === 'participant' ? times[lastStaff + 1]! : null,
      teamArchivedAt: spec.archivedForTeam ? closedAt : null,
      closedAt,
      messageCount: spec.messages.length,
      assigneeCount: spec.assignees?.length ?? 0,
    });

    const read = (userId: string | null, upTo: number) => {
      if (!userId) return;
      const key = `${id}:${userId}`;
      const state = stateRows.get(key) ?? {
        threadId: id,
        userId,
        lastReadAt: null,
        lastReadMessageId: null,
        archivedAt: null,
      };
      if (!state.lastReadAt || state.lastReadAt <= times[upTo]!) {
        state.lastReadAt = times[upTo]!;
        state.lastReadMessageId = demoMessageId(spec.key, upTo);
      }
      stateRows.set(key, state);
    };
    spec.messages.forEach((msg, i) => {
      messageRows.push({
        id: demoMessageId(spec.key, i),
        threadId: id,
        authorUserId: userOf(msg.from),
        authorKind: kinds[i]!,
        bodyHtml: bodies[i]!.html,
        bodyText: bodies[i]!.text,
        createdAt: times[i]!,
      });
      read(userOf(msg.from), i);
    });
    for (const reader of spec.readBy ?? []) read(userOf(reader), last);
    for (const who of spec.archivedBy ?? []) {
      const userId = userOf(who);
      if (!userId) continue;
      read(userId, last);
      stateRows.get(`${id}:${userId}`)!.archivedAt =
        closedAt ?? new Date(Math.min(times[last]!.getTime() + HOUR, now.getTime()));
    }
    (spec.assignees ?? []).forEach((who, i) =>
      assigneeRows.push({
        threadId: id,
        staffMemberId: staff(who).id,
        assignedByUserId: staff(who).userId,
        assignedAt: new Date(times[0]!.getTime() + i),
      }),
    );
  }

  await db.transaction(async (tx) => {
    await tx.insert(threads).values(threadRows).onConflictDoNothing();
    await tx.insert(messages).values(messageRows).onConflictDoNothing();
    if (assigneeRows.length > 0) await tx.insert(threadAssignees).values(assigneeRows).onConflictDoNothing();
    if (stateRows.size > 0)
      await tx
        .insert(threadUserStates)
        .values([...stateRows.values()])
        .onConflictDoNothing();
  });
  return { created: threadRows.length };
}
