import type { PluginKey } from '@casework/contract';

// Most specific first: quick messages live inside the team inbox.
const AREAS: readonly (readonly [RegExp, PluginKey])[] = [
  [/^\/staff\/team-inbox\/[^/]+\/quick-messages(\/|$)/, 'quickMessages'],
  [/^\/staff\/team-inbox(\/|$)/, 'teamInbox'],
  [/^\/(staff|participant)\/inbox(\/|$)/, 'inbox'],
  [/^\/staff\/participant-management(\/|$)/, 'participants'],
  [/^\/(staff|participant)\/find-a-service(\/|$)/, 'serviceDirectory'],
  [/^\/webhooks(\/|$)/, 'webhooks'],
  [/^\/admin-logs(\/|$)/, 'adminLogs'],
];

/** The plugin that switches the area of this path on or off, or null for areas that are always on. */
export function pluginForPath(pathname: string): PluginKey | null {
  for (const [pattern, key] of AREAS) if (pattern.test(pathname)) return key;
  return null;
}
