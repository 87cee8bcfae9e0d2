// The webhook event catalog: openapi.yaml declares every event's `data` (an `x-event-type` schema), its delivery body
// and a callback of createWebhook per event, and they agree with the events Sluice emits (SUBSCRIBABLE_EVENTS and
// webhook.test); GET /v1/event-types serves them as JSON Schemas, and an event really recorded validates against its
// schema.
import fs from 'node:fs';
import { load } from 'js-yaml';
import AjvModule from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../src/domain/access/scopes.js';
import { SUBSCRIBABLE_EVENTS, TEST_EVENT } from '../src/domain/webhooks/events.js';
import { EVENT_TYPE_KEY, eventCatalog, type EventTypeEntry } from '../src/http/eventCatalog.js';
import { OPENAPI_PATH } from '../src/paths.js';
import { expectError } from './support/expectError.js';
import { seedFlow, seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;
const doc: Doc = load(fs.readFileSync(OPENAPI_PATH, 'utf8'));
const schemas: Record<string, Doc> = doc.components.schemas;
const declared = Object.entries(schemas).filter(([, s]) => s[EVENT_TYPE_KEY] !== undefined);
const declaredTypes = declared.map(([, s]) => s[EVENT_TYPE_KEY] as string);
const everyEvent = [...SUBSCRIBABLE_EVENTS, TEST_EVENT];

/** A JSON Schema validator for catalog schemas: draft-07 with formats, the open-enum annotation known. */
function validatorFor(schema: Record<string, unknown>) {
  const ajv = new AjvModule.default({ allErrors: true });
  addFormats.default(ajv);
  ajv.addKeyword('x-extensible-enum');
  return ajv.compile(schema);
}

describe('the event catalog in openapi.yaml', () => {
  it('declares the data of every subscribable event and of webhook.test, and of nothing else', () => {
    const missing = everyEvent.filter((e) => !declaredTypes.includes(e));
    const unknown = declaredTypes.filter((e) => !(everyEvent as string[]).includes(e));
    expect(missing, 'events in SUBSCRIBABLE_EVENTS without an x-event-type schema in openapi.yaml').toEqual([]);
    expect(unknown, 'x-event-type schemas in openapi.yaml for events SUBSCRIBABLE_EVENTS does not name').toEqual([]);
    expect(new Set(declaredTypes).size).toBe(declaredTypes.length);
  });

  it('lists the same events in the request and response enums', () => {
    expect(schemas.WebhookEvent.enum).toEqual([...SUBSCRIBABLE_EVENTS]);
    expect(schemas.WebhookEventOpen['x-extensible-enum']).toEqual([...SUBSCRIBABLE_EVENTS]);
    expect(schemas.WebhookDeliveryEvent.enum).toEqual(everyEvent);
    expect(schemas.WebhookDeliveryEventOpen['x-extensible-enum']).toEqual(everyEvent);
  });

  it('declares each delivery body and a createWebhook callback posting it', () => {
    const callbacks = doc.paths['/v1/webhooks'].post.callbacks;
    expect(Object.keys(callbacks).sort()).toEqual([...everyEvent].sort());
    for (const [name, data] of declared) {
      const event = data[EVENT_TYPE_KEY] as string;
      const envelopeName = name.replace(/Data$/, '');
      const envelope = schemas[envelopeName];
      expect(envelope, envelopeName).toBeDefined();
      expect(envelope.required).toEqual(['event', 'delivery_id', 'created_at', 'customer_id', 'data']);
      expect(envelope.properties.event.enum).toEqual([event]);
      expect(envelope.properties.data).toEqual({ $ref: `#/components/schemas/${name}` });
      const post = callbacks[event]['{$request.body#/url}'].post;
      expect(post.requestBody.content['application/json'].schema).toEqual({ $ref: `#/components/schemas/${envelopeName}` });
      const headers = post.parameters.map((p: { $ref: string }) => doc.components.parameters[p.$ref.split('/').pop()!].name);
      expect(headers).toEqual(['X-Service-Event', 'X-Service-Delivery', 'X-Service-Signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature']);
    }
  });

  it('builds a JSON Schema per event whose examples validate', () => {
    const catalog = eventCatalog(doc);
    expect(catalog.map((e) => e.type)).toEqual(declaredTypes);
    for (const entry of catalog) {
      expect(entry.description.length, entry.type).toBeGreaterThan(20);
      expect(JSON.stringify(entry.schema)).not.toContain('$ref');
      expect(JSON.stringify(entry.schema)).not.toContain('"nullable"');
      const validate = validatorFor(entry.schema);
      const [name] = declared.find(([, s]) => s[EVENT_TYPE_KEY] === entry.type)!;
      expect(validate(schemas[name].example), `${entry.type}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(validate({}), `${entry.type} refuses a data without its required fields`).toBe(false);
    }
  });
});

describe('GET /v1/event-types', () => {
  let t: TestServer;
  let a: Tenant;

  beforeAll(async () => {
    t = await startTestServer();
    a = await seedTenant(t.knex);
  });
  afterAll(() => t.close());

  const catalog = async (key: string): Promise<EventTypeEntry[]> => {
    const { data, response } = await t.client(key).GET('/v1/event-types');
    expect(response.status).toBe(200);
    expect(data!.meta).toEqual({ total: data!.data.length, has_more: false, next_cursor: null });
    return data!.data as EventTypeEntry[];
  };

  it('lists every subscribable event and webhook.test, each with a description and the schema openapi.yaml declares', async () => {
    const served = await catalog(a.key);
    expect(served.map((e) => e.type).sort()).toEqual([...everyEvent].sort());
    for (const entry of served) {
      const [, declaredSchema] = declared.find(([, s]) => s[EVENT_TYPE_KEY] === entry.type)!;
      expect(entry.description.trim(), entry.type).not.toBe('');
      expect(entry.description).toBe(declaredSchema.description.trim().replace(/\s*\n\s*/g, ' '));
      expect(entry.schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(entry.schema.required).toEqual(declaredSchema.required);
      expect(Object.keys(entry.schema.properties as object)).toEqual(Object.keys(declaredSchema.properties));
    }
    expect(served).toEqual(eventCatalog(doc));
  });

  it('resolves references and writes nullable as a null type', async () => {
    const served = await catalog(a.key);
    const paused = served.find((e) => e.type === 'flow.paused')!;
    expect(paused.schema).toEqual({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      description: schemas.FlowPausedEventData.description,
      required: ['flow_id', 'actor'],
      properties: {
        flow_id: { type: 'string', maxLength: 64, examples: ['flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X'] },
        actor: {
          type: 'object',
          description: 'Who made a change an event reports.',
          required: ['type', 'id'],
          properties: {
            type: { ...schemas.WebhookActor.properties.type, example: undefined, examples: ['api_key'] },
            id: { type: 'string', maxLength: 64, examples: ['key_01JD3W4B5C6D7E8F9G0H1J2K3M'] },
          },
          examples: [{ type: 'api_key', id: 'key_01JD3W4B5C6D7E8F9G0H1J2K3M' }],
        },
      },
      examples: [schemas.FlowPausedEventData.example],
    });
    const disabled = served.find((e) => e.type === 'endpoint.disabled')!;
    const properties = disabled.schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.failing_since).toMatchObject({ type: ['string', 'null'], format: 'date-time' });
    expect(properties.failing_since).not.toHaveProperty('nullable');
    expect(properties.reason!['x-extensible-enum']).toEqual(['gone', 'failing']);
    const changed = served.find((e) => e.type === 'records.changed')!;
    expect((changed.schema.properties as Record<string, unknown>).entity).toMatchObject({ type: 'string', 'x-extensible-enum': expect.arrayContaining(['order', 'customer']) });
  });

  it('answers 401 without a key and 403 to a key without webhooks:read', async () => {
    await expectError(await t.request('/v1/event-types'), 401, 'unauthorized');
    const { key } = await seedKey(t.knex, a, SCOPES.filter((s) => s !== 'webhooks:read'));
    await expectError(await t.request('/v1/event-types', { key }), 403, 'forbidden', /webhooks:read/);
    const { key: readOnly } = await seedKey(t.knex, a, ['webhooks:read']);
    expect((await t.request('/v1/event-types', { key: readOnly })).status).toBe(200);
  });

  it('describes the data of events Sluice really records: flow.paused and flow.resumed', async () => {
    const flow = await seedFlow(t.knex, t.secrets, a.customerId);
    for (const action of ['pause', 'resume']) {
      const res = await t.request(`/v1/flows/${flow.id}/${action}`, { method: 'POST', key: a.key });
      expect(res.status).toBe(200);
    }
    const rows = (await t.knex('events').where({ customer_id: a.customerId }).orderBy('id').select('type', 'data')) as Array<{ type: string; data: unknown }>;
    expect(rows.map((r) => r.type)).toEqual(['flow.paused', 'flow.resumed']);
    const served = await catalog(a.key);
    for (const row of rows) {
      const validate = validatorFor(served.find((e) => e.type === row.type)!.schema);
      expect(validate(row.data), `${row.type} ${JSON.stringify(row.data)}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    // And a payload the schema must refuse: a field of the wrong type.
    const validate = validatorFor(served.find((e) => e.type === 'flow.paused')!.schema);
    expect(validate({ flow_id: flow.id, actor: { type: 'api_key', id: 42 } })).toBe(false);
  });
});
