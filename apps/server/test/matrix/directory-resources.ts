import { randomBytes } from 'node:crypto';
import { buildService } from '#src/modules/directory/directory.test-support.ts';
import { bearer } from '../auth-helpers.ts';
import { directoryEditors } from './directory.ts';
import {
  signedIn,
  type Identity,
  type MatrixContext,
  type MatrixHarness,
  type MatrixModule,
  type MatrixRow,
} from './outcomes.ts';

let harness: MatrixHarness | undefined;
const fresh = (who: Identity) => `Matrix ${who} ${randomBytes(4).toString('hex')}`;

/** A setup POST as the demo case worker (a Directory Editor); answers the JSON body. */
async function call<T = { id: string }>(url: string, payload: object): Promise<T> {
  const { app, tokens } = harness!;
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: bearer(tokens.get('staff')!),
    payload,
  });
  if (response.statusCode >= 300) throw new Error(`matrix setup POST ${url} failed: ${response.body}`);
  return response.json<T>();
}

type Body = (c: MatrixContext, who: Identity) => object | Promise<object>;

/** One directory resource as the matrix sees it: its route pattern, where its objects are and how to make one. */
interface ResourceRows {
  pattern: string;
  idParam: string;
  /** The collection URL (under /api/v1) for this context. */
  collection: (c: MatrixContext) => string;
  /** The context key of an object the GET and PUT rows act on. */
  itemKey: string;
  /** A valid body (PUT, and POST unless postBody is given). */
  body: Body;
  postBody?: Body;
  deletable?: boolean;
}

const created = async (r: ResourceRows, c: MatrixContext, who: Identity) =>
  (await call(r.collection(c), await (r.postBody ?? r.body)(c, who))).id;

/** GET list, GET item, POST, PUT (and DELETE on a fresh object per identity) of one resource. */
function crudRows(r: ResourceRows): Record<string, MatrixRow> {
  const base = `/api/v1${r.pattern}`;
  const item = `${base}/:${r.idParam}`;
  const url = (c: MatrixContext) => `/api/v1${r.collection(c)}`;
  const rows: Record<string, MatrixRow> = {
    [`GET ${base}`]: { expect: signedIn, request: (c) => ({ url: url(c) }) },
    [`GET ${item}`]: { expect: signedIn, request: (c) => ({ url: `${url(c)}/${c[r.itemKey]!}` }) },
    [`POST ${base}`]: {
      expect: directoryEditors,
      request: async (c, who) => ({ url: url(c), payload: await (r.postBody ?? r.body)(c, who) }),
    },
    [`PUT ${item}`]: {
      expect: directoryEditors,
      request: async (c, who) => ({ url: `${url(c)}/${c[r.itemKey]!}`, payload: await r.body(c, who) }),
    },
  };
  if (r.deletable)
    rows[`DELETE ${item}`] = {
      expect: directoryEditors,
      request: async (c, who) => ({ url: `${url(c)}/${await created(r, c, who)}` }),
    };
  return rows;
}

const perService = (segment: string, idParam: string, itemKey: string, body: Body, deletable = false) =>
  crudRows({
    pattern: `/services/:serviceId/${segment}`,
    idParam,
    collection: (c) => `/services/${c.dirServiceId!}/${segment}`,
    itemKey,
    body,
    deletable,
  });

const address = (who: Identity) => ({
  address1: `${randomBytes(2).readUInt16BE()} Matrix Way (${who})`,
  city: 'Anchorage',
  stateProvince: 'AK',
  postalCode: '99501',
});
const hours = { byDay: ['MO', 'TU'], opensAt: '09:00', closesAt: '17:00' };

const RESOURCES: ResourceRows[] = [
  {
    pattern: '/services/categories',
    idParam: 'categoryId',
    collection: () => '/services/categories',
    itemKey: 'dirCategoryId',
    body: (_c, who) => ({ name: fresh(who) }),
    deletable: true,
  },
  {
    pattern: '/services/departments',
    idParam: 'departmentId',
    collection: () => '/services/departments',
    itemKey: 'dirDepartmentId',
    body: (_c, who) => ({ name: fresh(who) }),
  },
  {
    pattern: '/services/programs',
    idParam: 'programId',
    collection: () => '/services/programs',
    itemKey: 'dirProgramId',
    body: (c, who) => ({ name: fresh(who), departmentId: c.dirDepartmentId }),
  },
  {
    pattern: '/services/locations',
    idParam: 'locationId',
    collection: () => '/services/locations',
    itemKey: 'dirLocationId',
    body: (_c, who) => ({ name: fresh(who) }),
  },
  {
    pattern: '/services/locations/:locationId/physical-addresses',
    idParam: 'physicalAddressId',
    collection: (c) => `/services/locations/${c.dirLocationId!}/physical-addresses`,
    itemKey: 'dirPhysicalAddressId',
    body: (_c, who) => address(who),
  },
  {
    pattern: '/services/locations/:locationId/postal-addresses',
    idParam: 'postalAddressId',
    collection: (c) => `/services/locations/${c.dirLocationId!}/postal-addresses`,
    itemKey: 'dirPostalAddressId',
    body: (_c, who) => address(who),
  },
  {
    pattern: '/services/services-at-locations',
    idParam: 'serviceAtLocationId',
    collection: () => '/services/services-at-locations',
    itemKey: 'dirServiceAtLocationId',
    // PUT re-saves the existing pair; POST offers the service at a fresh location (a pair exists once).
    body: (c) => ({ serviceId: c.dirServiceId, locationId: c.dirLocationId }),
    postBody: async (c, who) => ({
      serviceId: c.dirServiceId,
      locationId: (await call('/services/locations', { name: fresh(who) })).id,
    }),
  },
  {
    pattern: '/services/schedules',
    idParam: 'scheduleId',
    collection: () => '/services/schedules',
    itemKey: 'dirScheduleId',
    body: (c) => ({ ...hours, serviceId: c.dirServiceId }),
    deletable: true,
  },
];

/** The service sub-resources of SPEC §7: every route of resources/ (issue 7). */
export const DIRECTORY_RESOURCES_MATRIX: MatrixModule = {
  setup: async (h) => {
    harness = h;
    const service = await buildService(h.database.db, { name: 'Matrix sub-resources service' });
    const c: MatrixContext = { dirServiceId: service.id };
    const post = async (url: string, body: object) => (await call(url, body)).id;
    c.dirCategoryId = await post('/services/categories', { name: fresh('staff') });
    c.dirDepartmentId = await post('/services/departments', { name: fresh('staff') });
    c.dirProgramId = await post('/services/programs', { name: fresh('staff') });
    const located = await call<{ id: string; serviceAtLocationId: string }>(
      `/services/${service.id}/locations`,
      {
        name: fresh('staff'),
      },
    );
    c.dirLocationId = located.id;
    c.dirServiceAtLocationId = located.serviceAtLocationId;
    c.dirPhysicalAddressId = await post(
      `/services/locations/${located.id}/physical-addresses`,
      address('staff'),
    );
    c.dirPostalAddressId = await post(`/services/locations/${located.id}/postal-addresses`, address('staff'));
    c.dirScheduleId = await post('/services/schedules', { ...hours, serviceId: service.id });
    const sub = (segment: string, body: object) => post(`/services/${service.id}/${segment}`, body);
    c.dirServiceAreaId = await sub('service-areas', { name: 'Matrix area' });
    c.dirRequiredDocumentId = await sub('required-documents', { document: 'Matrix document' });
    c.dirEligibilityId = await sub('eligibilities', { description: 'Matrix eligibility' });
    c.dirContactId = await sub('contacts', { name: 'Matrix contact' });
    c.dirPhoneId = await sub('phones', { number: '907-555-0100' });
    return c;
  },
  rows: {
    ...Object.assign({}, ...RESOURCES.map(crudRows)),
    ...perService('service-areas', 'serviceAreaId', 'dirServiceAreaId', (_c, who) => ({ name: fresh(who) })),
    ...perService(
      'required-documents',
      'requiredDocumentId',
      'dirRequiredDocumentId',
      (_c, who) => ({ document: fresh(who) }),
      true,
    ),
    ...perService('eligibilities', 'eligibilityId', 'dirEligibilityId', (_c, who) => ({
      description: fresh(who),
    })),
    ...perService('contacts', 'contactId', 'dirContactId', (_c, who) => ({ name: fresh(who) }), true),
    ...perService('phones', 'phoneId', 'dirPhoneId', () => ({ number: '907-555-0101' }), true),
    'DELETE /api/v1/services/:serviceId/required-documents': {
      expect: directoryEditors,
      request: async (c, who) => {
        const url = `/services/${c.dirServiceId!}/required-documents`;
        const doc = await call(url, { document: fresh(who) });
        return { url: `/api/v1${url}`, payload: { ids: [doc.id] } };
      },
    },
    'GET /api/v1/services/:serviceId/locations': {
      expect: signedIn,
      request: (c) => ({ url: `/api/v1/services/${c.dirServiceId!}/locations` }),
    },
    'POST /api/v1/services/:serviceId/locations': {
      expect: directoryEditors,
      request: (c, who) => ({
        url: `/api/v1/services/${c.dirServiceId!}/locations`,
        payload: { name: fresh(who) },
      }),
    },
  },
};
