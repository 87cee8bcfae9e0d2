// The fields an endpoint's create and edit forms share: the events as checkboxes, each with its description from
// GET /v1/event-types; a rate limit; custom headers, each with a "secret" checkbox (a stored secret header shows
// "set" and is kept unless a new value is typed).
import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { WEBHOOK_EVENTS } from '../events';

type Event = Schemas['WebhookEvent'];

export interface HeaderRow {
  name: string;
  value: string;
  secret: boolean;
  /** A secret header already stored: its value is not known here; an empty value keeps it. */
  stored: boolean;
}

export interface EndpointFieldsState {
  events: Event[];
  rateLimit: string;
  headers: HeaderRow[];
}

export function fieldsFrom(endpoint?: Schemas['WebhookEndpoint']): EndpointFieldsState {
  if (!endpoint) return { events: [], rateLimit: '', headers: [] };
  return {
    events: WEBHOOK_EVENTS.filter((ev) => (endpoint.events as string[]).includes(ev)),
    rateLimit: endpoint.rate_limit === null ? '' : String(endpoint.rate_limit),
    headers: endpoint.headers.map((h) => ({ name: h.name, value: h.value ?? '', secret: h.secret, stored: h.secret })),
  };
}

/** The request's rate_limit and headers; blank header rows are left out. */
export function bodyFields(state: EndpointFieldsState): { rate_limit: number | null; headers: Schemas['WebhookCustomHeaderInput'][] } {
  const headers = state.headers
    .filter((h) => h.name.trim() || h.value)
    .map((h): Schemas['WebhookCustomHeaderInput'] =>
      h.secret && h.stored && !h.value ? { name: h.name.trim(), secret: true } : { name: h.name.trim(), value: h.value, secret: h.secret },
    );
  const rate = state.rateLimit.trim();
  return { rate_limit: rate === '' ? null : Number(rate), headers };
}

/** Event descriptions from the catalog, by type; empty until (or unless) it loads. */
function useEventDescriptions(): Map<string, string> {
  const [descriptions, setDescriptions] = useState(new Map<string, string>());
  useEffect(() => {
    let live = true;
    call(api.GET('/v1/event-types')).then(
      (list) => live && setDescriptions(new Map(list.data.map((e) => [e.type, e.description.replace(/`/g, '')]))),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return descriptions;
}

export function EndpointFields({ idPrefix, state, onChange }: { idPrefix: string; state: EndpointFieldsState; onChange: (next: EndpointFieldsState) => void }) {
  const descriptions = useEventDescriptions();
  const setHeader = (i: number, change: Partial<HeaderRow>) =>
    onChange({ ...state, headers: state.headers.map((h, j) => (j === i ? { ...h, ...change } : h)) });
  return (
    <>
      <fieldset>
        <legend>Events</legend>
        <ul class="event-choices">
          {WEBHOOK_EVENTS.map((ev) => {
            const descId = `${idPrefix}-ev-${ev.replace(/\./g, '-')}`;
            const description = descriptions.get(ev);
            return (
              <li key={ev}>
                <label class="check">
                  <input
                    type="checkbox"
                    checked={state.events.includes(ev)}
                    aria-describedby={description ? descId : undefined}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      const events = on ? [...state.events.filter((x) => x !== ev), ev] : state.events.filter((x) => x !== ev);
                      onChange({ ...state, events: WEBHOOK_EVENTS.filter((x) => events.includes(x)) });
                    }}
                  />
                  {ev}
                </label>
                {description && (
                  <span id={descId} class="hint event-description">
                    {description}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div class="field">
        <label for={`${idPrefix}-rate`}>Rate limit (deliveries per second)</label>
        <input
          id={`${idPrefix}-rate`}
          type="number"
          min={1}
          max={1000}
          step={1}
          inputMode="numeric"
          value={state.rateLimit}
          onInput={(e) => onChange({ ...state, rateLimit: e.currentTarget.value })}
          aria-describedby={`${idPrefix}-rate-hint`}
        />
        <span id={`${idPrefix}-rate-hint`} class="hint">
          1 to 1000; leave empty for no limit.
        </span>
      </div>
      <fieldset>
        <legend>Custom headers</legend>
        <p class="hint" id={`${idPrefix}-headers-hint`}>
          Sent with every delivery. A secret header's value is stored encrypted and never shown again.
        </p>
        {state.headers.map((h, i) => (
          <div class="header-row" key={i} role="group" aria-label={`Header ${i + 1}`}>
            <div class="field">
              <label for={`${idPrefix}-h${i}-name`}>Header {i + 1} name</label>
              <input id={`${idPrefix}-h${i}-name`} type="text" maxLength={64} value={h.name} onInput={(e) => setHeader(i, { name: e.currentTarget.value })} />
            </div>
            <div class="field">
              <label for={`${idPrefix}-h${i}-value`}>Header {i + 1} value</label>
              <input
                id={`${idPrefix}-h${i}-value`}
                type={(h.secret ? 'password' : 'text') as 'text'}
                autoComplete="off"
                maxLength={1024}
                value={h.value}
                placeholder={h.stored ? 'set (type to replace)' : ''}
                aria-describedby={h.stored ? `${idPrefix}-h${i}-set` : undefined}
                onInput={(e) => setHeader(i, { value: e.currentTarget.value })}
              />
              {h.stored && (
                <span id={`${idPrefix}-h${i}-set`} class="hint">
                  set: leave empty to keep the stored value
                </span>
              )}
            </div>
            <label class="check">
              <input type="checkbox" checked={h.secret} onChange={(e) => setHeader(i, { secret: e.currentTarget.checked, stored: e.currentTarget.checked && h.stored })} />
              Header {i + 1} secret
            </label>
            <button type="button" onClick={() => onChange({ ...state, headers: state.headers.filter((_, j) => j !== i) })}>
              Remove header {i + 1}
            </button>
          </div>
        ))}
        {state.headers.length < 20 && (
          <button type="button" onClick={() => onChange({ ...state, headers: [...state.headers, { name: '', value: '', secret: false, stored: false }] })}>
            Add header
          </button>
        )}
      </fieldset>
    </>
  );
}
