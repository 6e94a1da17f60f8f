import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateTeamBody,
  CreateTeamRoleBody,
  ListTeamRolesResponse,
  ListTeamsQuery,
  ListTeamsResponse,
  SwapTeamDataParams,
  SwapTeamDataQuery,
  SwapTeamDataResult,
  TeamMembersBody,
  TeamMembersResult,
  TeamParams,
  TeamRoleMembersBody,
  TeamRoleParams,
  TeamRoleView,
  TeamView,
  UpdateTeamBody,
  UpdateTeamRoleBody,
} from '@casework/contract';
import { adminOnly, staffOnly } from '#src/platform/authz/policy.ts';
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

  app.post(
    '/teams',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['teams'],
        summary: 'Create a team (409 when another team has the name, whatever its case)',
        body: CreateTeamBody,
        response: { 201: TeamView },
      },
    },
    async (request, reply) => reply.code(201).send(await teams.createTeam(request.principal!, request.body)),
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

  app.put(
    '/teams/:teamId',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['teams'],
        summary: 'Rename a team or change its description or private flag',
        params: TeamParams,
        body: UpdateTeamBody,
        response: { 200: TeamView },
      },
    },
    (request) => teams.updateTeam(request.principal!, request.params.teamId, request.body),
  );

  app.post(
    '/teams/:teamId/members',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['teams'],
        summary:
          'Add staff members to a team (all or none; members already in it stay) and answer its members',
        params: TeamParams,
        body: TeamMembersBody,
        response: { 200: TeamMembersResult },
      },
    },
    (request) => teams.addMembers(request.principal!, request.params.teamId, request.body.staffMemberIds),
  );

  app.delete(
    '/teams/:teamId/members',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['teams'],
        summary: 'Remove staff members and their roles from a team (all or none) and answer its members',
        params: TeamParams,
        body: TeamMembersBody,
        response: { 200: TeamMembersResult },
      },
    },
    (request) => teams.removeMembers(request.principal!, request.params.teamId, request.body.staffMemberIds),
  );

  app.delete(
    '/teams/:deletingTeamId/swap-data-to/:teamId',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['teams'],
        summary:
          'Delete a team after moving its memberships, threads, quick messages and their categories, and applications to another team (dryRun: only count)',
        params: SwapTeamDataParams,
        querystring: SwapTeamDataQuery,
        response: { 200: SwapTeamDataResult },
      },
    },
    (request) =>
      teams.swapDataTo(request.principal!, request.params.deletingTeamId, request.params.teamId, {
        dryRun: request.query.dryRun ?? false,
      }),
  );

  // Static "roles" segments: the router prefers them over /teams/:teamId, so "roles" is never a team id.
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

  app.post(
    '/teams/roles',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['teams'],
        summary: 'Create a team role with the permissions it grants (409 when the name is taken)',
        body: CreateTeamRoleBody,
        response: { 201: TeamRoleView },
      },
    },
    async (request, reply) => reply.code(201).send(await teams.createRole(request.principal!, request.body)),
  );

  app.put(
    '/teams/roles/:roleId',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['teams'],
        summary:
          'Rename a team role or change its permissions (holders get the change on their next request)',
        params: TeamRoleParams,
        body: UpdateTeamRoleBody,
        response: { 200: TeamRoleView },
      },
    },
    (request) => teams.updateRole(request.principal!, request.params.roleId, request.body),
  );

  app.post(
    '/teams/roles/:roleId/members',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['teams'],
        summary: "Grant a role to members of one team and answer the team's members",
        params: TeamRoleParams,
        body: TeamRoleMembersBody,
        response: { 200: TeamMembersResult },
      },
    },
    (request) => teams.grantRole(request.principal!, request.params.roleId, request.body),
  );

  app.delete(
    '/teams/roles/:roleId/members',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['teams'],
        summary: "Take a role away from members of one team and answer the team's members",
        params: TeamRoleParams,
        body: TeamRoleMembersBody,
        response: { 200: TeamMembersResult },
      },
    },
    (request) => teams.revokeRole(request.principal!, request.params.roleId, request.body),
  );
};
