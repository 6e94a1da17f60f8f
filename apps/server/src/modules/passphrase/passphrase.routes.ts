import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckPassphraseBody,
  CheckPassphraseResponse,
  PassphraseParams,
  PassphraseSaved,
  PassphraseView,
  ReadPassphraseQuery,
  SetPassphraseBody,
} from '@casework/contract';
import { signedIn, staffOnly } from '#src/platform/authz/policy.ts';
import type { PassphraseService } from './passphrase.service.ts';

/** Checks allowed per caller per minute: enough for a phone call, too few to guess. */
export const PASSPHRASE_CHECKS_PER_MINUTE = 10;

export const passphraseRoutes: FastifyPluginAsyncZod<{ passphrase: PassphraseService }> = async (
  app,
  { passphrase },
) => {
  app.get(
    '/participants/:participantId/passphrase',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['passphrase'],
        summary: 'Reveal the passphrase (staff give a reason, recorded in the activity log)',
        params: PassphraseParams,
        querystring: ReadPassphraseQuery,
        response: { 200: PassphraseView },
      },
    },
    (request) => passphrase.read(request.principal!, request.params.participantId, request.query.reason),
  );

  app.post(
    '/participants/:participantId/passphrase',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['passphrase'],
        summary: 'Set a first passphrase (409 when one exists)',
        params: PassphraseParams,
        body: SetPassphraseBody,
        response: { 201: PassphraseSaved },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await passphrase.create(request.principal!, request.params.participantId, request.body)),
  );

  app.put(
    '/participants/:participantId/passphrase',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['passphrase'],
        summary: 'Replace the passphrase (sets it when there is none)',
        params: PassphraseParams,
        body: SetPassphraseBody,
        response: { 200: PassphraseSaved },
      },
    },
    (request) => passphrase.replace(request.principal!, request.params.participantId, request.body),
  );

  app.delete(
    '/participants/:participantId/passphrase',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['passphrase'],
        summary: 'Remove the passphrase',
        params: PassphraseParams,
      },
    },
    async (request, reply) => {
      await passphrase.remove(request.principal!, request.params.participantId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/participants/:participantId/passphrase/check',
    {
      config: {
        policy: staffOnly,
        rateLimit: {
          max: PASSPHRASE_CHECKS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          // Per caller: one staff member's guessing cannot lock out colleagues.
          keyGenerator: (request) => `passphrase-check:${request.principal?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags: ['passphrase'],
        summary: 'Check a spoken passphrase without revealing it (ignores case and spacing; rate-limited)',
        params: PassphraseParams,
        body: CheckPassphraseBody,
        response: { 200: CheckPassphraseResponse },
      },
    },
    async (request, reply) => {
      const result = await passphrase.check(
        request.principal!,
        request.params.participantId,
        request.body.attempt,
      );
      const remaining = Number(reply.getHeader('x-ratelimit-remaining'));
      // Never the attempt itself: only who checked whom, the outcome and how many checks this window.
      request.log.info(
        {
          participantId: request.params.participantId,
          matches: result.matches,
          attemptsThisWindow: Number.isFinite(remaining)
            ? PASSPHRASE_CHECKS_PER_MINUTE - remaining
            : undefined,
        },
        'passphrase checked',
      );
      return result;
    },
  );
};
