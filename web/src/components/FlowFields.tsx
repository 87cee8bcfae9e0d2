// The fields a flow's forms share (the new flow's and the settings form on its page): its connectors picked by name,
// the entities both of them can move as checkboxes, and its schedule (an interval, manual, or a cron expression in a
// time zone, described in words as it is typed).
import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';
import { scheduleInWords } from '../schedule';
import type { ConnectorType } from './ConnectorFields';

const INTERVALS = ['every_5m', 'every_15m', 'every_30m', 'hourly', 'every_6h', 'daily', 'manual'];
const ZONES: string[] = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? ['UTC'];

/** The customer's connectors (up to 500), for the source and destination choices. */
export function useConnectors(): Schemas['Connector'][] {
  const [connectors, setConnectors] = useState<Schemas['Connector'][]>([]);
  useEffect(() => void call(api.GET('/v1/connectors', { params: { query: { limit: 500 } } })).then((l) => setConnectors(l.data), () => {}), []);
  return connectors;
}

/** The entities a source of type `src` can read and a destination of type `dst` can write. */
export function movableEntities(src: ConnectorType | undefined, dst: ConnectorType | undefined): string[] {
  return src && dst ? src.entities.filter((e) => dst.entities.includes(e)) : [];
}

export function ConnectorSelect({ id, label, connectors, value, onChange }: { id: string; label: string; connectors: Schemas['Connector'][]; value: string; onChange: (v: string) => void }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} required value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">Choose a connector…</option>
        {connectors.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.type})
          </option>
        ))}
      </select>
    </div>
  );
}

export function EntityChecks({ idPrefix, movable, value, onChange }: { idPrefix: string; movable: string[]; value: string[]; onChange: (entities: string[]) => void }) {
  if (movable.length === 0) return null;
  return (
    <fieldset>
      <legend>Entities</legend>
      <div class="checks">
        {movable.map((entity) => (
          <span class="check" key={entity}>
            <input
              id={`${idPrefix}-entity-${entity}`}
              type="checkbox"
              checked={value.includes(entity)}
              onChange={(e) => onChange(e.currentTarget.checked ? [...value, entity] : value.filter((x) => x !== entity))}
            />
            <label for={`${idPrefix}-entity-${entity}`}>{entity}</label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}

export function ScheduleFields({ idPrefix, schedule, timezone, onChange }: { idPrefix: string; schedule: string; timezone: string; onChange: (s: string, tz: string) => void }) {
  const cron = schedule.startsWith('cron:');
  return (
    <fieldset>
      <legend>Schedule</legend>
      <div class="field">
        <label for={`${idPrefix}-schedule-kind`}>Runs</label>
        <select id={`${idPrefix}-schedule-kind`} value={cron ? 'cron' : schedule} onChange={(e) => onChange(e.currentTarget.value === 'cron' ? 'cron:0 6 * * 1-5' : e.currentTarget.value, timezone)}>
          {INTERVALS.map((s) => (
            <option key={s} value={s}>
              {scheduleInWords(s)}
            </option>
          ))}
          <option value="cron">On a cron schedule…</option>
        </select>
      </div>
      {cron && (
        <>
          <div class="field">
            <label for={`${idPrefix}-cron`}>Cron expression</label>
            <input id={`${idPrefix}-cron`} type="text" class="mono" value={schedule.slice(5)} aria-describedby={`${idPrefix}-cron-words`} onInput={(e) => onChange(`cron:${e.currentTarget.value}`, timezone)} />
            <span id={`${idPrefix}-cron-words`} class="hint" aria-live="polite">
              {scheduleInWords(schedule, timezone)}
            </span>
          </div>
          <div class="field">
            <label for={`${idPrefix}-timezone`}>Time zone</label>
            <input id={`${idPrefix}-timezone`} type="text" list={`${idPrefix}-zones`} value={timezone} onInput={(e) => onChange(schedule, e.currentTarget.value)} />
            <datalist id={`${idPrefix}-zones`}>
              {ZONES.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
          </div>
        </>
      )}
    </fieldset>
  );
}
