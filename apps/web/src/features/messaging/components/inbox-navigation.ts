import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ACTION_FLAG_KEYS } from '../../../platform/links/action-flags.ts';
import { ARCHIVE_MARKER } from '../../../platform/links/inbox-kind.ts';

export type SearchValues = Readonly<Record<string, unknown>>;

/** The values worth writing into an address: no empty text, no false flags, nothing undefined. */
export function compactSearch(search: SearchValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    out[key] = value;
  }
  return out;
}

/** The search without the action flags: a confirmation is shown once, not carried to the next view. */
export function withoutFlags<S extends SearchValues>(search: S): S {
  const out: Record<string, unknown> = { ...search };
  for (const key of ACTION_FLAG_KEYS) delete out[key];
  return out as S;
}

/** The open and the archive view of an inbox, from the path of either (SPEC §2: `archive` is a path marker). */
export function inboxViewPaths(pathname: string): { inbox: string; archive: string } {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = trimmed.split('/');
  if (segments[segments.length - 1] === ARCHIVE_MARKER) {
    return { inbox: segments.slice(0, -1).join('/') || '/', archive: trimmed };
  }
  return { inbox: trimmed, archive: `${trimmed}/${ARCHIVE_MARKER}` };
}

export interface GoOptions {
  /** Another path (e.g. the other view); the current one by default. */
  path?: string;
  replace?: boolean;
  /** Scroll to the top after (default true, as for any new page). */
  resetScroll?: boolean;
}

/**
 * Addresses and moves within an inbox. The route validated the search; here it is only written back, through the
 * router's own serialiser, so what the route reads is exactly what was meant.
 */
export function useInboxNavigation() {
  const router = useRouter();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });

  const hrefFor = useCallback(
    (search: SearchValues, path: string = pathname) =>
      `${path}${router.options.stringifySearch(compactSearch(search))}`,
    [router, pathname],
  );

  const go = useCallback(
    (search: SearchValues, options: GoOptions = {}) =>
      void navigate({
        href: hrefFor(search, options.path),
        replace: options.replace,
        resetScroll: options.resetScroll,
      }),
    [navigate, hrefFor],
  );

  return { pathname, hrefFor, go };
}

export interface InboxControls {
  pathname: string;
  /** The address of a thread in this inbox. */
  threadHref: (threadId: string) => string;
  openThread: (threadId: string) => void;
  closeThread: () => void;
  /** After a referral: the same inbox, without the thread, with the confirmation flags (SPEC §2). */
  referred: (teamName: string) => void;
  setPage: (page: number) => void;
  /** Another page of the list with one of its threads open. */
  openOnPage: (page: number, threadId: string) => void;
  setQuery: (q: string) => void;
  /** The open or the archive view, keeping only `keep` of the search (e.g. the team). */
  viewLink: (view: 'inbox' | 'archive', keep?: SearchValues) => { href: string; onNavigate: () => void };
}

/** The moves every inbox makes, on top of its validated search. */
export function useInboxControls(search: SearchValues, split: boolean): InboxControls {
  const { pathname, hrefFor, go } = useInboxNavigation();
  const base = withoutFlags(search);
  const paths = inboxViewPaths(pathname);
  return {
    pathname,
    threadHref: (threadId) => hrefFor({ ...base, thread: threadId }),
    openThread: (threadId) => go({ ...base, thread: threadId }, { resetScroll: !split }),
    closeThread: () => go({ ...base, thread: undefined }, { resetScroll: false }),
    referred: (teamName) =>
      go(
        { ...base, thread: undefined, threadReferSuccess: true, referredToTeam: teamName },
        { resetScroll: false },
      ),
    setPage: (page) => go({ ...base, page: page > 1 ? page : undefined }),
    openOnPage: (page, threadId) =>
      go({ ...base, page: page > 1 ? page : undefined, thread: threadId }, { resetScroll: !split }),
    setQuery: (q) =>
      go({ ...base, q: q === '' ? undefined : q, page: undefined }, { replace: true, resetScroll: false }),
    viewLink: (view, keep = {}) => {
      const path = view === 'archive' ? paths.archive : paths.inbox;
      return { href: hrefFor(keep, path), onNavigate: () => go(keep, { path }) };
    },
  };
}
