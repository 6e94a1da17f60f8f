import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListTeamRolesResponse,
  ListTeamsQuery,
  ListTeamsResponse,
  TeamParams,
  TeamView,
} from '@casework/contract';
import { staffOnly } from '#src/platform/authz/policy.ts';
import type { TeamsService } from './teams.service.ts';

export const teamsRoutes: FastifyPluginAsyncZod<{ teams: TeamsService }> = async (app, { teams }) => {
  app.get(
    '/teams',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['teams'],
        summary: 'List teams',
        querystring: ListTeamsQuery,
        response: { 200: ListTeamsResponse },
      },
    },
    (request) => teams.listTeams(request.query),
  );

  app.get(
    '/teams/roles',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['teams'],
        summary: 'List team roles and the permissions they grant',
        response: { 200: ListTeamRolesResponse },
      },
    },
    () => teams.listRoles(),
  );

  app.get(
    '/teams/:teamId',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['teams'],
        summary: 'Get a team with its members and their roles',
        params: TeamParams,
        response: { 200: TeamView },
      },
    },
    (request) => teams.getTeam(request.params.teamId),
  );
};
