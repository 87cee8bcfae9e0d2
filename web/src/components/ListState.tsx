// The states around a paginated table: "Loading…", the error, the empty message, and the First page / Next page
// buttons.
import type { ComponentChildren } from 'preact';
import type { PagedList } from './usePagedList';
import { ErrorAlert } from './ErrorAlert';

export function ListState<T>({ list, empty, children }: { list: PagedList<T>; empty: string; children: (items: T[]) => ComponentChildren }) {
  return (
    <div class="list">
      <ErrorAlert error={list.error} />
      {list.loading && (
        <p role="status" class="muted">
          Loading…
        </p>
      )}
      {!list.loading && list.items && list.items.length === 0 && <p>{list.onFirstPage ? empty : 'No more items.'}</p>}
      {list.items && list.items.length > 0 && children(list.items)}
      {(!list.onFirstPage || list.nextCursor) && (
        <nav class="pager" aria-label="Pages">
          <button type="button" onClick={list.first} disabled={list.onFirstPage || list.loading}>
            First page
          </button>
          <button type="button" onClick={list.next} disabled={!list.nextCursor || list.loading}>
            Next page
          </button>
        </nav>
      )}
    </div>
  );
}
