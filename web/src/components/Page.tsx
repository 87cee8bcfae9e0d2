// A page's frame inside <main>: its one <h1> and the document title.
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';

export function Page({ title, children, actions }: { title: string; children?: ComponentChildren; actions?: ComponentChildren }) {
  useEffect(() => {
    document.title = `${title} · Sluice console`;
  }, [title]);
  return (
    <>
      <div class="page-head">
        <h1>{title}</h1>
        {actions}
      </div>
      {children}
    </>
  );
}
