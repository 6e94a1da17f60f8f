/** The demo organisation: a tribal social-services agency in Alaska. Names are invented. */

export const DEMO_TEAM_ROLES = [
  {
    name: 'Case Worker',
    description: 'Works the team inbox and its threads',
    permissions: ['TeamInbox.Access'],
  },
  {
    name: 'Team Lead',
    description: 'Leads the team; works and assigns the team inbox',
    permissions: ['TeamInbox.Access'],
  },
  { name: 'Observer', description: 'Belongs to the team without inbox access', permissions: [] },
  {
    name: 'Directory Editor',
    description: 'Keeps the service directory up to date',
    permissions: ['Directory.Edit'],
  },
] as const;

export const DEMO_TEAMS = [
  {
    name: 'Family Services',
    description: 'Child and family support, ICWA and parenting programs',
    isPrivate: false,
  },
  {
    name: 'Tribal Enrollment',
    description: 'Enrollment, certificates of Indian blood and ID cards',
    isPrivate: false,
  },
  {
    name: 'Housing & Energy Assistance',
    description: 'Rental help, weatherization and LIHEAP heating assistance',
    isPrivate: false,
  },
  {
    name: 'Elders Program',
    description: 'Meals, wellness checks and transportation for elders',
    isPrivate: false,
  },
  {
    name: 'Behavioral Health',
    description: 'Counseling referrals; a private team for sensitive cases',
    isPrivate: true,
  },
] as const;

type TeamName = (typeof DEMO_TEAMS)[number]['name'];
type RoleName = (typeof DEMO_TEAM_ROLES)[number]['name'];

export interface DemoStaff {
  email: string;
  firstName: string;
  lastName: string;
  role: 'Administrator' | 'Supervisor' | 'Staff';
  /** Accounts that sign in with the demo password; the others exist for realistic lists. */
  canSignIn: boolean;
  teams: { team: TeamName; roles: RoleName[] }[];
}

export const DEMO_STAFF: DemoStaff[] = [
  {
    email: 'admin@example.org',
    firstName: 'Ada',
    lastName: 'Okpik',
    role: 'Administrator',
    canSignIn: true,
    teams: [],
  },
  {
    email: 'supervisor@example.org',
    firstName: 'Martha',
    lastName: 'Nanouk',
    role: 'Supervisor',
    canSignIn: true,
    teams: [
      { team: 'Family Services', roles: ['Team Lead'] },
      { team: 'Elders Program', roles: ['Observer'] },
    ],
  },
  {
    email: 'staff@example.org',
    firstName: 'Daniel',
    lastName: 'Kasayulie',
    role: 'Staff',
    canSignIn: true,
    teams: [
      { team: 'Family Services', roles: ['Case Worker', 'Directory Editor'] },
      { team: 'Tribal Enrollment', roles: ['Observer'] },
    ],
  },
  {
    email: 'r.evan@example.org',
    firstName: 'Rose',
    lastName: 'Evan',
    role: 'Staff',
    canSignIn: false,
    teams: [{ team: 'Family Services', roles: ['Case Worker'] }],
  },
  {
    email: 'p.active@example.org',
    firstName: 'Peter',
    lastName: 'Active',
    role: 'Staff',
    canSignIn: false,
    teams: [{ team: 'Tribal Enrollment', roles: ['Case Worker'] }],
  },
  {
    email: 'g.john@example.org',
    firstName: 'Grace',
    lastName: 'John',
    role: 'Supervisor',
    canSignIn: false,
    teams: [{ team: 'Tribal Enrollment', roles: ['Team Lead'] }],
  },
  {
    email: 'w.frank@example.org',
    firstName: 'Walter',
    lastName: 'Frank',
    role: 'Staff',
    canSignIn: false,
    teams: [{ team: 'Housing & Energy Assistance', roles: ['Case Worker'] }],
  },
  {
    email: 'n.pete@example.org',
    firstName: 'Nora',
    lastName: 'Pete',
    role: 'Staff',
    canSignIn: false,
    teams: [{ team: 'Housing & Energy Assistance', roles: ['Team Lead'] }],
  },
  {
    email: 'j.alexie@example.org',
    firstName: 'Jacob',
    lastName: 'Alexie',
    role: 'Staff',
    canSignIn: false,
    teams: [{ team: 'Elders Program', roles: ['Case Worker'] }],
  },
  {
    email: 's.charlie@example.org',
    firstName: 'Sophie',
    lastName: 'Charlie',
    role: 'Staff',
    canSignIn: false,
    teams: [{ team: 'Behavioral Health', roles: ['Case Worker'] }],
  },
];

export interface DemoParticipant {
  firstName: string;
  lastName: string;
  dob: string;
  email: string | null;
  phones: { number: string; isPreferred: boolean; type: 'mobile' | 'home' }[];
  /** Set for the two participants who sign in. */
  accountEmail?: string;
  status?: 1 | 0 | -1;
}

export const DEMO_PARTICIPANTS: DemoParticipant[] = [
  {
    firstName: 'Lena',
    lastName: 'Andrews',
    dob: '1988-04-12',
    email: 'participant@example.org',
    accountEmail: 'participant@example.org',
    phones: [{ number: '9075550142', isPreferred: true, type: 'mobile' }],
  },
  {
    firstName: 'Joseph',
    lastName: 'Nicolai',
    dob: '1975-11-03',
    email: 'participant2@example.org',
    accountEmail: 'participant2@example.org',
    phones: [{ number: '9075550178', isPreferred: true, type: 'mobile' }],
  },
  {
    firstName: 'Mary',
    lastName: 'Ivanoff',
    dob: '1952-02-21',
    email: 'mary.ivanoff@example.net',
    phones: [{ number: '9075550110', isPreferred: true, type: 'home' }],
  },
  {
    firstName: 'John',
    lastName: 'Ivanoff',
    dob: '1950-07-30',
    email: null,
    phones: [{ number: '9075550110', isPreferred: true, type: 'home' }],
  },
  {
    firstName: 'Sarah',
    lastName: 'Johnson',
    dob: '1992-09-15',
    email: 'sjohnson@example.net',
    phones: [{ number: '9075550121', isPreferred: true, type: 'mobile' }],
  },
  {
    firstName: 'Jonathan',
    lastName: 'Johnson',
    dob: '1990-01-08',
    email: null,
    phones: [{ number: '9075550122', isPreferred: true, type: 'mobile' }],
  },
  {
    firstName: 'Ella',
    lastName: 'Kameroff',
    dob: '2001-05-19',
    email: 'ella.k@example.net',
    phones: [{ number: '9075550133', isPreferred: true, type: 'mobile' }],
  },
  {
    firstName: 'Thomas',
    lastName: 'Wassillie',
    dob: '1968-12-02',
    email: null,
    phones: [{ number: '9075550144', isPreferred: true, type: 'home' }],
  },
  { firstName: 'Ruth', lastName: 'Nanalook', dob: '1983-03-27', email: 'ruth.n@example.net', phones: [] },
  {
    firstName: 'Samuel',
    lastName: 'Oscar',
    dob: '1995-08-11',
    email: 'sam.oscar@example.net',
    phones: [{ number: '9075550155', isPreferred: true, type: 'mobile' }],
  },
  {
    firstName: 'Agnes',
    lastName: 'Sipary',
    dob: '1947-10-05',
    email: null,
    phones: [{ number: '9075550166', isPreferred: true, type: 'home' }],
  },
  {
    firstName: 'Michael',
    lastName: 'Tikiun',
    dob: '1979-06-23',
    email: 'm.tikiun@example.net',
    phones: [{ number: '9075550177', isPreferred: true, type: 'mobile' }],
    status: 0,
  },
  {
    firstName: 'Anna',
    lastName: 'Beans',
    dob: '1999-02-14',
    email: 'anna.beans@example.net',
    phones: [{ number: '9075550188', isPreferred: true, type: 'mobile' }],
  },
  {
    firstName: 'David',
    lastName: 'Jimmie',
    dob: '1986-04-30',
    email: null,
    phones: [{ number: '9075550199', isPreferred: true, type: 'mobile' }],
  },
  {
    firstName: 'Katherine',
    lastName: 'Paul',
    dob: '1971-09-09',
    email: 'kpaul@example.net',
    phones: [{ number: '9075550101', isPreferred: true, type: 'home' }],
  },
  { firstName: 'Katie', lastName: 'Paul', dob: '1971-09-09', email: null, phones: [] },
];

export const DEMO_PLUGINS = [
  { key: 'participants', name: 'Participants', description: 'Participant search, records and merge' },
  { key: 'inbox', name: 'Secure inbox', description: 'Personal secure messaging' },
  { key: 'teamInbox', name: 'Team inbox', description: 'Shared team inboxes' },
  { key: 'quickMessages', name: 'Quick messages', description: 'Message templates' },
  { key: 'serviceDirectory', name: 'Service directory', description: 'Find a service' },
  { key: 'webhooks', name: 'Webhooks', description: 'Outbound event notifications' },
  { key: 'adminLogs', name: 'Admin logs', description: 'Activity and user-action logs' },
] as const;
