// A secret the API shows exactly once (an API key, a signing secret, a sign-in link): a read-only field with a
// Copy button, the warning that it will not be shown again, and Done to dismiss it.
import type { ComponentChildren } from 'preact';
import { useId, useRef, useState } from 'preact/hooks';

async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand('copy');
  }
}

export function SecretOnce({
  label,
  value,
  warning,
  onDone,
  children,
}: {
  label: string;
  value: string;
  warning: string;
  onDone: () => void;
  children?: ComponentChildren;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string>('');
  return (
    <section class="secret" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{label}</h2>
      <p class="warning">
        <strong>{warning}</strong>
      </p>
      {children}
      <label for={id}>{label}</label>
      <div class="secret-row">
        <input id={id} ref={field} class="mono" type="text" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          onClick={async () => setCopied((await copyText(value, field.current)) ? 'Copied.' : 'Copy failed: select the text and copy it.')}
        >
          Copy
        </button>
        <button type="button" onClick={onDone}>
          Done
        </button>
      </div>
      <p role="status" class="muted">
        {copied}
      </p>
    </section>
  );
}
