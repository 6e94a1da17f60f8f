import {
  PERMISSIONS,
  type AddressView,
  type DepartmentView,
  type ScheduleView,
  type ServiceCategoryView,
  type ServiceDetailsView,
  type ServiceRecommendationView,
  type ServiceRecommendationsReport,
  type ServiceSearchResponse,
  type ServiceSummaryView,
} from '@casework/contract';
import type { RecordedCall } from '../../../test/api-calls.ts';
import { stubServer, type FakeServer } from '../../../test/app-harness.tsx';
import { STAFF_USER_ID, TEAM_ID, buildAuthMe, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, pageResponse } from '../../../test/responses.ts';

const id = (suffix: string) => `0190a5b4-0000-7000-8000-000000000${suffix}`;

export const SERVICE_ID = id('901');
export const SERVICE_2_ID = id('902');
export const CATEGORY_FOOD_ID = id('911');
export const CATEGORY_HOUSING_ID = id('912');
export const CATEGORY_OTHER_ID = id('913');
export const DEPARTMENT_ID = id('921');
export const LOCATION_ID = id('931');
export const LOCATION_2_ID = id('932');
export const SCHEDULE_ID = id('953');
export const DOC_IDS = [id('991'), id('992'), id('993')] as const;
const AT = '2030-01-02T10:00:00.000Z';
const FOOD = { id: CATEGORY_FOOD_ID, name: 'Food' };
const TEAM = { id: TEAM_ID, name: 'Intake' };

const core = {
  alternateName: null,
  description: 'Free groceries for anyone in need.',
  url: null,
  email: null,
  status: 'active' as const,
  feesDescription: null,
  applicationProcess: null,
  interpretationServices: null,
  category: FOOD,
  department: { id: DEPARTMENT_ID, name: 'Food Bank of Alaska' },
  program: null,
  createdAt: AT,
  updatedAt: AT,
};

export function buildSummary(overrides: Partial<ServiceSummaryView> = {}): ServiceSummaryView {
  return {
    ...core,
    id: SERVICE_ID,
    name: 'Community Food Pantry',
    primaryLocation: {
      id: LOCATION_ID,
      name: 'Midtown pantry',
      address: '2121 Spar Ave, Anchorage, AK 99501',
      city: 'Anchorage',
    },
    locationCount: 1,
    primaryPhone: '(907) 555-0100',
    openNow: true,
    ...overrides,
  };
}

export function buildSearchResponse(
  items: ServiceSummaryView[],
  overrides: Partial<ServiceSearchResponse> = {},
): ServiceSearchResponse {
  return {
    items,
    total: items.length,
    facets: {
      categories: [
        { ...FOOD, count: 12 },
        { id: CATEGORY_HOUSING_ID, name: 'Housing', count: 4 },
      ],
      departments: [{ id: DEPARTMENT_ID, name: 'Food Bank of Alaska', count: 3 }],
      cities: [
        { name: 'Anchorage', count: 14 },
        { name: 'Bethel', count: 2 },
      ],
    },
    correctedTerm: null,
    ...overrides,
  };
}

/** Opening hours: Mon-Fri 9 to 5 for the whole service unless `overrides` say otherwise. */
export function buildSchedule(overrides: Partial<ScheduleView> = {}): ScheduleView {
  return {
    id: SCHEDULE_ID,
    serviceId: SERVICE_ID,
    locationId: null,
    byDay: ['MO', 'TU', 'WE', 'TH', 'FR'],
    opensAt: '09:00',
    closesAt: '17:00',
    validFrom: null,
    validTo: null,
    description: null,
    display: 'Mon-Fri - 9:00 AM to 5:00 PM',
    ...overrides,
  };
}

type Street = Pick<AddressView, 'address1' | 'city' | 'postalCode'>;

/** A location of the service (its service-at-location link id ends in 8xx) with one street address. */
function location(locationId: string, name: string, street: Street) {
  return {
    id: locationId,
    serviceAtLocationId: locationId.replace(/9(\d\d)$/, '8$1'),
    name,
    alternateName: null,
    description: null,
    transportation: null,
    latitude: null,
    longitude: null,
    physicalAddresses: [
      {
        id: `${locationId.slice(0, -3)}941`,
        locationId,
        attention: null,
        address2: null,
        region: null,
        stateProvince: 'AK',
        country: 'US',
        ...street,
      },
    ],
    postalAddresses: [],
    schedules: [] as ScheduleView[],
    phones: [],
  };
}

/** The location the wizard's service is offered at. */
export function buildLocation() {
  return location(LOCATION_ID, 'Bethel office', {
    address1: '400 Ridgecrest Dr',
    city: 'Bethel',
    postalCode: '99559',
  });
}

const contact = (name: string, title: string, phone: string | null) => ({
  id: id('971'),
  serviceId: SERVICE_ID,
  name,
  title,
  department: null,
  email: 'dana@example.org',
  phone,
});

const requiredDocument = (index: number, document: string, uri: string | null = null) => ({
  id: DOC_IDS[index]!,
  serviceId: SERVICE_ID,
  document,
  uri,
});

/** The service page's service: active, at two Anchorage pantries, with hours, a phone and one of each part. */
export function buildDetails(overrides: Partial<ServiceDetailsView> = {}): ServiceDetailsView {
  const anchorage = { city: 'Anchorage', postalCode: '99501' };
  const downtown = location(LOCATION_2_ID, 'Downtown pantry', { address1: '425 D St', ...anchorage });
  const midtown = {
    ...location(LOCATION_ID, 'Midtown pantry', { address1: '2121 Spar Ave', ...anchorage }),
    schedules: [
      buildSchedule({
        id: id('951'),
        serviceId: null,
        locationId: LOCATION_ID,
        byDay: ['SA'],
        display: 'Sat - 10:00 AM to 2:00 PM',
      }),
    ],
  };
  return {
    ...core,
    id: SERVICE_ID,
    name: 'Community Food Pantry',
    feesDescription: 'Free.',
    applicationProcess: 'Walk in with an ID.',
    interpretationServices: 'Yup’ik and Spanish on request',
    team: { id: TEAM_ID, name: 'Food Services Team' },
    openNow: false,
    locations: [downtown, midtown],
    schedules: [buildSchedule({ id: id('952') })],
    phones: [
      {
        id: id('961'),
        serviceId: SERVICE_ID,
        locationId: null,
        number: '(907) 555-0100',
        extension: '12',
        type: 'voice',
        description: 'Front desk',
        languages: ['English', 'Spanish'],
      },
    ],
    contacts: [contact('Dana Lee', 'Pantry coordinator', '907-555-0199')],
    eligibilities: [
      {
        id: id('981'),
        serviceId: SERVICE_ID,
        description: 'Adults living in Anchorage',
        minimumAge: 18,
        maximumAge: 64,
      },
    ],
    requiredDocuments: [
      requiredDocument(0, 'Photo ID', 'https://example.org/id'),
      requiredDocument(1, 'Proof of address'),
    ],
    serviceAreas: [
      { id: id('9a1'), serviceId: SERVICE_ID, name: 'Municipality of Anchorage', description: null },
    ],
    ...overrides,
  };
}

/** The wizard's service: inactive, at the Bethel office, with a contact, an eligibility and three documents. */
export function buildService(overrides: Partial<ServiceDetailsView> = {}): ServiceDetailsView {
  return buildDetails({
    name: 'Elder meals',
    description: 'Hot lunches for elders, delivered or at the centre.',
    status: 'inactive',
    feesDescription: null,
    applicationProcess: null,
    interpretationServices: null,
    department: { id: DEPARTMENT_ID, name: 'Family Services' },
    team: TEAM,
    openNow: null,
    locations: [buildLocation()],
    schedules: [],
    phones: [],
    contacts: [contact('Dana Lee', 'Meals coordinator', null)],
    eligibilities: [
      {
        id: id('982'),
        serviceId: SERVICE_ID,
        description: 'Elders in the Bethel area',
        minimumAge: 60,
        maximumAge: null,
      },
    ],
    requiredDocuments: ['Tribal ID card', 'Proof of address', 'Medicare card'].map((name, i) =>
      requiredDocument(i, name),
    ),
    serviceAreas: [],
    ...overrides,
  });
}

export function buildRecommendation(
  overrides: Partial<ServiceRecommendationView> = {},
): ServiceRecommendationView {
  return {
    id: id('9b1'),
    service: {
      id: SERVICE_ID,
      name: 'Community Food Pantry',
      team: { id: TEAM_ID, name: 'Food Services Team' },
    },
    participant: { participantId: 'P7K3-M9QX', name: 'Mary Ivanoff' },
    recommendedBy: { id: STAFF_USER_ID, name: 'Sam Staff' },
    note: 'They can help with groceries this week.',
    createdAt: '2030-01-03T20:00:00.000Z',
    ...overrides,
  };
}

export function buildReport(
  items: ServiceRecommendationView[],
  overrides: Partial<ServiceRecommendationsReport> = {},
): ServiceRecommendationsReport {
  return {
    start: '2030-01-01',
    end: '2030-01-30',
    total: items.length,
    items,
    byService: [{ id: SERVICE_ID, name: 'Community Food Pantry', count: items.length }],
    byStaff: [{ id: STAFF_USER_ID, name: 'Sam Staff', count: items.length }],
    ...overrides,
  };
}

export function buildCategory(overrides: Partial<ServiceCategoryView> = {}): ServiceCategoryView {
  return { ...FOOD, description: null, isOther: false, serviceCount: 12, ...overrides };
}

export const OTHER_CATEGORY = buildCategory({
  id: CATEGORY_OTHER_ID,
  name: 'Other',
  isOther: true,
  serviceCount: 3,
});

export function buildDepartment(overrides: Partial<DepartmentView> = {}): DepartmentView {
  return {
    id: DEPARTMENT_ID,
    name: 'Family Services',
    description: null,
    email: null,
    url: null,
    team: TEAM,
    ...overrides,
  };
}

export const TEAMS = [
  { ...TEAM, description: '', isPrivate: false, memberCount: 3, createdAt: AT, updatedAt: AT },
];

/** A signed-in staff member with the Directory.Edit permission (or only `permissions`, or as `roles`). */
export function editorServer(options: { permissions?: string[]; roles?: string[] } = {}): FakeServer {
  const server = stubServer(buildStaffSession());
  server.authMe = () =>
    jsonResponse(
      buildAuthMe({
        roles: (options.roles ?? ['Staff']) as never,
        permissions: (options.permissions ?? ['TeamInbox.Access', 'Directory.Edit']) as never,
      }),
    );
  return server;
}

/** The staff member of `server` gets Directory.Edit from a team role ("Directory Editor"). */
export function asDirectoryEditor(server: FakeServer): FakeServer {
  server.authMe = () =>
    jsonResponse(
      buildAuthMe({
        teams: [
          {
            ...TEAM,
            roles: ['Directory Editor'],
            permissions: [PERMISSIONS.DirectoryEdit],
          },
        ],
      }),
    );
  return server;
}

/** The reference lists of the Service step. */
export function referenceAnswer(call: RecordedCall): Response | undefined {
  if (call.method !== 'GET') return undefined;
  switch (call.path) {
    case '/api/v1/services/categories':
      return pageResponse([buildCategory(), OTHER_CATEGORY]);
    case '/api/v1/services/departments':
      return pageResponse([buildDepartment()]);
    case '/api/v1/services/programs':
      return pageResponse([]);
    case '/api/v1/teams':
      return pageResponse(TEAMS);
    default:
      return undefined;
  }
}

/**
 * The wizard's service (GET /services/{serviceId}) and its locations (GET .../locations, the Bethel office unless
 * `locations` says otherwise).
 */
export function wizardServiceAnswer(
  call: RecordedCall,
  locations: unknown[] = [buildLocation()],
): Response | undefined {
  if (call.method !== 'GET') return undefined;
  if (call.path === `/api/v1/services/${SERVICE_ID}`) return jsonResponse(buildService());
  if (call.path === `/api/v1/services/${SERVICE_ID}/locations`) return pageResponse(locations);
  return undefined;
}
