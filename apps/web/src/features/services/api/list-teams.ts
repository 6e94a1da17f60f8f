import { ListTeamsResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';

/** The teams feature's key shape for GET /teams ({} = every team), so both share one cached answer. */
const teamsKey = ['teams', 'list', {}] as const;

/** GET /teams: every team, private ones too (any team may answer messages about a service). */
export function listTeams(signal?: AbortSignal) {
  return api.get('/teams', { query: {}, schema: ListTeamsResponse, signal });
}

export function teamsQueryOptions() {
  return queryOptions({ queryKey: teamsKey, queryFn: ({ signal }) => listTeams(signal), staleTime: 60_000 });
}

export function useTeams(enabled = true) {
  return useQuery({ ...teamsQueryOptions(), enabled });
}
