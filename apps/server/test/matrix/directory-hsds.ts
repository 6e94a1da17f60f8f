import { randomBytes } from 'node:crypto';
import { uuidv7 } from '#src/platform/ids.ts';
import { directoryEditors } from './directory.ts';
import { staffOnly, type Identity, type MatrixModule } from './outcomes.ts';

/** A one-service HSDS data set with fresh ids, so each identity's import is its own. */
const freshDataSet = (who: Identity) => ({
  hsds_version: '3.1.1',
  services: [
    {
      id: uuidv7(),
      name: `Matrix ${who} ${randomBytes(4).toString('hex')}`,
      description: 'Imported by the authorization matrix',
      status: 'active',
    },
  ],
});

/** HSDS export and import (issue 7). */
export const DIRECTORY_HSDS_MATRIX: MatrixModule = {
  rows: {
    'GET /api/v1/services/hsds': {
      expect: staffOnly,
      request: () => ({ url: '/api/v1/services/hsds?format=ndjson' }),
    },
    'POST /api/v1/services/hsds': {
      expect: directoryEditors,
      request: (_c, who) => ({ url: '/api/v1/services/hsds', payload: freshDataSet(who) }),
    },
  },
};
