import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateHelpLinkBody,
  HelpLinkParams,
  HelpLinkView,
  ListHelpLinksResponse,
  UpdateHelpLinkBody,
} from '@casework/contract';
import { adminOnly, signedIn } from '#src/platform/authz/policy.ts';
import type { HelpLinksService } from './help-links.service.ts';

export const helpLinksRoutes: FastifyPluginAsyncZod<{ helpLinks: HelpLinksService }> = async (
  app,
  { helpLinks },
) => {
  app.get(
    '/help-links',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['help-links'],
        summary: 'Help links for the participant dashboard, by sort order then title',
        response: { 200: ListHelpLinksResponse },
      },
    },
    () => helpLinks.list(),
  );

  app.post(
    '/help-links',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['help-links'],
        summary: 'Add a help link (http or https addresses only)',
        body: CreateHelpLinkBody,
        response: { 201: HelpLinkView },
      },
    },
    async (request, reply) => reply.code(201).send(await helpLinks.create(request.principal!, request.body)),
  );

  app.put(
    '/help-links/:helpLinkId',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['help-links'],
        summary: 'Change a help link: title, address, description, sort order',
        params: HelpLinkParams,
        body: UpdateHelpLinkBody,
        response: { 200: HelpLinkView },
      },
    },
    (request) => helpLinks.update(request.principal!, request.params.helpLinkId, request.body),
  );

  app.delete(
    '/help-links/:helpLinkId',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['help-links'],
        summary: 'Remove a help link',
        params: HelpLinkParams,
      },
    },
    async (request, reply) => {
      await helpLinks.remove(request.principal!, request.params.helpLinkId);
      return reply.code(204).send();
    },
  );
};
