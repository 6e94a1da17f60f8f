import { PARTICIPANT_ID_PATTERN, type ActivityLogKind, type LogCategoryCode } from './constants.ts';
import type { UserActionLogView } from './schemas/logs.ts';

/**
 * The logs in words, for the admin-logs screen and the server's CSV exports alike. A user action stores a navigation
 * as the path the browser showed ("/staff/participant-management/search") and may hold an API path
 * ("GET /api/v1/participants/P7K3-M9QX"); a person reading the log sees "Opened the participant search" or "Viewed
 * participant records (P7K3-M9QX) through the API" instead, as the activity log writes its entries. A path is never
 * shown as it is.
 */

/** Readable names of the SPEC §9 user-action category codes. */
export const CATEGORY_LABELS: Readonly<Record<LogCategoryCode, string>> = {
  USERNAV: 'Navigation',
  MSG_THREAD: 'Message threads',
  TEAM_MSG: 'Team messages',
  SVC_SEARCH: 'Service searches',
  SVC_NAV: 'Service directory visits',
};

/** Readable names of the activity-log kinds. */
export const KIND_LABELS: Readonly<Record<ActivityLogKind, string>> = {
  'sensitive-info-access': 'Sensitive-info access',
  'message-created': 'Message created',
  'thread-assigned': 'Thread assigned',
  'thread-referred': 'Thread referred',
  'participant-created': 'Participant added',
  'participant-deleted': 'Participant record deleted',
  'participant-merged': 'Participants merged',
  'participant-status-changed': 'Participant status changed',
  'thread-deleted': 'Thread deleted',
  'team-created': 'Team created',
  'team-updated': 'Team updated',
  'team-deleted': 'Team deleted',
  'team-members-changed': 'Team members changed',
  'team-roles-changed': 'Team roles changed',
  'staff-account-created': 'Staff account created',
  'staff-account-updated': 'Staff account updated',
  'staff-status-changed': 'Staff account activated or deactivated',
  'staff-password-reset': 'Staff password reset',
  'application-changed': 'Application changed',
  'help-link-changed': 'Help link changed',
  'plugin-changed': 'Plugin switched on or off',
  'service-changed': 'Service directory changed',
  'service-directory-imported': 'Service directory imported (HSDS)',
  'service-recommended': 'Service recommended',
  'webhook-changed': 'Webhook changed',
};

/** A participant id in a path, in either case (the words say it in capitals). */
const isParticipantId = (segment: string) => PARTICIPANT_ID_PATTERN.test(segment.toUpperCase());

/** A record's id: it means nothing to a person reading the log. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every page of the web app in words, keyed by its route. The web checks at compile time that the keys are exactly its
 * router's routes, so a page added without words here does not compile. "$participantId" matches a participant id and
 * is said in the words; any other "$param" matches one segment. Where two routes fit, the one with more fixed
 * segments names the page.
 */
export const PAGE_WORDS = {
  '/': 'the home page',
  '/sign-in': 'the sign-in page',
  '/access-denied': 'the access-denied page',
  '/auth/error': 'the sign-in problem page',
  '/staff': 'the staff area',
  '/staff/dashboard': 'the staff dashboard',
  '/staff/participant-management': 'participant management',
  '/staff/participant-management/search': 'the participant search',
  '/staff/participant-management/add-participant': 'the add-a-participant form',
  '/staff/participant-management/merge-participants': 'the participant merge',
  '/staff/participant-management/merge-participants/merge-wizard': 'the participant merge wizard',
  '/staff/participant-management/participant-details': "a participant's details",
  '/staff/participant-management/participant-details/$participantId/settings':
    'the settings of participant $participantId',
  '/staff/participant-management/recommend-participant': 'the recommend-a-service form',
  '/staff/inbox': 'their inbox',
  '/staff/inbox/archive': 'their archived messages',
  '/staff/inbox/team-member-inbox/$userId': "a team member's inbox",
  '/staff/inbox/team-member-inbox/$userId/archive': "a team member's archived messages",
  '/staff/inbox/$userId/new-message': 'the new-message form',
  '/staff/team-inbox': 'the team inbox',
  '/staff/team-inbox/archive': 'the team inbox archive',
  '/staff/team-inbox/$teamId/quick-messages': "a team's quick messages",
  '/staff/team-inbox/$teamId/quick-messages/create': 'the new quick-message form',
  '/staff/team-inbox/$teamId/quick-messages/categories/create': 'the new quick-message category form',
  '/staff/team-inbox/$teamId/quick-messages/categories/$categoryId/edit':
    'a quick-message category to change it',
  '/staff/team-inbox/$teamId/quick-messages/$quickMessageId/edit': 'a quick message to change it',
  '/staff/team-inbox/$teamId/unresponded-messages': "a team's unanswered messages",
  '/staff/find-a-service': 'the service finder',
  '/staff/find-a-service/service-details': "a service's details",
  '/staff/find-a-service/create': 'the add-a-service wizard',
  '/team-management': 'team management',
  '/team-management/$teamId': "a team's page",
  '/team-management/$teamId/member/$memberId': "a team member's page",
  '/team-management/create': 'the new team form',
  '/team-management/applications': 'the applications',
  '/team-management/help-links': 'the help links',
  '/team-management/plugins': 'the plugins',
  '/webhooks': 'the webhooks',
  '/webhooks/$webhookId': "a webhook's page",
  '/webhooks/create': 'the new webhook form',
  '/admin-logs': 'the admin logs',
  '/participant': 'the participant area',
  '/participant/dashboard': 'their dashboard',
  '/participant/inbox': 'their inbox',
  '/participant/inbox/archive': 'their archived messages',
  '/participant/inbox/$userId/new-message': 'the new-message form',
  '/participant/find-a-service': 'the service finder',
  '/participant/find-a-service/service-details': "a service's details",
  '/participant/participant-management/participant-details': 'their details',
  '/participant/participant-management/participant-details/$participantId/settings': 'their settings',
} as const satisfies Readonly<Record<string, string>>;

const PARTICIPANT_PARAM = '$participantId';

/** The routes split once, with how many of their segments are fixed. */
const PAGE_PATTERNS = Object.entries(PAGE_WORDS).map(([route, page]) => {
  const parts = segmentsOf(route);
  return { parts, page, fixed: parts.filter((part) => !part.startsWith('$')).length };
});

/** The first part of a path, for a page the table does not know: "a page in Webhooks". */
const AREAS: Readonly<Record<string, string>> = {
  staff: 'the staff area',
  participant: 'the participant area',
  'team-management': 'team management',
  webhooks: 'the webhooks',
  'admin-logs': 'the admin logs',
};

/** The API's resources (SPEC §7), by the first part of their path. */
const API_RESOURCES: Readonly<Record<string, string>> = {
  participants: 'participant records',
  'sign-in-sources': 'participant sign-in sources',
  schema: 'profile sections',
  threads: 'message threads',
  messages: 'messages',
  'message-templates': 'quick messages',
  'message-template-categories': 'quick-message categories',
  services: 'the service directory',
  'service-recommendations': 'service recommendations',
  teams: 'teams',
  staffMembers: 'staff members',
  'staff-members': 'staff members',
  applications: 'applications',
  'help-links': 'help links',
  webhooks: 'webhooks',
  logs: 'the logs',
  auth: 'their sign-in',
  plugins: 'plugins',
};

const API_VERBS: Readonly<Record<string, string>> = {
  GET: 'Viewed',
  HEAD: 'Viewed',
  POST: 'Added to',
  PUT: 'Changed',
  PATCH: 'Changed',
  DELETE: 'Deleted from',
};

function segmentsOf(path: string): string[] {
  const cut = path.search(/[?#]/);
  return (cut === -1 ? path : path.slice(0, cut)).split('/').filter((s) => s !== '');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page a path is, in words, or null when no route fits it. */
function pageOf(segments: readonly string[]): string | null {
  const decoded = segments.map(decode);
  let best: { page: string; fixed: number; participant: string | undefined } | null = null;
  for (const { parts, page, fixed } of PAGE_PATTERNS) {
    if (parts.length !== decoded.length || (best && best.fixed >= fixed)) continue;
    let participant: string | undefined;
    const fits = parts.every((part, i) => {
      const segment = decoded[i]!;
      if (part === PARTICIPANT_PARAM) {
        participant = segment.toUpperCase();
        return isParticipantId(segment);
      }
      return part.startsWith('$') || part === segment;
    });
    if (fits) best = { page, fixed, participant };
  }
  if (!best) return null;
  return best.participant ? best.page.replace(PARTICIPANT_PARAM, best.participant) : best.page;
}

/** "GET /api/v1/participants/P7K3-M9QX/files" → "Viewed participant records (P7K3-M9QX) through the API". */
function describeApiCall(method: string | undefined, segments: readonly string[]): string {
  const [resource = '', ...rest] = segments;
  const what = API_RESOURCES[resource] ?? 'a part of Casework';
  const verb = (method && API_VERBS[method.toUpperCase()]) ?? 'Used';
  const participant = rest.map(decode).find(isParticipantId);
  return `${verb} ${what}${participant ? ` (${participant.toUpperCase()})` : ''} through the API`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The action of a user-action log entry as a sentence a person reads; never a raw path. */
export function describeUserAction(entry: Pick<UserActionLogView, 'action'>): string {
  const text = entry.action.trim();
  const call = /^([A-Za-z]+)\s+(\/\S*)$/.exec(text);
  const method = call?.[1];
  const path = call?.[2] ?? text;
  if (!path.startsWith('/')) return capitalised(text);

  const segments = segmentsOf(path);
  if (segments[0] === 'api') {
    // "/api/v1/participants/..." and "/api/admin/plugins": the version or "admin" is not a resource.
    const resource = segments.slice(segments[1] === 'v1' || segments[1] === 'admin' ? 2 : 1);
    return describeApiCall(method, resource);
  }
  const page = pageOf(segments);
  if (page) return `Opened ${page}`;
  const area = AREAS[segments[0] ?? ''];
  return area ? `Opened a page in ${area}` : 'Opened a page of Casework';
}

/** Readable names of the detail fields the web and the server write. */
const DETAIL_LABELS: Readonly<Record<string, string>> = {
  term: 'Searched for',
  results: 'Results',
  subject: 'Subject',
  team: 'Team',
  service: 'Service',
  name: 'Name',
};

/** "serviceId" → "Service id"; the label table first. */
function detailLabel(key: string): string {
  return DETAIL_LABELS[key] ?? capitalised(key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
}

/**
 * The detail of an action as "Label: value" pairs ("Searched for: food bank, Results: 12"). Record ids (UUIDs) mean
 * nothing to a reader and are left out here; the CSV export's raw detail column keeps them.
 */
export function describeDetail(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, value]) => !(typeof value === 'string' && UUID.test(value)))
    .map(([key, value]) => {
      const shown =
        typeof value === 'string' && value.startsWith('/') ? describeUserAction({ action: value }) : value;
      return `${detailLabel(key)}: ${typeof shown === 'string' ? shown : JSON.stringify(shown)}`;
    })
    .join(', ');
}
