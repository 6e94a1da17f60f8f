import type { AppSession } from '@casework/contract';
import type { QueryClient } from '@tanstack/react-query';
import { askForPageAnswersAfter, type LoadCause } from '../../../platform/routing/page-answers.ts';
import { loadCurrentUser } from '../../../platform/session/current-user.ts';
import { inboxTeamsOf, type CurrentUser, type TeamMembership } from '../../../platform/session/roles.ts';
import { INBOX_PAGE_SIZE, type TeamInboxSearch } from '../components/inbox-search-params.ts';
import { getTeamThreadCountsQueryOptions } from './get-team-thread-counts.ts';
import { listTeamThreadsQueryOptions } from './list-team-threads.ts';
import { listUnassignedThreadsQueryOptions } from './list-unassigned-threads.ts';
import { listUnrespondedThreadsQueryOptions } from './list-unresponded-threads.ts';

/** The team a team inbox shows: the one its address names, else the first of the user's team inboxes. */
export function chosenInboxTeam(
  user: CurrentUser | null,
  team: string | undefined,
): TeamMembership | undefined {
  const teams = inboxTeamsOf(user);
  return teams.find((t) => t.id === team) ?? teams[0];
}

/**
 * The answers of a team inbox: its page of threads (all of the team's, or only the unassigned ones, as `search`
 * asks), the team's counts and how many threads wait for a reply. The page reads these, and its route's loader asks
 * for the ones it shows first (`askForTeamInboxAnswers`).
 */
export function teamInboxQueries(
  teamId: string,
  archive: boolean,
  search: Pick<TeamInboxSearch, 'q' | 'page' | 'unassigned'>,
) {
  const page = search.page ?? 1;
  const paging = { take: INBOX_PAGE_SIZE, skip: (page - 1) * INBOX_PAGE_SIZE };
  const unassignedOnly = !archive && search.unassigned === true;
  return {
    unassignedOnly,
    teamThreads: listTeamThreadsQueryOptions(teamId, { archived: archive, q: search.q, ...paging }),
    unassignedThreads: listUnassignedThreadsQueryOptions({ teamIds: [teamId], ...paging }),
    counts: getTeamThreadCountsQueryOptions(teamId),
    unresponded: listUnrespondedThreadsQueryOptions(teamId, { take: 1 }),
  };
}

/**
 * A team inbox route's loader: the chosen team's first answers, asked for while the page's code loads, once the
 * user's teams are known (the area's guard already has them). None without a team inbox.
 */
export function askForTeamInboxAnswers(
  { queryClient, session }: { queryClient: QueryClient; session: AppSession },
  cause: LoadCause,
  archive: boolean,
  search: Pick<TeamInboxSearch, 'team' | 'q' | 'page' | 'unassigned'>,
): Promise<void> {
  return askForPageAnswersAfter(queryClient, cause, loadCurrentUser(queryClient, session), (user) => {
    const team = chosenInboxTeam(user, search.team);
    if (!team) return [];
    const queries = teamInboxQueries(team.id, archive, search);
    return [
      queries.unassignedOnly ? queries.unassignedThreads : queries.teamThreads,
      queries.counts,
      queries.unresponded,
    ];
  });
}
