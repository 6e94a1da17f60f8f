import { bearer } from '../auth-helpers.ts';
import {
  signedIn,
  staffOnly,
  type MatrixContext,
  type MatrixModule,
  type Outcome,
  type Identity,
} from './outcomes.ts';

/** Directory writers: administrators and staff holding Directory.Edit (the demo case worker); others 403. */
export const directoryEditors: Record<Identity, Outcome> = { ...staffOnly, supervisor: 403 };

const serviceBody = (who: Identity) => ({
  name: `Matrix service ${who} ${Math.random().toString(36).slice(2, 8)}`,
  description: 'A service the authorization matrix acts on.',
});

/** Services: search, details, create/update, index rebuild and recommendations (issue 7). */
export const DIRECTORY_MATRIX: MatrixModule = {
  setup: async (h) => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/services',
      headers: bearer(h.tokens.get('staff')!),
      payload: serviceBody('staff'),
    });
    if (created.statusCode !== 201) throw new Error(`matrix setup service failed: ${created.body}`);
    const c: MatrixContext = { matrixServiceId: created.json<{ id: string }>().id };
    return c;
  },
  rows: {
    'GET /api/v1/services': { expect: signedIn, request: () => ({ url: '/api/v1/services?term=matrix' }) },
    'POST /api/v1/services': {
      expect: directoryEditors,
      request: (_c, who) => ({ url: '/api/v1/services', payload: serviceBody(who) }),
    },
    'POST /api/v1/services/indexes': { expect: directoryEditors },
    'GET /api/v1/services/:serviceId': {
      expect: signedIn,
      request: (c) => ({ url: `/api/v1/services/${c.matrixServiceId!}` }),
    },
    'PUT /api/v1/services/:serviceId': {
      expect: directoryEditors,
      request: (c, who) => ({ url: `/api/v1/services/${c.matrixServiceId!}`, payload: serviceBody(who) }),
    },
    'POST /api/v1/service-recommendations': {
      expect: staffOnly,
      request: (c) => ({
        url: '/api/v1/service-recommendations',
        payload: { serviceId: c.matrixServiceId!, participantId: c.participantId!, note: 'Matrix' },
      }),
    },
    'GET /api/v1/service-recommendations': { expect: signedIn },
  },
};
