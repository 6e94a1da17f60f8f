import {
  PLUGIN_CACHE_KEY,
  type PluginKey,
  type PluginListResponse,
  type PluginView,
} from '@casework/contract';
import { PluginListAnswer } from '../api/startup-answers.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

export const PLUGINS_URL = '/api/admin/plugins';

export class PluginsRequestError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(
      status === 401
        ? 'Your session has ended. Please sign in again.'
        : 'The list of app areas could not be loaded.',
    );
    this.name = 'PluginsRequestError';
    this.status = status;
  }
}

export function readCachedPlugins(): PluginListResponse | null {
  try {
    const raw = window.sessionStorage.getItem(PLUGIN_CACHE_KEY);
    if (raw === null) return null;
    const parsed = PluginListAnswer.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeCachedPlugins(plugins: PluginListResponse): void {
  try {
    window.sessionStorage.setItem(PLUGIN_CACHE_KEY, JSON.stringify(plugins));
  } catch {
    // Without storage the list is loaded once per page load instead.
  }
}

/** SPEC §2: the plugin list is loaded once per browser session and kept in session storage. */
export async function fetchPlugins(signal?: AbortSignal): Promise<PluginListResponse> {
  const cached = readCachedPlugins();
  if (cached) return cached;
  const response = await fetch(PLUGINS_URL, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  // A server that keeps the list behind sign-in answers 401 before sign-in: every area then counts as on,
  // and the list is asked for again on the next page load.
  if (response.status === 401) return { items: [] };
  if (!response.ok) throw new PluginsRequestError(response.status);
  const plugins = PluginListAnswer.parse(await response.json());
  writeCachedPlugins(plugins);
  return plugins;
}

export const pluginsQueryOptions = queryOptions({
  queryKey: ['plugins'] as const,
  queryFn: ({ signal }) => fetchPlugins(signal),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: 1,
});

/** An area the list does not mention stays on; only an explicit `enabled: false` hides it. */
export function isPluginEnabled(plugins: PluginListResponse | undefined, key: PluginKey): boolean {
  return plugins?.items.find((item) => item.key === key)?.enabled ?? true;
}

/** For a route's loader: whether an area is on, by the list the app loaded before any route (PluginGate). */
export function pluginEnabledIn(queryClient: QueryClient): (key: PluginKey) => boolean {
  const plugins = queryClient.getQueryData(pluginsQueryOptions.queryKey);
  return (key) => isPluginEnabled(plugins, key);
}

/** The list with `plugin` in place of the entry with its key (added when the list lacks it). */
export function replacePlugin(plugins: PluginListResponse, plugin: PluginView): PluginListResponse {
  const found = plugins.items.some((item) => item.key === plugin.key);
  return {
    items: found
      ? plugins.items.map((item) => (item.key === plugin.key ? plugin : item))
      : [...plugins.items, plugin],
  };
}

/**
 * After an administrator's own change: the shell of this browser session uses `plugins` at once (query cache and
 * session storage). Other people keep their cached list until their next browser session (SPEC §2).
 */
export function rememberPlugins(queryClient: QueryClient, plugins: PluginListResponse): void {
  writeCachedPlugins(plugins);
  queryClient.setQueryData(pluginsQueryOptions.queryKey, plugins);
}
