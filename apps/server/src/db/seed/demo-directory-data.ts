/**
 * The demo service directory: services around Anchorage and rural Alaska. Names, addresses and people are invented;
 * phone numbers are in the 907-555-01xx fictional range. demo-directory.ts turns this into an HSDS data set.
 */

export const DEMO_DIRECTORY_CATEGORIES = {
  food: { name: 'Food', description: 'Food banks, commodity foods, WIC and meals' },
  housing: { name: 'Housing & Energy', description: 'Heating help, weatherization, shelter and rent' },
  health: { name: 'Health', description: 'Clinics, dental, vision and community health aides' },
  behavioral: {
    name: 'Behavioral Health',
    description: 'Counseling, substance use treatment and crisis lines',
  },
  elders: { name: 'Elders', description: 'Meals, chores, wellness checks and respite for elders' },
  family: { name: 'Youth & Family', description: 'ICWA, parenting, child care and youth programs' },
  education: { name: 'Education & Employment', description: 'GED, job training and scholarships' },
  legal: { name: 'Legal', description: 'Legal aid, protective orders and tribal court' },
  transportation: { name: 'Transportation', description: 'Rides, medical travel and travel vouchers' },
  enrollment: { name: 'Tribal Enrollment & ID', description: 'Enrollment, CDIB and tribal ID cards' },
  culture: {
    name: 'Culture & Language',
    description: 'Language classes, culture camps and traditional arts',
  },
} as const;
export type DemoCategory = keyof typeof DEMO_DIRECTORY_CATEGORIES;

/** Departments: the five demo teams (a department of the same name answers for them) and partner organisations. */
export const DEMO_DIRECTORY_DEPARTMENTS = {
  family: {
    name: 'Family Services',
    description: 'Child and family support, ICWA and parenting programs',
    email: 'family@example.org',
  },
  enrollment: {
    name: 'Tribal Enrollment',
    description: 'Enrollment, CDIB and tribal ID cards',
    email: 'enrollment@example.org',
  },
  housing: {
    name: 'Housing & Energy Assistance',
    description: 'Heating assistance, weatherization and rent help',
    email: 'housing@example.org',
  },
  elders: {
    name: 'Elders Program',
    description: 'Meals, chores and wellness for elders',
    email: 'elders@example.org',
  },
  behavioral: {
    name: 'Behavioral Health',
    description: 'Counseling, recovery and crisis support',
    email: 'wellness@example.org',
  },
  foodBank: {
    name: 'Northern Harvest Food Bank',
    description: 'Partner food bank serving Southcentral and rural Alaska',
    url: 'https://food.example.org',
  },
  health: {
    name: 'Denali Tribal Health Consortium',
    description: 'Partner tribal health organisation',
    url: 'https://health.example.org',
  },
  legal: {
    name: 'Alaska Legal Services',
    description: 'Partner providing free civil legal aid',
    url: 'https://legal.example.org',
  },
  workforce: {
    name: 'Chinook Workforce Center',
    description: 'Partner for education and employment',
    url: 'https://jobs.example.org',
  },
  transit: {
    name: 'Tundra Rides Cooperative',
    description: 'Partner for rides and medical travel',
    url: 'https://rides.example.org',
  },
  culture: {
    name: 'Raven Language & Culture Institute',
    description: 'Partner for language and culture',
    url: 'https://culture.example.org',
  },
} as const;
export type DemoDepartment = keyof typeof DEMO_DIRECTORY_DEPARTMENTS;

export const DEMO_DIRECTORY_PROGRAMS = {
  liheap: {
    name: 'LIHEAP Heating Assistance',
    department: 'housing',
    description: 'Federal low-income home energy assistance',
  },
  nutrition: {
    name: 'Elder Nutrition',
    department: 'elders',
    description: 'Congregate and home-delivered meals for elders',
  },
  icwa: {
    name: 'ICWA Program',
    department: 'family',
    description: 'Indian Child Welfare Act advocacy and support',
  },
  workforce: {
    name: 'Workforce Development',
    department: 'workforce',
    description: 'Training, placement and scholarships',
  },
} as const satisfies Record<string, { name: string; department: DemoDepartment; description: string }>;
export type DemoProgram = keyof typeof DEMO_DIRECTORY_PROGRAMS;

export interface DemoLocation {
  name: string;
  address1: string;
  city: string;
  region: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  /** A PO box for mail, when the office has one. */
  poBox?: string;
  transportation?: string;
  /** Languages spoken on the phones of services here besides English. */
  language?: string;
}

const ANCHORAGE = 'Municipality of Anchorage';
const YK_DELTA = 'Yukon-Kuskokwim Delta';

export const DEMO_DIRECTORY_LOCATIONS = {
  ancCenter: {
    name: 'Casework Tribal Center',
    address1: '3600 Raven Way',
    city: 'Anchorage',
    region: ANCHORAGE,
    postalCode: '99508',
    latitude: 61.1886,
    longitude: -149.8172,
    poBox: 'PO Box 241050',
    transportation: 'People Mover route 15 stops at the door',
  },
  ancMidtown: {
    name: 'Midtown Family Center',
    address1: '1230 W Northern Lights Blvd',
    city: 'Anchorage',
    region: ANCHORAGE,
    postalCode: '99503',
    latitude: 61.1955,
    longitude: -149.9035,
    transportation: 'People Mover routes 3 and 45',
  },
  ancFoodBank: {
    name: 'Northern Harvest Warehouse',
    address1: '2121 Tikishla St',
    city: 'Anchorage',
    region: ANCHORAGE,
    postalCode: '99508',
    latitude: 61.2077,
    longitude: -149.8221,
  },
  ancClinic: {
    name: 'Denali Family Clinic',
    address1: '4100 Lake Otis Pkwy',
    city: 'Anchorage',
    region: ANCHORAGE,
    postalCode: '99508',
    latitude: 61.1802,
    longitude: -149.8329,
    poBox: 'PO Box 196600',
  },
  ancLegal: {
    name: 'Alaska Legal Services Anchorage Office',
    address1: '1016 W 6th Ave, Suite 200',
    city: 'Anchorage',
    region: ANCHORAGE,
    postalCode: '99501',
    latitude: 61.2176,
    longitude: -149.9003,
  },
  ancShelter: {
    name: 'Spruce House Shelter',
    address1: '505 E 3rd Ave',
    city: 'Anchorage',
    region: ANCHORAGE,
    postalCode: '99501',
    latitude: 61.2189,
    longitude: -149.8745,
  },
  fairbanks: {
    name: 'Fairbanks Community Services Office',
    address1: '612 Gaffney Rd',
    city: 'Fairbanks',
    region: 'Fairbanks North Star Borough',
    postalCode: '99701',
    latitude: 64.8413,
    longitude: -147.7194,
    poBox: 'PO Box 73390',
  },
  juneau: {
    name: 'Juneau Tribal Office',
    address1: '320 Willoughby Ave',
    city: 'Juneau',
    region: 'City and Borough of Juneau',
    postalCode: '99801',
    latitude: 58.3005,
    longitude: -134.4197,
    language: 'Tlingit',
  },
  bethel: {
    name: 'Bethel Regional Office',
    address1: '401 Chief Eddie Hoffman Hwy',
    city: 'Bethel',
    region: YK_DELTA,
    postalCode: '99559',
    latitude: 60.7922,
    longitude: -161.7558,
    poBox: 'PO Box 1207',
    language: 'Yup’ik',
  },
  nome: {
    name: 'Nome Community Center',
    address1: '102 Front St',
    city: 'Nome',
    region: 'Bering Strait region',
    postalCode: '99762',
    latitude: 64.4989,
    longitude: -165.4064,
    language: 'Iñupiaq',
  },
  kotzebue: {
    name: 'Kotzebue Service Center',
    address1: '333 Shore Ave',
    city: 'Kotzebue',
    region: 'Northwest Arctic Borough',
    postalCode: '99752',
    latitude: 66.8983,
    longitude: -162.5967,
    language: 'Iñupiaq',
  },
  dillingham: {
    name: 'Dillingham Family Center',
    address1: '112 Main St',
    city: 'Dillingham',
    region: 'Bristol Bay region',
    postalCode: '99576',
    latitude: 59.0397,
    longitude: -158.4575,
    language: 'Yup’ik',
  },
  utqiagvik: {
    name: 'Utqiagvik Service Center',
    address1: '1274 Agvik St',
    city: 'Utqiagvik',
    region: 'North Slope Borough',
    postalCode: '99723',
    latitude: 71.2906,
    longitude: -156.7886,
    language: 'Iñupiaq',
  },
  wasilla: {
    name: 'Mat-Su Family Center',
    address1: '951 E Bogard Rd',
    city: 'Wasilla',
    region: 'Matanuska-Susitna Borough',
    postalCode: '99654',
    latitude: 61.5939,
    longitude: -149.4264,
  },
  kenai: {
    name: 'Kenai Peninsula Office',
    address1: '150 N Willow St',
    city: 'Kenai',
    region: 'Kenai Peninsula Borough',
    postalCode: '99611',
    latitude: 60.5594,
    longitude: -151.2583,
  },
} as const satisfies Record<string, DemoLocation>;
export type DemoLocationKey = keyof typeof DEMO_DIRECTORY_LOCATIONS;

/** Opening hours, as HSDS schedules (RFC 5545 days, local times). */
export const DEMO_HOURS = {
  weekdays: { byday: 'MO,TU,WE,TH,FR', opens_at: '08:00', closes_at: '17:00' },
  office: { byday: 'MO,TU,WE,TH,FR', opens_at: '09:00', closes_at: '16:30' },
  lunch: {
    byday: 'MO,TU,WE,TH,FR',
    opens_at: '11:30',
    closes_at: '13:00',
    description: 'Lunch is served at noon',
  },
  afterSchool: { byday: 'MO,TU,WE,TH,FR', opens_at: '15:00', closes_at: '18:00' },
  evening: { byday: 'MO,WE', opens_at: '18:00', closes_at: '20:30' },
  thursdayEvening: { byday: 'TH', opens_at: '18:30', closes_at: '20:00' },
  saturday: { byday: 'SA', opens_at: '10:00', closes_at: '14:00' },
  tuesdayThursday: { byday: 'TU,TH', opens_at: '10:00', closes_at: '15:00' },
  allDay: {
    byday: 'MO,TU,WE,TH,FR,SA,SU',
    opens_at: '00:00',
    closes_at: '00:00',
    description: 'Open around the clock',
  },
  // Past midnight (decision 025): closes at 8 AM the next day.
  overnight: {
    byday: 'MO,TU,WE,TH,FR,SA,SU',
    opens_at: '20:00',
    closes_at: '08:00',
    description: 'Doors open at 8 PM; breakfast before you leave',
  },
} as const;
export type DemoHours = keyof typeof DEMO_HOURS;

export interface DemoService {
  name: string;
  category: DemoCategory;
  department: DemoDepartment;
  program?: DemoProgram;
  description: string;
  locations: DemoLocationKey[];
  hours: DemoHours[];
  /** Last two digits of the service's 907-555-01xx number. */
  phone: string;
  status?: 'inactive' | 'temporarily closed';
  fees?: string;
  applicationProcess?: string;
  /** [description, minimum age, maximum age] */
  eligibility?: [string, number | null, number | null][];
  documents?: string[];
  /** Service areas; by default the regions of its locations. */
  areas?: string[];
  contact?: { name: string; title: string };
}

const FREE = 'Free of charge';
const PHOTO_ID = 'Photo ID or tribal ID card';
const INCOME = 'Proof of household income for the last 30 days';
const ADDRESS = 'Proof of address, such as a utility bill';

export const DEMO_SERVICES: readonly DemoService[] = [
  // Food
  {
    name: 'Anchorage Community Food Pantry',
    category: 'food',
    department: 'foodBank',
    phone: '00',
    locations: ['ancFoodBank'],
    hours: ['weekdays', 'saturday'],
    fees: FREE,
    description:
      'Groceries, fresh produce and baby supplies once a week for any household in need. No appointment needed.',
    documents: [PHOTO_ID],
    contact: { name: 'Lena Kashatok', title: 'Pantry coordinator' },
  },
  {
    name: 'Commodity Foods Distribution',
    category: 'food',
    department: 'foodBank',
    phone: '01',
    locations: ['bethel', 'nome'],
    hours: ['tuesdayThursday'],
    fees: FREE,
    description: 'Monthly USDA commodity food boxes (FDPIR and CSFP) for tribal households and seniors.',
    eligibility: [
      ['Households living on or near a reservation or in an Alaska Native village', null, null],
      ['Seniors 60 and over for the senior box', 60, null],
    ],
    documents: [PHOTO_ID, INCOME],
  },
  {
    name: 'WIC Nutrition Program',
    category: 'food',
    department: 'health',
    phone: '02',
    locations: ['ancClinic', 'fairbanks'],
    hours: ['office'],
    fees: FREE,
    description:
      'Healthy food benefits, breastfeeding support and nutrition advice for pregnant women, new mothers and young children.',
    eligibility: [['Pregnant or breastfeeding women and children under five', null, 5]],
    documents: [PHOTO_ID, INCOME, ADDRESS],
  },
  {
    name: 'Fairbanks Food Pantry',
    category: 'food',
    department: 'foodBank',
    phone: '03',
    locations: ['fairbanks'],
    hours: ['tuesdayThursday', 'saturday'],
    fees: FREE,
    description: 'Emergency food boxes and a free community lunch on Saturdays.',
  },
  {
    name: 'Village Food Box Delivery',
    category: 'food',
    department: 'foodBank',
    phone: '04',
    locations: ['bethel', 'dillingham'],
    hours: ['weekdays'],
    fees: FREE,
    description:
      'Food boxes flown to villages by bypass mail every month for households without a store nearby.',
    areas: ['Yukon-Kuskokwim Delta villages', 'Bristol Bay region'],
  },
  {
    name: 'Traditional Foods Sharing',
    category: 'food',
    department: 'culture',
    phone: '05',
    locations: ['kotzebue'],
    hours: ['saturday'],
    fees: FREE,
    description:
      'Hunters and fishers share caribou, seal oil and fish with elders and families through the community freezer.',
  },
  {
    name: 'Senior Farmers Market Vouchers',
    category: 'food',
    department: 'elders',
    phone: '06',
    locations: ['ancCenter'],
    hours: ['office'],
    status: 'inactive',
    fees: FREE,
    description: 'Vouchers for fresh produce at summer farmers markets. The program has ended for this year.',
    eligibility: [['Elders 60 and over', 60, null]],
  },

  // Housing & Energy
  {
    name: 'LIHEAP Heating Assistance',
    category: 'housing',
    department: 'housing',
    program: 'liheap',
    phone: '10',
    locations: ['ancCenter', 'bethel', 'nome'],
    hours: ['weekdays'],
    fees: FREE,
    applicationProcess:
      'Apply from September to April. Call or visit with your documents; we help fill in the form.',
    description: 'Help paying for heating oil, wood, propane and electricity during the winter season.',
    eligibility: [['Households under 150% of the federal poverty level', 18, null]],
    documents: [PHOTO_ID, INCOME, 'A recent heating bill or fuel receipt'],
    contact: { name: 'Nora Pete', title: 'Energy assistance lead' },
  },
  {
    name: 'Weatherization Program',
    category: 'housing',
    department: 'housing',
    phone: '11',
    locations: ['ancCenter', 'fairbanks'],
    hours: ['office'],
    fees: FREE,
    description:
      'Free insulation, window repair and furnace tune-ups that lower heating bills for homeowners and renters.',
    eligibility: [['Homeowners and renters with low income (landlord permission needed)', 18, null]],
    documents: [PHOTO_ID, INCOME, 'Proof you own the home or a letter from the landlord'],
  },
  {
    name: 'Emergency Shelter',
    category: 'housing',
    department: 'housing',
    phone: '12',
    locations: ['ancShelter'],
    hours: ['overnight'],
    fees: FREE,
    description:
      'Warm beds, an evening meal, breakfast and showers for adults and families with nowhere safe to stay. ' +
      'Walk in from 8 in the evening; call or text the line any time.',
    eligibility: [['Adults 18 and over and families with children', null, null]],
  },
  {
    name: 'Emergency Fuel Delivery',
    category: 'housing',
    department: 'housing',
    program: 'liheap',
    phone: '13',
    locations: ['bethel', 'kotzebue', 'utqiagvik'],
    hours: ['weekdays'],
    fees: FREE,
    description: 'Same-week delivery of heating fuel when a household is about to run out in winter.',
    documents: [PHOTO_ID],
  },
  {
    name: 'Rental Deposit Assistance',
    category: 'housing',
    department: 'housing',
    phone: '14',
    locations: ['ancCenter'],
    hours: ['office'],
    fees: FREE,
    description:
      'One-time help with a rental deposit or first month’s rent for tribal members moving into stable housing.',
    documents: [PHOTO_ID, 'A signed lease or a letter from the landlord'],
    eligibility: [['Enrolled tribal members 18 and over', 18, null]],
  },
  {
    name: 'Home Repair for Elders',
    category: 'housing',
    department: 'housing',
    phone: '15',
    locations: ['wasilla', 'kenai'],
    hours: ['office'],
    fees: FREE,
    description: 'Ramps, grab bars, roof and plumbing repairs so elders can stay safely in their homes.',
    eligibility: [['Elders 55 and over who own their home', 55, null]],
  },
  {
    name: 'Utility Bill Assistance',
    category: 'housing',
    department: 'housing',
    phone: '16',
    locations: ['juneau'],
    hours: ['office'],
    fees: FREE,
    description: 'Help with an overdue electric or water bill to stop a shut-off.',
    documents: [PHOTO_ID, 'The shut-off notice or overdue bill'],
  },

  // Health
  {
    name: 'Tribal Health Clinic — Primary Care',
    category: 'health',
    department: 'health',
    phone: '20',
    locations: ['ancClinic'],
    hours: ['weekdays', 'saturday'],
    fees: 'No cost for Alaska Native and American Indian people; others billed to insurance',
    description: 'Check-ups, sick visits, vaccinations and chronic disease care for the whole family.',
    documents: ['Tribal ID card or CDIB', 'Insurance card, if you have one'],
    contact: { name: 'Dr. Ella Nanouk', title: 'Medical director' },
  },
  {
    name: 'Dental Clinic',
    category: 'health',
    department: 'health',
    phone: '21',
    locations: ['ancClinic', 'bethel'],
    hours: ['weekdays'],
    fees: 'No cost for tribal members; sliding fee for others',
    description:
      'Cleanings, fillings, extractions and emergency dental care. Dental therapists visit villages monthly.',
  },
  {
    name: 'Vision & Eye Care',
    category: 'health',
    department: 'health',
    phone: '22',
    locations: ['fairbanks'],
    hours: ['tuesdayThursday'],
    fees: 'Free eye exams for children; low-cost glasses',
    description: 'Eye exams, glasses and referrals to specialists.',
    eligibility: [['Children and adults of all ages', null, null]],
  },
  {
    name: 'Community Health Aide Program',
    category: 'health',
    department: 'health',
    phone: '23',
    locations: ['nome', 'kotzebue', 'dillingham'],
    hours: ['weekdays'],
    fees: FREE,
    description:
      'Village clinics staffed by trained community health aides for first aid, minor illness and telehealth visits.',
    areas: ['Bering Strait villages', 'Northwest Arctic villages', 'Bristol Bay region'],
  },
  {
    name: 'Prenatal Care',
    category: 'health',
    department: 'health',
    phone: '24',
    locations: ['ancClinic'],
    hours: ['office'],
    fees: 'No cost for tribal members',
    description:
      'Prenatal visits, ultrasound, childbirth classes and help planning travel to deliver in Anchorage.',
    eligibility: [['Pregnant people of any age', null, null]],
  },
  {
    name: 'Diabetes Prevention Program',
    category: 'health',
    department: 'health',
    phone: '25',
    locations: ['juneau'],
    hours: ['thursdayEvening'],
    fees: FREE,
    description:
      'A year-long group program on healthy eating and activity for people at risk of type 2 diabetes.',
    eligibility: [['Adults 18 and over with prediabetes', 18, null]],
  },

  // Behavioral Health
  {
    name: 'Individual & Family Counseling',
    category: 'behavioral',
    department: 'behavioral',
    phone: '30',
    locations: ['ancMidtown', 'juneau'],
    hours: ['weekdays', 'evening'],
    fees: 'Sliding fee; no one is turned away',
    description:
      'Confidential counseling for depression, anxiety, trauma and family conflict, in person or by video.',
    contact: { name: 'Sophie Charlie', title: 'Clinical supervisor' },
  },
  {
    name: 'Substance Use Treatment',
    category: 'behavioral',
    department: 'behavioral',
    phone: '31',
    locations: ['ancMidtown', 'fairbanks'],
    hours: ['weekdays'],
    fees: 'Medicaid accepted; sliding fee',
    description:
      'Outpatient treatment for alcohol and drug use, including medication-assisted treatment and culturally based groups.',
    eligibility: [
      ['Adults 18 and over', 18, null],
      ['Youth 13 to 17 with a parent or guardian', 13, 17],
    ],
    documents: [PHOTO_ID],
  },
  {
    name: 'Suicide Prevention Line',
    category: 'behavioral',
    department: 'behavioral',
    phone: '32',
    locations: ['ancCenter'],
    hours: ['allDay'],
    fees: FREE,
    description:
      'Talk or text with a trained listener any time of day or night. In an emergency call 911 or 988.',
  },
  {
    name: 'Grief Support Circle',
    category: 'behavioral',
    department: 'behavioral',
    phone: '33',
    locations: ['bethel'],
    hours: ['evening'],
    fees: FREE,
    description:
      'A weekly talking circle for people who have lost a loved one, led by elders and counselors.',
  },
  {
    name: 'Youth Mental Health Services',
    category: 'behavioral',
    department: 'behavioral',
    phone: '34',
    locations: ['wasilla'],
    hours: ['afterSchool'],
    fees: 'Medicaid and Denali KidCare accepted',
    description: 'Counseling and skills groups for children and teens, with school-based visits.',
    eligibility: [['Children and youth 6 to 18', 6, 18]],
  },
  {
    name: 'Recovery Talking Circle',
    category: 'behavioral',
    department: 'behavioral',
    phone: '35',
    locations: ['nome'],
    hours: ['thursdayEvening'],
    fees: FREE,
    description:
      'A sober support circle grounded in Iñupiaq values, open to anyone in recovery and their families.',
  },

  // Elders
  {
    name: 'Elder Meals',
    category: 'elders',
    department: 'elders',
    program: 'nutrition',
    phone: '40',
    locations: ['ancCenter'],
    hours: ['lunch'],
    fees: 'Suggested donation of $3; no one is turned away',
    description:
      'A hot traditional-style lunch with friends every weekday, with transportation for elders who need it.',
    eligibility: [['Elders 60 and over and their spouses', 60, null]],
  },
  {
    name: 'Home-Delivered Meals',
    category: 'elders',
    department: 'elders',
    program: 'nutrition',
    phone: '41',
    locations: ['ancCenter', 'fairbanks'],
    hours: ['weekdays'],
    fees: FREE,
    description:
      'Hot meals delivered on weekdays, with frozen meals for the weekend, for elders who cannot easily leave home.',
    eligibility: [['Homebound elders 60 and over', 60, null]],
    contact: { name: 'Jacob Alexie', title: 'Meals coordinator' },
  },
  {
    name: 'Chore Services',
    category: 'elders',
    department: 'elders',
    phone: '42',
    locations: ['ancCenter', 'kenai'],
    hours: ['office'],
    fees: FREE,
    description: 'Help with wood hauling, snow removal, water delivery and light housekeeping.',
    eligibility: [['Elders 60 and over and adults with disabilities', 60, null]],
  },
  {
    name: 'Elder Wellness Checks',
    category: 'elders',
    department: 'elders',
    phone: '43',
    locations: ['bethel', 'dillingham'],
    hours: ['weekdays'],
    fees: FREE,
    description:
      'Regular phone calls and home visits to make sure elders living alone are safe, warm and fed.',
    eligibility: [['Elders 65 and over living alone', 65, null]],
  },
  {
    name: 'Elder Respite Care',
    category: 'elders',
    department: 'elders',
    phone: '44',
    locations: ['juneau'],
    hours: ['weekdays'],
    fees: 'Sliding fee',
    description:
      'Short breaks for family caregivers: a trained aide stays with the elder at home for a few hours.',
  },
  {
    name: 'Caregiver Support Group',
    category: 'elders',
    department: 'elders',
    phone: '45',
    locations: ['wasilla'],
    hours: ['thursdayEvening'],
    fees: FREE,
    description:
      'A monthly group for family members caring for an elder, with a guest speaker and a shared meal.',
  },

  // Youth & Family
  {
    name: 'ICWA Family Advocacy',
    category: 'family',
    department: 'family',
    program: 'icwa',
    phone: '50',
    locations: ['ancCenter', 'bethel'],
    hours: ['weekdays'],
    fees: FREE,
    description:
      'ICWA workers support families in child custody cases, attend court and help keep children with relatives and in their culture.',
    documents: ['Any court papers about the case', 'Birth certificates of the children'],
    contact: { name: 'Daniel Kasayulie', title: 'ICWA case worker' },
  },
  {
    name: 'Parenting Classes',
    category: 'family',
    department: 'family',
    phone: '51',
    locations: ['ancMidtown'],
    hours: ['evening'],
    fees: FREE,
    description:
      'Eight-week classes on positive parenting with traditional teachings; childcare and dinner provided.',
    eligibility: [['Parents, grandparents and caregivers', 16, null]],
  },
  {
    name: 'Child Care Assistance',
    category: 'family',
    department: 'family',
    phone: '52',
    locations: ['ancCenter', 'fairbanks'],
    hours: ['office'],
    fees: 'Parent copay based on income',
    description: 'Help paying for licensed child care while parents work, look for work or go to school.',
    eligibility: [['Children under 13 in working or studying families', null, 12]],
    documents: [PHOTO_ID, INCOME, 'Work or school schedule'],
  },
  {
    name: 'Foster Family Licensing',
    category: 'family',
    department: 'family',
    program: 'icwa',
    phone: '53',
    locations: ['ancCenter'],
    hours: ['office'],
    fees: FREE,
    description:
      'Training and licensing for relatives and tribal families who want to foster Native children.',
    eligibility: [['Adults 21 and over', 21, null]],
    documents: [PHOTO_ID, 'Background check consent form'],
  },
  {
    name: 'Youth Culture Camp',
    category: 'family',
    department: 'family',
    phone: '54',
    locations: ['kenai'],
    hours: ['weekdays'],
    status: 'temporarily closed',
    fees: FREE,
    description:
      'A week of fishing, crafts and language at camp each summer. Closed while the camp is rebuilt after the flood.',
    eligibility: [['Youth 10 to 17', 10, 17]],
  },
  {
    name: 'Home Visiting for New Parents',
    category: 'family',
    department: 'family',
    phone: '55',
    locations: ['wasilla', 'kenai'],
    hours: ['weekdays'],
    fees: FREE,
    description: 'A family educator visits at home from pregnancy until the child turns three.',
    eligibility: [['Expecting parents and parents of children under 3', null, 3]],
  },
  {
    name: 'After-School Program',
    category: 'family',
    department: 'family',
    phone: '56',
    locations: ['utqiagvik'],
    hours: ['afterSchool'],
    fees: FREE,
    description: 'Homework help, snacks, sports and Iñupiaq games for school-age children.',
    eligibility: [['Children 6 to 14', 6, 14]],
  },

  // Education & Employment
  {
    name: 'GED Preparation',
    category: 'education',
    department: 'workforce',
    program: 'workforce',
    phone: '60',
    locations: ['ancMidtown'],
    hours: ['evening'],
    fees: 'Classes free; test fees covered for tribal members',
    description: 'Evening classes and tutoring to earn a GED, with online practice tests.',
    eligibility: [['Adults 16 and over without a diploma', 16, null]],
  },
  {
    name: 'Job Training & Placement',
    category: 'education',
    department: 'workforce',
    program: 'workforce',
    phone: '61',
    locations: ['ancCenter', 'fairbanks'],
    hours: ['weekdays'],
    fees: FREE,
    description: 'Résumé help, job search, paid on-the-job training and help with work clothes and tools.',
    documents: [PHOTO_ID, 'Social Security card'],
    contact: { name: 'Marcus Ivanoff', title: 'Employment counselor' },
  },
  {
    name: 'Higher Education Scholarships',
    category: 'education',
    department: 'workforce',
    program: 'workforce',
    phone: '62',
    locations: ['ancCenter'],
    hours: ['office'],
    fees: FREE,
    applicationProcess: 'Apply online by June 1 for the fall term and November 1 for spring.',
    description: 'Scholarships for college and vocational school for enrolled tribal members.',
    documents: ['Tribal enrollment card', 'Letter of acceptance', 'Transcripts'],
  },
  {
    name: 'Summer Youth Employment',
    category: 'education',
    department: 'workforce',
    phone: '63',
    locations: ['bethel', 'nome'],
    hours: ['weekdays'],
    fees: FREE,
    description: 'Paid summer jobs with local employers and tribes, with training before work starts.',
    eligibility: [['Youth 14 to 21', 14, 21]],
  },
  {
    name: 'Commercial Driver’s License Training',
    category: 'education',
    department: 'workforce',
    phone: '64',
    locations: ['wasilla'],
    hours: ['weekdays'],
    fees: 'Tuition covered for eligible participants',
    description: 'A six-week CDL class with road practice and a paid test.',
    eligibility: [['Adults 21 and over with a valid driver’s license', 21, null]],
  },
  {
    name: 'Vocational Rehabilitation',
    category: 'education',
    department: 'workforce',
    phone: '65',
    locations: ['juneau'],
    hours: ['office'],
    fees: FREE,
    description:
      'Job counseling, training and workplace accommodations for tribal members with disabilities.',
  },

  // Legal
  {
    name: 'Civil Legal Aid',
    category: 'legal',
    department: 'legal',
    phone: '70',
    locations: ['ancLegal', 'fairbanks'],
    hours: ['office'],
    fees: FREE,
    description: 'Free lawyers for housing, public benefits, family law and consumer problems.',
    eligibility: [['Households with low income', 18, null]],
    documents: [PHOTO_ID, 'Any letters or court papers about the problem'],
  },
  {
    name: 'Protective Order Assistance',
    category: 'legal',
    department: 'legal',
    phone: '71',
    locations: ['ancLegal', 'bethel'],
    hours: ['weekdays'],
    fees: FREE,
    description: 'Help filing for a domestic violence protective order and going to the hearing.',
  },
  {
    name: 'Tribal Court Advocacy',
    category: 'legal',
    department: 'legal',
    phone: '72',
    locations: ['bethel'],
    hours: ['tuesdayThursday'],
    fees: FREE,
    description: 'Lay advocates help with tribal court cases: child custody, adoption and peacemaking.',
  },
  {
    name: 'Elder Law Clinic',
    category: 'legal',
    department: 'legal',
    phone: '73',
    locations: ['ancLegal'],
    hours: ['tuesdayThursday'],
    fees: FREE,
    description: 'Wills, powers of attorney and protection from financial exploitation for elders.',
    eligibility: [['Elders 60 and over', 60, null]],
  },
  {
    name: 'Tenant Rights Help',
    category: 'legal',
    department: 'legal',
    phone: '74',
    locations: ['juneau'],
    hours: ['office'],
    fees: FREE,
    description: 'Advice and representation for evictions, repairs and deposit disputes.',
  },
  {
    name: 'Reentry & Record Clearing',
    category: 'legal',
    department: 'legal',
    phone: '75',
    locations: ['ancLegal'],
    hours: ['thursdayEvening'],
    fees: FREE,
    description: 'Help with records, licenses and benefits after incarceration.',
    eligibility: [['Adults 18 and over', 18, null]],
  },

  // Transportation
  {
    name: 'Medical Travel Assistance',
    category: 'transportation',
    department: 'transit',
    phone: '80',
    locations: ['ancCenter', 'bethel'],
    hours: ['weekdays'],
    fees: FREE,
    description: 'Airfare, lodging and rides for patients and escorts traveling to medical appointments.',
    documents: ['Appointment letter from the clinic', PHOTO_ID],
  },
  {
    name: 'Elder Van Rides',
    category: 'transportation',
    department: 'transit',
    phone: '81',
    locations: ['ancCenter'],
    hours: ['weekdays'],
    fees: FREE,
    description:
      'Door-to-door van rides for elders to appointments, shopping and elder meals. Book a day ahead.',
    eligibility: [['Elders 60 and over', 60, null]],
  },
  {
    name: 'Village Air Travel Vouchers',
    category: 'transportation',
    department: 'transit',
    phone: '82',
    locations: ['kotzebue', 'nome'],
    hours: ['office'],
    fees: FREE,
    description: 'Vouchers for regional flights to reach court dates, job interviews and family emergencies.',
  },
  {
    name: 'Mat-Su Dial-a-Ride',
    category: 'transportation',
    department: 'transit',
    phone: '83',
    locations: ['wasilla'],
    hours: ['weekdays', 'saturday'],
    fees: '$2 per ride; free for elders',
    description: 'Shared rides anywhere in the core Mat-Su area. Call by 3 pm the day before.',
  },
  {
    name: 'Bus Pass Program',
    category: 'transportation',
    department: 'transit',
    phone: '84',
    locations: ['ancCenter'],
    hours: ['office'],
    status: 'inactive',
    fees: FREE,
    description:
      'Monthly People Mover passes for job seekers. Replaced by the Job Training program’s travel help.',
  },

  // Tribal Enrollment & ID
  {
    name: 'Tribal Enrollment Applications',
    category: 'enrollment',
    department: 'enrollment',
    phone: '90',
    locations: ['ancCenter'],
    hours: ['office'],
    fees: FREE,
    description:
      'Apply to enroll yourself or your children as tribal members; staff check your lineage with you.',
    documents: ['Certified birth certificate', 'Parent’s enrollment card or CDIB'],
    contact: { name: 'Grace John', title: 'Enrollment officer' },
  },
  {
    name: 'Tribal ID Cards',
    category: 'enrollment',
    department: 'enrollment',
    phone: '91',
    locations: ['ancCenter', 'fairbanks', 'bethel'],
    hours: ['office'],
    fees: 'First card free; replacement $10',
    description: 'Photo ID cards for enrolled members, accepted for TSA and many benefits.',
    documents: ['Enrollment number or card', 'A second form of ID if you have one'],
  },
  {
    name: 'Certificate of Degree of Indian Blood',
    category: 'enrollment',
    department: 'enrollment',
    phone: '92',
    locations: ['ancCenter'],
    hours: ['office'],
    fees: FREE,
    description: 'CDIB applications and corrections, sent to the BIA for you.',
    documents: ['Certified birth certificate', 'Parents’ CDIBs'],
  },
  {
    name: 'Lineal Descendant Registration',
    category: 'enrollment',
    department: 'enrollment',
    phone: '93',
    locations: ['juneau'],
    hours: ['office'],
    fees: FREE,
    description: 'Register as a lineal descendant to take part in programs open to descendants.',
    documents: ['Certified birth certificate naming your enrolled parent'],
  },
  {
    name: 'Enrollment Outreach Days',
    category: 'enrollment',
    department: 'enrollment',
    phone: '94',
    locations: ['dillingham', 'utqiagvik'],
    hours: ['tuesdayThursday'],
    fees: FREE,
    description: 'Enrollment staff travel to the region to take applications and photos for ID cards.',
  },

  // Culture & Language
  {
    name: 'Yup’ik Language Classes',
    category: 'culture',
    department: 'culture',
    phone: '95',
    locations: ['bethel'],
    hours: ['evening'],
    fees: FREE,
    description:
      'Beginner and conversation classes with fluent elders; online option for people in villages.',
  },
  {
    name: 'Iñupiaq Language Nest',
    category: 'culture',
    department: 'culture',
    phone: '96',
    locations: ['kotzebue', 'utqiagvik'],
    hours: ['weekdays'],
    fees: 'Sliding fee',
    description: 'Immersion preschool where young children learn Iñupiaq from elders.',
    eligibility: [['Children 2 to 5', 2, 5]],
  },
  {
    name: 'Traditional Arts Workshops',
    category: 'culture',
    department: 'culture',
    phone: '97',
    locations: ['ancCenter'],
    hours: ['saturday'],
    fees: 'Materials provided',
    description: 'Skin sewing, beading, carving and drum making with master artists.',
  },
  {
    name: 'Bristol Bay Culture Camp',
    category: 'culture',
    department: 'culture',
    phone: '98',
    locations: ['dillingham'],
    hours: ['weekdays'],
    fees: FREE,
    description: 'Summer fish camp where families learn subsistence skills, stories and language.',
    areas: ['Bristol Bay region'],
  },
  {
    name: 'Storytelling Nights',
    category: 'culture',
    department: 'culture',
    phone: '99',
    locations: ['nome'],
    hours: ['thursdayEvening'],
    fees: FREE,
    description: 'Elders share traditional stories and history; open to all ages, with tea and bannock.',
  },
];
