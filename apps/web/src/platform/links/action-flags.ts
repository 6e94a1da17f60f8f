import {
  joinHref,
  readSearchValue,
  searchFlag,
  searchSchema,
  searchText,
  splitHref,
  type SearchInput,
} from './search-values.ts';

/** SPEC §2: query flags set after actions, so the next screen can confirm what happened. */
export interface ActionFlags {
  messageSuccess: boolean;
  threadReferSuccess: boolean;
  referredToTeam: string | null;
}

export const ACTION_FLAG_KEYS = ['messageSuccess', 'threadReferSuccess', 'referredToTeam'] as const;

/** For a route's validateSearch. */
export const ActionFlagsSearch = searchSchema({
  messageSuccess: searchFlag,
  threadReferSuccess: searchFlag,
  referredToTeam: searchText,
});

export function readActionFlags(search: SearchInput): ActionFlags {
  const team = readSearchValue(search, 'referredToTeam');
  return {
    messageSuccess: readSearchValue(search, 'messageSuccess') === 'true',
    threadReferSuccess: readSearchValue(search, 'threadReferSuccess') === 'true',
    referredToTeam: team === null || team.trim() === '' ? null : team,
  };
}

/** The href with the given flags set: `messageSuccess=true`, `threadReferSuccess=true`, `referredToTeam=<name>`. */
export function withActionFlags(href: string, flags: Partial<ActionFlags>): string {
  const { pathname, params, hash } = splitHref(href);
  if (flags.messageSuccess) params.set('messageSuccess', 'true');
  if (flags.threadReferSuccess) params.set('threadReferSuccess', 'true');
  if (flags.referredToTeam) params.set('referredToTeam', flags.referredToTeam);
  return joinHref(pathname, params, hash);
}

/** The href without the action flags (after the confirmation was shown). */
export function withoutActionFlags(href: string): string {
  const { pathname, params, hash } = splitHref(href);
  for (const key of ACTION_FLAG_KEYS) params.delete(key);
  return joinHref(pathname, params, hash);
}
