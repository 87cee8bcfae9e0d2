// An error message from the API (the envelope's `error.message`), announced with role="alert".
import { messageOf } from '../api';

export function ErrorAlert({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  return (
    <p class="alert" role="alert">
      {messageOf(error)}
    </p>
  );
}
