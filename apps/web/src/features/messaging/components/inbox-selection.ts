import { useCallback, useMemo, useState } from 'react';

export interface InboxSelection {
  /** The selected threads that are still on screen. */
  selected: ReadonlySet<string>;
  toggle: (threadId: string, selected: boolean) => void;
  /** Selects every thread on screen, or none. */
  setAll: (selected: boolean) => void;
  clear: () => void;
}

/**
 * Bulk selection within one view (`viewKey`: the inbox, page, search, team...): it starts empty in each view, and a
 * thread that left the list (archived elsewhere, referred away) drops out of it, so an action never touches a thread
 * the user cannot see.
 */
export function useInboxSelection(viewKey: string, visibleIds: readonly string[]): InboxSelection {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: viewKey,
    ids: new Set(),
  });
  const visibleKey = visibleIds.join(',');

  const selected = useMemo(() => {
    if (state.key !== viewKey) return new Set<string>();
    const visible = new Set(visibleKey === '' ? [] : visibleKey.split(','));
    return new Set([...state.ids].filter((id) => visible.has(id)));
  }, [state, viewKey, visibleKey]);

  const toggle = useCallback(
    (threadId: string, on: boolean) =>
      setState((prev) => {
        const ids = new Set(prev.key === viewKey ? prev.ids : []);
        if (on) ids.add(threadId);
        else ids.delete(threadId);
        return { key: viewKey, ids };
      }),
    [viewKey],
  );

  const setAll = useCallback(
    (on: boolean) =>
      setState({ key: viewKey, ids: new Set(on && visibleKey !== '' ? visibleKey.split(',') : []) }),
    [viewKey, visibleKey],
  );

  const clear = useCallback(() => setState({ key: viewKey, ids: new Set() }), [viewKey]);

  return { selected, toggle, setAll, clear };
}
