// Loads one page of a cursor-paginated list at a time: the current page, its loading and error states, and
// moves to the next page (meta.next_cursor) or back to the first. `refresh` reloads the page in the background
// (no loading state, the rows kept until the new ones arrive), which useAutoRefresh calls on a timer.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ListMeta } from '../api';

export interface PagedList<T> {
  items: T[] | null;
  loading: boolean;
  error: unknown;
  nextCursor: string | null;
  onFirstPage: boolean;
  next: () => void;
  first: () => void;
  reload: () => void;
  /** Reloads the current page quietly: no "Loading…", and a failure keeps the rows shown. */
  refresh: () => void;
  /** Replaces one item in place (after an action answered the updated item). */
  replace: (predicate: (item: T) => boolean, item: T) => void;
}

export function usePagedList<T>(
  fetchPage: (cursor: string | undefined) => Promise<{ data: T[]; meta: ListMeta }>,
  deps: Array<string | number | boolean | null | undefined>,
): PagedList<T> {
  // The cursor belongs to the query it came from (the API refuses it with other filters): when the filters change,
  // the list starts again from the first page in the same render, without a request carrying a stale cursor.
  const key = JSON.stringify(deps);
  const [position, setPosition] = useState<{ key: string; cursor: string | undefined }>({ key, cursor: undefined });
  const cursor = position.key === key ? position.cursor : undefined;
  const [items, setItems] = useState<T[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  const quiet = useRef(false);

  useEffect(() => {
    let live = true;
    const background = quiet.current;
    quiet.current = false;
    if (!background) {
      setLoading(true);
      setError(null);
    }
    fetchPage(cursor).then(
      (page) => {
        if (!live) return;
        setItems(page.data);
        setNextCursor(page.meta.next_cursor);
        setLoading(false);
      },
      (err) => {
        if (!live || background) return;
        setError(err);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [key, cursor, tick]);

  const replace = useCallback((predicate: (item: T) => boolean, item: T) => {
    setItems((list) => (list ? list.map((x) => (predicate(x) ? item : x)) : list));
  }, []);

  return {
    items,
    loading,
    error,
    nextCursor,
    onFirstPage: cursor === undefined,
    next: () => nextCursor && setPosition({ key, cursor: nextCursor }),
    first: () => setPosition({ key, cursor: undefined }),
    reload: () => setTick((n) => n + 1),
    refresh: () => {
      quiet.current = true;
      setTick((n) => n + 1);
    },
    replace,
  };
}
