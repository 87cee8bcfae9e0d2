// The foot of an edit form shown in place on a page: its error, a submit button and Cancel, both off while saving.
import { ErrorAlert } from './ErrorAlert';

export function SaveCancel({ label, busy, error, onCancel }: { label: string; busy: boolean; error: unknown; onCancel: () => void }) {
  return (
    <>
      <ErrorAlert error={error} />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {label}
        </button>
        <button type="button" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
