// A local stand-in for the part of HubSpot's CRM API this connector calls, for its tests and its conformance suite;
// built from HubSpot's public API reference, not a full emulation. It serves the CRM search
// (POST /crm/v3/objects/{type}/search: filters, one sort, `limit` up to 200, `after` offsets, and the 10,000-result
// window of one search, which a control can shrink), object lists with `archived=true`, batch reads, and v4 batch
// association reads, for contacts, companies, deals and leads. Like HubSpot it answers a missing or wrong token with
// 401 INVALID_AUTHENTICATION, more than five searches a second with 429 (the SECONDLY policy), 429s on demand
// (with Retry-After when asked), an unknown object type with 400, ids as numeric strings, every property as a
// string, and times in ISO 8601 with milliseconds. Seeded objects are a week old; changes made through its
// controls happen at the real time.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Props = Record<string, string | null>;

export interface HsRecord {
  id: string;
  properties: Props;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  archivedAt?: string;
  /** Associated ids by object type. */
  associations: Record<string, string[]>;
}

export type ObjectType = 'contacts' | 'companies' | 'deals' | 'leads';

export interface SeenRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  status: number;
}

export interface LocalHubspot {
  /** The origin to configure as api_base_url. */
  url: string;
  accessToken: string;
  requests: SeenRequest[];
  /** Live objects of a type, in id order. */
  list(type: ObjectType): HsRecord[];
  get(type: ObjectType, id: string): HsRecord | undefined;
  create(type: ObjectType, properties: Props, associations?: Record<string, string[]>): HsRecord;
  /** Sets properties; the object's last-modified time becomes now, or `at` (ISO) when given. */
  update(type: ObjectType, id: string, properties: Props, at?: string): HsRecord;
  archive(type: ObjectType, id: string): void;
  /** The next `count` requests answer 429 (policy TEN_SECONDLY_ROLLING), with Retry-After when given. */
  rateLimit(count: number, retryAfterSeconds?: number): void;
  /** The next `count` requests answer HTTP `status` (a 5xx). */
  failNext(count: number, status: number): void;
  /** How many results one search can page through (HubSpot: 10,000). */
  setSearchWindow(size: number): void;
  /** Whether the portal has the leads object (Sales Hub Professional and Enterprise do). */
  setLeadsAvailable(available: boolean): void;
  close(): Promise<void>;
}

const DAY_MS = 24 * 3600 * 1000;
const TYPES: ObjectType[] = ['contacts', 'companies', 'deals', 'leads'];
/** The property each type keeps its last-modified time in (contacts keep the classic name, and the new one too). */
const MODIFIED: Record<ObjectType, string[]> = {
  contacts: ['lastmodifieddate', 'hs_lastmodifieddate'],
  companies: ['hs_lastmodifieddate'],
  deals: ['hs_lastmodifieddate'],
  leads: ['hs_lastmodifieddate'],
};

export async function startLocalHubspot(options: { accessToken?: string; seed?: boolean } = {}): Promise<LocalHubspot> {
  const accessToken = options.accessToken ?? `pat-eu1-${crypto.randomUUID()}`;
  const store = new Map<ObjectType, HsRecord[]>(TYPES.map((t) => [t, []]));
  const requests: SeenRequest[] = [];
  const searches: number[] = [];
  let limited = { remaining: 0, retryAfterSeconds: undefined as number | undefined };
  let failing = { remaining: 0, status: 502 };
  let window = 10_000;
  let leads = true;
  let sequence = 100;
  let clock = Date.now() - 7 * DAY_MS;
  let seeding = true;
  const now = () => new Date(seeding ? (clock += 1000) : Date.now()).toISOString();

  const stamp = (type: ObjectType, record: HsRecord, at: string) => {
    record.updatedAt = at;
    for (const p of MODIFIED[type]) record.properties[p] = at;
  };
  const create = (type: ObjectType, properties: Props, associations: Record<string, string[]> = {}): HsRecord => {
    const at = now();
    const id = String(++sequence);
    const record: HsRecord = { id, properties: { ...properties, hs_object_id: id, createdate: at }, createdAt: at, updatedAt: at, archived: false, associations };
    stamp(type, record, at);
    store.get(type)!.push(record);
    return record;
  };
  const find = (type: ObjectType, id: string) => store.get(type)!.find((r) => r.id === id);

  if (options.seed !== false) seed(create, (type, id, at) => stamp(type, find(type, id)!, at), () => now());
  seeding = false;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let body: Record<string, unknown> | null = null;
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, body, status });
        res.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8', ...headers });
        res.end(JSON.stringify(payload));
      };
      const error = (status: number, message: string, category: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
        send(status, { status: 'error', message, correlationId: crypto.randomUUID(), category, ...extra }, headers);
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        return error(400, 'Invalid input JSON on line 1', 'VALIDATION_ERROR');
      }
      if (req.headers.authorization !== `Bearer ${accessToken}`) {
        return error(401, 'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview', 'INVALID_AUTHENTICATION');
      }
      if (failing.remaining > 0) {
        failing.remaining -= 1;
        return error(failing.status, 'internal error', 'INTERNAL_ERROR');
      }
      if (limited.remaining > 0) {
        limited.remaining -= 1;
        const headers: Record<string, string> = limited.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(limited.retryAfterSeconds) };
        return error(429, 'You have reached your ten_secondly_rolling limit.', 'RATE_LIMITS', { errorType: 'RATE_LIMIT', policyName: 'TEN_SECONDLY_ROLLING' }, headers);
      }
      const unknownType = (t: string) => error(400, `Unable to infer object type from: ${t}`, 'VALIDATION_ERROR');
      const typeOf = (t: string | undefined): ObjectType | null => (t && (TYPES as string[]).includes(t) && (t !== 'leads' || leads) ? (t as ObjectType) : null);
      const parts = url.pathname.split('/').filter(Boolean);

      // POST /crm/v3/objects/{type}/search
      if (req.method === 'POST' && parts.length === 5 && parts[0] === 'crm' && parts[1] === 'v3' && parts[2] === 'objects' && parts[4] === 'search') {
        const type = typeOf(parts[3]);
        if (!type) return unknownType(parts[3]!);
        const t = Date.now();
        while (searches.length > 0 && searches[0]! <= t - 1000) searches.shift();
        if (searches.length >= 5) return error(429, 'You have reached your secondly limit.', 'RATE_LIMITS', { errorType: 'RATE_LIMIT', policyName: 'SECONDLY' });
        searches.push(t);
        return search(type, body ?? {});
      }
      // POST /crm/v3/objects/{type}/batch/read
      if (req.method === 'POST' && parts.length === 6 && parts[2] === 'objects' && parts[4] === 'batch' && parts[5] === 'read') {
        const type = typeOf(parts[3]);
        if (!type) return unknownType(parts[3]!);
        const inputs = ((body?.inputs ?? []) as Array<{ id: string }>).map((i) => String(i.id));
        const wanted = (body?.properties ?? []) as string[];
        const results = inputs.map((id) => find(type, id)).filter((r): r is HsRecord => !!r && !r.archived).map((r) => shape(r, wanted));
        return send(200, { status: 'COMPLETE', results, startedAt: new Date().toISOString(), completedAt: new Date().toISOString() });
      }
      // POST /crm/v4/associations/{from}/{to}/batch/read
      if (req.method === 'POST' && parts.length === 7 && parts[1] === 'v4' && parts[2] === 'associations' && parts[5] === 'batch' && parts[6] === 'read') {
        const from = typeOf(parts[3]);
        const to = typeOf(parts[4]);
        if (!from) return unknownType(parts[3]!);
        if (!to) return unknownType(parts[4]!);
        const inputs = ((body?.inputs ?? []) as Array<{ id: string }>).map((i) => String(i.id));
        const results = inputs
          .map((id) => find(from, id))
          .filter((r): r is HsRecord => !!r && (r.associations[to]?.length ?? 0) > 0)
          .map((r) => ({ from: { id: r.id }, to: r.associations[to]!.map((id) => ({ toObjectId: Number(id), associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 1, label: null }] })) }));
        return send(200, { status: 'COMPLETE', results, startedAt: new Date().toISOString(), completedAt: new Date().toISOString() });
      }
      // GET /crm/v3/objects/{type}?limit&after&properties&archived
      if (req.method === 'GET' && parts.length === 4 && parts[2] === 'objects') {
        const type = typeOf(parts[3]);
        if (!type) return unknownType(parts[3]!);
        const limit = Number(url.searchParams.get('limit') ?? 10);
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) return error(400, 'limit must be between 1 and 100', 'VALIDATION_ERROR');
        const archived = url.searchParams.get('archived') === 'true';
        const after = Number(url.searchParams.get('after') ?? 0);
        const all = store.get(type)!.filter((r) => r.archived === archived);
        const from = all.findIndex((r) => Number(r.id) > after);
        const page = from < 0 ? [] : all.slice(from, from + limit);
        const wanted = url.searchParams.getAll('properties').flatMap((p) => p.split(','));
        const next = from >= 0 && from + limit < all.length ? { paging: { next: { after: page[page.length - 1]!.id, link: '' } } } : {};
        return send(200, { results: page.map((r) => shape(r, wanted)), ...next });
      }
      return error(404, `Unknown path ${req.method} ${url.pathname}`, 'OBJECT_NOT_FOUND');

      function search(type: ObjectType, request: Record<string, unknown>) {
        const limit = Number(request.limit ?? 10);
        if (!Number.isInteger(limit) || limit < 1 || limit > 200) return error(400, 'limit must be between 1 and 200', 'VALIDATION_ERROR');
        const offset = Number(request.after ?? 0);
        if (offset + limit > window) return error(400, `The search API can page through at most ${window} results of one search; narrow the search`, 'VALIDATION_ERROR');
        const groups = (request.filterGroups ?? []) as Array<{ filters: Array<{ propertyName: string; operator: string; value: string }> }>;
        const value = (r: HsRecord, name: string) => r.properties[name] ?? null;
        const comparable = (v: string | null) => (v !== null && /^\d{4}-\d\d-\d\dT/.test(v) ? Date.parse(v) : v !== null && /^\d+$/.test(v) ? Number(v) : v);
        const passes = (r: HsRecord, f: { propertyName: string; operator: string; value: string }) => {
          const a = comparable(value(r, f.propertyName));
          const b = comparable(f.value);
          if (a === null || b === null) return false;
          switch (f.operator) {
            case 'GTE': return a >= b;
            case 'GT': return a > b;
            case 'LTE': return a <= b;
            case 'LT': return a < b;
            case 'EQ': return a === b;
            default: return false;
          }
        };
        let found = store.get(type)!.filter((r) => !r.archived && (groups.length === 0 || groups.some((g) => g.filters.every((f) => passes(r, f)))));
        const sort = ((request.sorts ?? []) as Array<{ propertyName: string; direction?: string }>)[0];
        if (sort) {
          const sign = sort.direction === 'DESCENDING' ? -1 : 1;
          found = [...found].sort((x, y) => {
            const a = comparable(value(x, sort.propertyName)) ?? 0;
            const b = comparable(value(y, sort.propertyName)) ?? 0;
            return a === b ? Number(x.id) - Number(y.id) : a < b ? -sign : sign;
          });
        }
        const page = found.slice(offset, offset + limit);
        const wanted = (request.properties ?? []) as string[];
        const more = offset + limit < found.length;
        return send(200, { total: found.length, results: page.map((r) => shape(r, wanted)), ...(more ? { paging: { next: { after: String(offset + limit) } } } : {}) });
      }
    });
  });

  /** An object as the API answers it: the properties asked for, and the ones HubSpot always adds. */
  function shape(r: HsRecord, wanted: string[]) {
    const names = new Set([...wanted, 'hs_object_id', 'createdate', 'hs_lastmodifieddate']);
    const properties = Object.fromEntries([...names].map((n) => [n, r.properties[n] ?? null]));
    return { id: r.id, properties, createdAt: r.createdAt, updatedAt: r.updatedAt, archived: r.archived, ...(r.archivedAt ? { archivedAt: r.archivedAt } : {}) };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accessToken,
    requests,
    list: (type) => store.get(type)!.filter((r) => !r.archived),
    get: (type, id) => find(type, id),
    create,
    update(type, id, properties, at) {
      const record = find(type, id);
      if (!record) throw new Error(`no ${type} ${id}`);
      Object.assign(record.properties, properties);
      stamp(type, record, at ?? new Date().toISOString());
      return record;
    },
    archive(type, id) {
      const record = find(type, id);
      if (!record) throw new Error(`no ${type} ${id}`);
      record.archived = true;
      record.archivedAt = new Date().toISOString();
    },
    rateLimit: (count, retryAfterSeconds) => void (limited = { remaining: count, retryAfterSeconds }),
    failNext: (count, status) => void (failing = { remaining: count, status }),
    setSearchWindow: (size) => void (window = size),
    setLeadsAvailable: (available) => void (leads = available),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A small portal: companies, their contacts (five changed in the same millisecond), deals, leads, and some archived. */
function seed(
  create: (type: ObjectType, properties: Props, associations?: Record<string, string[]>) => HsRecord,
  stampAt: (type: ObjectType, id: string, at: string) => void,
  now: () => string,
): void {
  const countries = ['Germany', 'DE', 'United States', 'Atlantis', '', 'fr'];
  const companies = Array.from({ length: 12 }, (_, i) =>
    create('companies', {
      name: i === 11 ? null : `Company ${i + 1}`,
      domain: i === 0 ? 'https://www.company1.example/about' : `company${i + 1}.example`,
      industry: i % 2 === 0 ? 'COMPUTER_SOFTWARE' : 'RETAIL',
      numberofemployees: String(10 * (i + 1)),
      country: countries[i % countries.length]!,
    }),
  );
  const contacts = Array.from({ length: 60 }, (_, i) =>
    create(
      'contacts',
      {
        email: `person${i + 1}@company${(i % 12) + 1}.example`,
        firstname: `Person${i + 1}`,
        lastname: `Surname${i + 1}`,
        phone: i % 4 === 0 ? `+1 555 01${String(i).padStart(2, '0')}` : null,
        jobtitle: i % 3 === 0 ? 'Buyer' : null,
        company: `Company ${(i % 12) + 1}`,
        associatedcompanyid: companies[i % 12]!.id,
        hs_analytics_source: i % 2 === 0 ? 'ORGANIC_SEARCH' : 'REFERRALS',
      },
      { companies: [companies[i % 12]!.id] },
    ),
  );
  // Contacts 20-24 were changed in the same millisecond (an import): ties the reader must neither skip nor repeat.
  const tie = now();
  for (const c of contacts.slice(19, 24)) stampAt('contacts', c.id, tie);
  const stages = ['appointmentscheduled', 'qualifiedtobuy', 'presentationscheduled', 'decisionmakerboughtin', 'contractsent', 'closedwon', 'closedlost', 'stage-42'];
  Array.from({ length: 16 }, (_, i) =>
    create(
      'deals',
      {
        dealname: `Deal ${i + 1}`,
        dealstage: stages[i % stages.length]!,
        amount: i === 3 ? null : `${1000 + i * 250}.50`,
        deal_currency_code: 'EUR',
        hs_deal_stage_probability: String([0.2, 0.4, 0.6, 0.8, 0.9, 1, 0, 0.1][i % 8]),
        closedate: `2026-12-${String(10 + i).padStart(2, '0')}T00:00:00Z`,
        hs_is_closed: String(i % 8 === 5 || i % 8 === 6),
        hs_is_closed_won: String(i % 8 === 5),
      },
      i === 15 ? {} : { companies: [companies[i % 12]!.id] },
    ),
  );
  const leadStages = ['new-stage-id', 'attempting-stage-id', 'connected-stage-id', 'qualified-stage-id', 'unqualified-stage-id', 'new-stage-id'];
  leadStages.forEach((stage, i) =>
    create('leads', { hs_lead_name: `Lead ${i + 1}`, hs_pipeline_stage: stage, hs_lead_type: 'NEW_BUSINESS' }, { contacts: [contacts[40 + i]!.id] }),
  );
  // Three contacts and a company archived a few days ago.
  for (const record of [contacts[55]!, contacts[56]!, contacts[57]!, companies[10]!]) {
    record.archived = true;
    record.archivedAt = now();
  }
}
