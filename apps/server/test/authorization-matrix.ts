/**
 * The authorization matrix: for every route the server registers, what each kind of caller gets.
 * 'ok' = 2xx or 3xx; 401 = must sign in; 403 = a function the caller may not use; 404 = an object the caller may not see.
 * A route missing here fails the matrix test. Add a row with every new route.
 */
// Re-exported first, so the module row files below can use the presets while this file is still loading.
export * from './matrix/outcomes.ts';
import { everyone, signedIn, type MatrixModule, type MatrixRow } from './matrix/outcomes.ts';
import { PARTICIPANTS_MATRIX } from './matrix/participants.ts';
import { PARTICIPANT_FILES_MATRIX } from './matrix/participant-files.ts';
import { PARTICIPANT_MERGE_MATRIX } from './matrix/participant-merge.ts';
import { PARTICIPANT_NOTIFICATIONS_MATRIX } from './matrix/participant-notifications.ts';
import { VERIFICATIONS_MATRIX } from './matrix/verifications.ts';
import { PASSPHRASE_MATRIX } from './matrix/passphrase.ts';
import { SIGN_IN_SOURCE_MATRIX } from './matrix/sign-in-source.ts';
import { TEAMS_MATRIX } from './matrix/teams.ts';
import { ADMINISTRATION_MATRIX } from './matrix/administration.ts';
import { THREADS_MATRIX } from './matrix/threads.ts';
import { THREAD_FILES_MATRIX } from './matrix/thread-files.ts';
import { PARTICIPANT_THREADS_MATRIX } from './matrix/participant-threads.ts';
import { TEMPLATES_MATRIX } from './matrix/templates.ts';
import { DIRECTORY_MATRIX } from './matrix/directory.ts';
import { DIRECTORY_RESOURCES_MATRIX } from './matrix/directory-resources.ts';
import { DIRECTORY_HSDS_MATRIX } from './matrix/directory-hsds.ts';
import { WEBHOOKS_MATRIX } from './matrix/webhooks.ts';

/** Routes whose pattern starts with one of these share one row (the offline API reference and its assets). */
export const PREFIX_ROWS: Record<string, MatrixRow> = {
  '/api/docs': { expect: everyone },
};

const CORE_ROWS: Record<string, MatrixRow> = {
  'GET /healthz': { expect: everyone },
  'GET /readyz': { expect: everyone },
  'GET /metrics': { expect: everyone },
  'GET /api/v1/openapi.json': { expect: everyone },
  'GET /api/admin/plugins': { expect: everyone },

  'GET /api/auth/session': { expect: everyone },
  'GET /api/auth/csrf': { expect: everyone },
  'GET /api/auth/providers': { expect: everyone },
  'GET /api/auth/error': { expect: everyone },
  'GET /api/auth/signin': { expect: everyone },
  'GET /api/auth/signout': { expect: everyone },
  'POST /api/auth/signout': {
    expect: everyone,
    request: () => ({
      payload: 'csrfToken=wrong',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /api/auth/signin/:provider': {
    expect: everyone,
    request: () => ({ url: '/api/auth/signin/credentials' }),
  },
  'POST /api/auth/signin/:provider': {
    expect: everyone,
    request: () => ({
      url: '/api/auth/signin/credentials',
      payload: 'csrfToken=wrong',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /api/auth/callback/:provider': {
    expect: everyone,
    request: () => ({ url: '/api/auth/callback/credentials' }),
  },
  'POST /api/auth/callback/:provider': {
    expect: everyone,
    request: () => ({
      url: '/api/auth/callback/credentials',
      payload: 'csrfToken=wrong',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'POST /api/auth/_log': {
    expect: everyone,
    request: () => ({ payload: { level: 'debug', code: 'matrix', message: 'authorization matrix probe' } }),
  },

  'GET /api/v1/auth/me': { expect: signedIn },
  // Teams and staff rows live in test/matrix/teams.ts.
};

/** Each feature module keeps its rows in test/matrix/<module>.ts. */
export const MATRIX_MODULES: MatrixModule[] = [
  { rows: CORE_ROWS },
  PARTICIPANTS_MATRIX,
  PARTICIPANT_FILES_MATRIX,
  PARTICIPANT_MERGE_MATRIX,
  PARTICIPANT_NOTIFICATIONS_MATRIX,
  VERIFICATIONS_MATRIX,
  PASSPHRASE_MATRIX,
  SIGN_IN_SOURCE_MATRIX,
  TEAMS_MATRIX,
  ADMINISTRATION_MATRIX,
  THREADS_MATRIX,
  THREAD_FILES_MATRIX,
  PARTICIPANT_THREADS_MATRIX,
  TEMPLATES_MATRIX,
  DIRECTORY_MATRIX,
  DIRECTORY_RESOURCES_MATRIX,
  DIRECTORY_HSDS_MATRIX,
  WEBHOOKS_MATRIX,
];

export const MATRIX: Record<string, MatrixRow> = Object.assign({}, ...MATRIX_MODULES.map((m) => m.rows));
