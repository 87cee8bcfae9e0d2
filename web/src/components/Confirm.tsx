// An action that asks first, inline (no window.confirm): the button shows a question with a confirm button and
// Cancel; the action's error is shown in role="alert".
import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorAlert } from './ErrorAlert';

export function Confirm({
  label,
  question,
  confirmLabel,
  onConfirm,
  danger = true,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  danger?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmButton.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <span class="confirm">
        <button type="button" class={danger ? 'danger' : ''} onClick={() => (setAsking(true), setError(null))}>
          {label}
        </button>
        <ErrorAlert error={error} />
      </span>
    );
  }
  return (
    <span class="confirm" role="group" aria-label={question}>
      <span>{question}</span>{' '}
      <button
        type="button"
        class={danger ? 'danger' : ''}
        disabled={busy}
        ref={confirmButton}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await onConfirm();
            setAsking(false);
          } catch (err) {
            setError(err);
            setAsking(false);
          } finally {
            setBusy(false);
          }
        }}
      >
        {confirmLabel}
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
