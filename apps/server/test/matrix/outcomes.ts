import type { FastifyInstance } from 'fastify';
import type { Database } from '#src/db/client.ts';

/**
 * Identities, outcomes and presets of the authorization matrix. Kept apart from authorization-matrix.ts so the
 * per-module row files can import them without an import cycle.
 */
export const IDENTITIES = [
  'anonymous',
  'admin',
  'supervisor',
  'staff',
  'participant',
  'participant2',
] as const;
export type Identity = (typeof IDENTITIES)[number];
export type Outcome = 'ok' | 401 | 403 | 404;

/**
 * Values the rows use to build concrete requests. Always present: teamId, staffMemberId, participantId (the demo
 * participant's own record) and otherParticipantId (participant2's). Module setups add more.
 */
export type MatrixContext = Record<string, string>;

export interface MatrixRequest {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  expect: Record<Identity, Outcome>;
  /** Concrete request for the route pattern; called once per identity, so it may create a fresh object to act on. */
  request?: (ctx: MatrixContext, who: Identity) => MatrixRequest | Promise<MatrixRequest>;
}

/** What a module's setup may use to create the objects its rows act on. */
export interface MatrixHarness {
  app: FastifyInstance;
  database: Database;
  /** Bearer tokens of every signed-in identity. */
  tokens: ReadonlyMap<Identity, string>;
  ctx: MatrixContext;
}

export interface MatrixModule {
  rows: Record<string, MatrixRow>;
  setup?: (harness: MatrixHarness) => Promise<MatrixContext>;
}

export const everyone: Record<Identity, Outcome> = {
  anonymous: 'ok',
  admin: 'ok',
  supervisor: 'ok',
  staff: 'ok',
  participant: 'ok',
  participant2: 'ok',
};
export const signedIn: Record<Identity, Outcome> = { ...everyone, anonymous: 401 };
export const staffOnly: Record<Identity, Outcome> = { ...signedIn, participant: 403, participant2: 403 };
export const adminOnly: Record<Identity, Outcome> = { ...staffOnly, supervisor: 403, staff: 403 };
/** Calls about one participant, made on the demo participant's own record: the other participant gets 404. */
export const staffOrOwnParticipant: Record<Identity, Outcome> = { ...signedIn, participant2: 404 };
/** Supervisors and administrators only (e.g. deleting a participant). */
export const supervisorsAndAdmins: Record<Identity, Outcome> = { ...staffOnly, staff: 403 };
