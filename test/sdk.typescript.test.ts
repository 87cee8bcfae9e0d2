// The TypeScript SDK tour: @sluice/client calls every operation of openapi.yaml through Prism (`proxy --errors`) in
// front of a real server with a seeded world (test/support/tour.ts), and asserts what each returns. An operation
// counts as toured only when the client's middleware saw it answer 2xx; the tour fails when an operationId of the
// contract was not toured, and when Prism reported any request or response violation.
import { load } from 'js-yaml';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalPages,
  canonicalRecords,
  collect,
  createSluiceClient,
  getCanonicalRecord,
  items,
  pages,
  SluiceApiError,
  unwrap,
  type CanonicalEntity,
  type SluiceClient,
} from '@sluice/client';
import { CONTRACT, PRISM_MISSING, prismInstalled, startPrism, startTour, type Tour } from './support/tour.js';

const hasPrism = prismInstalled();
if (!hasPrism) console.warn(`sdk.typescript.test.ts skipped: ${PRISM_MISSING}`);

// CI sets SLUICE_REQUIRE_SDK_TOOLS=1 so a missing Prism fails instead of skipping the tour.
it.runIf(!hasPrism && process.env.SLUICE_REQUIRE_SDK_TOOLS === '1')('Prism is installed (SLUICE_REQUIRE_SDK_TOOLS=1)', () => {
  throw new Error(PRISM_MISSING);
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `GET /v1/flows/{id}` → `getFlow`, from the contract as it is now. */
function operationsByRoute(): Map<string, string> {
  const doc = load(fs.readFileSync(CONTRACT, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
  const map = new Map<string, string>();
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const id = item[method]?.operationId;
      if (id) map.set(`${method.toUpperCase()} ${route}`, id);
    }
  }
  return map;
}

/** The sizes of the pages of `n` records at `limit` per page: [limit, …, rest], or [0] for none. */
function pageSizes(n: number, limit: number): number[] {
  if (n === 0) return [0];
  const sizes: number[] = [];
  for (let left = n; left > 0; left -= limit) sizes.push(Math.min(limit, left));
  return sizes;
}

/** The `sluice_session` token a response sets ('' when it clears it), or undefined. */
function sessionCookieOf(res: Response): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const m = /^sluice_session=([^;]*)/.exec(line);
    if (m) return m[1];
  }
  return undefined;
}

describe.skipIf(!hasPrism)('the TypeScript SDK (@sluice/client) through Prism', () => {
  let tour: Tour;
  let api: SluiceClient;
  const routes = operationsByRoute();
  /** operationIds that answered 2xx through the client. */
  const toured = new Set<string>();
  const started = Date.now();

  /** A client on Prism that records each operation answering 2xx. */
  function tracked(options: Parameters<typeof createSluiceClient>[0]): SluiceClient {
    const client = createSluiceClient({ baseUrl: tour.prismUrl, fetch: tour.fetch, ...options });
    client.use({
      onResponse({ schemaPath, request, response }) {
        const id = routes.get(`${request.method} ${schemaPath}`);
        if (id && response.ok) toured.add(id);
        return undefined;
      },
    });
    return client;
  }

  beforeAll(async () => {
    tour = await startTour();
    api = tracked({ apiKey: tour.apiKey });
  }, 180_000);

  afterAll(async () => {
    if (process.env.SLUICE_TOUR_TIMING) console.log(`TypeScript tour: ${Date.now() - started} ms in all`);
    await tour?.close();
  }, 60_000);

  it('health and readiness', async () => {
    expect(await unwrap(api.GET('/healthz'))).toEqual({ status: 'ok' });
    expect(await unwrap(api.GET('/readyz'))).toMatchObject({ status: 'ready', database: 'ok' });
  });

  it('flows: list (every page), get, create, update, pause, resume, trigger, delete, rejections and their reprocessing', async () => {
    const listed = await collect(items((cursor) => api.GET('/v1/flows', { params: { query: { cursor, limit: 1 } } })));
    expect(listed.map((f) => f.id).sort()).toEqual([tour.flowId, tour.failingFlowId].sort());
    const flowPages = await collect(pages((cursor) => api.GET('/v1/flows', { params: { query: { cursor, limit: 1 } } })));
    expect(flowPages).toHaveLength(2);
    expect(flowPages.map((p) => p.meta.total)).toEqual([2, 2]);

    const flow = await unwrap(api.GET('/v1/flows/{id}', { params: { path: { id: tour.flowId } } }));
    expect(flow).toMatchObject({ id: tour.flowId, name: tour.flowName, status: 'active', source: 'sample', destination: 'files', schedule: 'manual' });
    expect(flow.entities).toEqual(tour.flowEntities);

    const created = await unwrap(
      api.POST('/v1/flows', {
        body: {
          name: 'SDK tour flow',
          source_connector_id: tour.connectorIds.source,
          destination_connector_id: tour.connectorIds.destination,
          entities: ['customer'],
          schedule: 'hourly',
        },
      }),
    );
    expect(created).toMatchObject({ name: 'SDK tour flow', status: 'active', schedule: 'hourly', entities: ['customer'] });
    expect(created.id).toMatch(/^flw_/);

    const updated = await unwrap(api.PATCH('/v1/flows/{id}', { params: { path: { id: created.id } }, body: { name: 'SDK tour flow, renamed', schedule: 'daily' } }));
    expect(updated).toMatchObject({ id: created.id, name: 'SDK tour flow, renamed', schedule: 'daily' });
    const cron = await unwrap(api.PATCH('/v1/flows/{id}', { params: { path: { id: created.id } }, body: { schedule: 'cron:0 6 * * 1-5', schedule_timezone: 'Europe/Berlin' } }));
    expect(cron).toMatchObject({ schedule: 'cron:0 6 * * 1-5', schedule_timezone: 'Europe/Berlin', schedule_details: { interval_seconds: null, timezone: 'Europe/Berlin' } });
    expect(cron.schedule_details.upcoming).toHaveLength(5);

    // The new flow has never run: a resync of its one entity is accepted.
    const resync = await unwrap(api.POST('/v1/flows/{id}/resync', { params: { path: { id: created.id } }, body: { entities: ['customer'] } }));
    expect(resync.run_id).toMatch(/^run_/);
    const resyncRun = await unwrap(api.GET('/v1/runs/{id}', { params: { path: { id: resync.run_id } } }));
    expect(resyncRun).toMatchObject({ flow_id: created.id, trigger: 'resync', resync_entities: ['customer'] });

    const paused = await unwrap(api.POST('/v1/flows/{id}/pause', { params: { path: { id: created.id } } }));
    expect(paused).toMatchObject({ id: created.id, status: 'paused' });
    const resumed = await unwrap(api.POST('/v1/flows/{id}/resume', { params: { path: { id: created.id } } }));
    expect(resumed).toMatchObject({ id: created.id, status: 'active' });

    const { response: deleted } = await api.DELETE('/v1/flows/{id}', { params: { path: { id: created.id } } });
    expect(deleted.status).toBe(204);
    const gone = await unwrap(api.GET('/v1/flows/{id}', { params: { path: { id: created.id } } })).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(SluiceApiError);
    expect(gone).toMatchObject({ status: 404, code: 'flow_not_found' });
    expect((gone as SluiceApiError).requestId).toMatch(/^req_/);

    // Reprocessing a flow's rejected records queues a run as a trigger does; the seeded flow's run rejected none.
    const other = await unwrap(
      api.POST('/v1/flows', {
        body: { name: 'SDK tour reprocess', source_connector_id: tour.connectorIds.source, destination_connector_id: tour.connectorIds.destination, entities: ['customer'], schedule: 'manual' },
      }),
    );
    const reprocess = await unwrap(api.POST('/v1/flows/{id}/rejections/reprocess', { params: { path: { id: other.id } } }));
    expect(reprocess.run_id).toMatch(/^run_/);
    const ofFlow = await unwrap(api.GET('/v1/flows/{id}/rejections', { params: { path: { id: other.id }, query: { limit: 10 } } }));
    expect(ofFlow).toEqual({ data: [], meta: { total: 0, has_more: false, next_cursor: null } });
    const ofRun = await unwrap(api.GET('/v1/runs/{id}/rejections', { params: { path: { id: tour.runId } } }));
    expect(ofRun.data).toEqual([]);
    expect((await api.DELETE('/v1/flows/{id}', { params: { path: { id: other.id } } })).response.status).toBe(204);
  });

  /** Triggers the seeded flow and cancels that run; undefined when the run had already ended (409 conflict). */
  async function cancelFresh() {
    const triggered = await unwrap(api.POST('/v1/flows/{id}/trigger', { params: { path: { id: tour.flowId } } }));
    const result = await api.POST('/v1/runs/{id}/cancel', { params: { path: { id: triggered.run_id } } });
    if (result.response.status !== 409) {
      const run = await unwrap(result);
      expect(run.id).toBe(triggered.run_id);
      return run;
    }
    expect(result.error?.error.code).toBe('conflict');
    const ended = await unwrap(api.GET('/v1/runs/{id}', { params: { path: { id: triggered.run_id } } }));
    expect(['succeeded', 'partial', 'failed', 'cancelled']).toContain(ended.status);
    return undefined;
  }

  it('runs: list with filters, get, retry a failed run, trigger and cancel, and the overview', async () => {
    const all = await collect(items((cursor) => api.GET('/v1/runs', { params: { query: { cursor, limit: 1 } } })));
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([tour.runId, tour.failedRunId]));
    const failed = await collect(items((cursor) => api.GET('/v1/runs', { params: { query: { cursor, status: 'failed' } } })));
    expect(failed.map((r) => r.id)).toEqual([tour.failedRunId]);
    const ofFlow = await collect(items((cursor) => api.GET('/v1/runs', { params: { query: { cursor, flow_id: tour.flowId } } })));
    expect(ofFlow.map((r) => r.id)).toEqual([tour.runId]);

    const run = await unwrap(api.GET('/v1/runs/{id}', { params: { path: { id: tour.runId } } }));
    expect(run).toMatchObject({ id: tour.runId, flow_id: tour.flowId, status: 'succeeded', trigger: 'manual' });
    expect(run.records_processed).toBeGreaterThan(0);

    const retry = await unwrap(api.POST('/v1/runs/{id}/retry', { params: { path: { id: tour.failedRunId } } }));
    expect(retry.run_id).toMatch(/^run_/);
    const retried = await unwrap(api.GET('/v1/runs/{id}', { params: { path: { id: retry.run_id } } }));
    expect(retried).toMatchObject({ id: retry.run_id, flow_id: tour.failingFlowId, trigger: 'retry', retry_of: tour.failedRunId });

    // A fresh run of the seeded flow, cancelled while queued (or, if a worker already holds it, stopping). The
    // worker is woken at once and may finish the run first (409 conflict): then another is triggered, as the
    // Python tour does.
    let cancelled: Awaited<ReturnType<typeof cancelFresh>> | undefined;
    for (let attempt = 0; attempt < 5 && !cancelled; attempt++) cancelled = await cancelFresh();
    expect(cancelled, 'every triggered run ended before it could be cancelled').toBeDefined();
    expect(cancelled).toMatchObject({ flow_id: tour.flowId, trigger: 'manual' });
    expect(['cancelled', 'running']).toContain(cancelled!.status);

    // The overview counts the seeded runs among the last 24 hours' and 7 days'.
    const day = await unwrap(api.GET('/v1/overview'));
    expect(day).toMatchObject({ range: '24h', bucket_seconds: 3600 });
    expect(day.buckets).toHaveLength(24);
    expect(day.buckets.reduce((n, b) => n + b.runs.succeeded + b.runs.failed, 0)).toBeGreaterThanOrEqual(2);
    const week = await unwrap(api.GET('/v1/overview', { params: { query: { range: '7d' } } }));
    expect(week.buckets).toHaveLength(28);
  });

  it('connectors and connector types: list, get, create, update, verify, delete', async () => {
    const types = await unwrap(api.GET('/v1/connector-types'));
    expect(types.data.map((t) => t.id)).toEqual(expect.arrayContaining(['sample', 'files', 'postgres', 'mysql', 'http', 'stripe', 'shopify', 'hubspot']));
    expect(types.data.find((t) => t.id === 'sample')).toMatchObject({ kind: 'source' });

    const listed = await collect(items((cursor) => api.GET('/v1/connectors', { params: { query: { cursor, limit: 2 } } })));
    expect(listed.map((c) => c.id).sort()).toEqual(Object.values(tour.connectorIds).sort());

    const source = await unwrap(api.GET('/v1/connectors/{id}', { params: { path: { id: tour.connectorIds.source } } }));
    expect(source).toMatchObject({ id: tour.connectorIds.source, type: 'sample', name: 'Tour sample shop' });

    const created = await unwrap(api.POST('/v1/connectors', { body: { name: 'SDK tour files', type: 'files', config: { path: 'sdk-tour' } } }));
    expect(created).toMatchObject({ name: 'SDK tour files', type: 'files', config: { path: 'sdk-tour' } });
    const updated = await unwrap(api.PATCH('/v1/connectors/{id}', { params: { path: { id: created.id } }, body: { name: 'SDK tour files, renamed', config: { path: 'sdk-tour-2' } } }));
    expect(updated).toMatchObject({ id: created.id, name: 'SDK tour files, renamed', config: { path: 'sdk-tour-2' } });

    const verified = await unwrap(api.POST('/v1/connectors/{id}/verify', { params: { path: { id: created.id } } }));
    expect(verified).toMatchObject({ result: 'ok', connector_id: created.id, status: 'active', error: null });

    const { response } = await api.DELETE('/v1/connectors/{id}', { params: { path: { id: created.id } } });
    expect(response.status).toBe(204);
  });

  it('webhooks: list, get, create, update, test, rotate, deliveries, replay (same delivery id), stats, recover, delete', async () => {
    const catalog = await unwrap(api.GET('/v1/event-types'));
    expect(catalog.data.map((e) => e.type)).toEqual(expect.arrayContaining(['flow.paused', 'records.changed', 'webhook.test']));
    expect(catalog.meta).toEqual({ total: catalog.data.length, has_more: false, next_cursor: null });
    const listed = await collect(items((cursor) => api.GET('/v1/webhooks', { params: { query: { cursor } } })));
    expect(listed.map((w) => w.id)).toEqual([tour.webhookId]);
    const seeded = await unwrap(api.GET('/v1/webhooks/{id}', { params: { path: { id: tour.webhookId } } }));
    expect(seeded).toMatchObject({ id: tour.webhookId, url: `${tour.receiver.url}/tour`, events: tour.webhookEvents, enabled: true });

    // The seeded failed delivery: listed, detailed, replayed with the same id.
    const failed = await collect(items((cursor) => api.GET('/v1/webhooks/{id}/deliveries', { params: { path: { id: tour.webhookId }, query: { cursor, status: 'failed' } } })));
    expect(failed.map((d) => d.id)).toEqual([tour.deliveryId]);
    const detail = await unwrap(api.GET('/v1/webhooks/{id}/deliveries/{delivery_id}', { params: { path: { id: tour.webhookId, delivery_id: tour.deliveryId } } }));
    expect(detail).toMatchObject({ id: tour.deliveryId, endpoint_id: tour.webhookId, event: 'webhook.test', status: 'failed', attempt_count: 1 });
    expect(detail.attempts.map((a) => [a.number, a.result, a.status_code])).toEqual([[1, 'error', 500]]);
    const before = tour.receiver.requests.length;
    const replay = await unwrap(api.POST('/v1/webhooks/{id}/deliveries/{delivery_id}/replay', { params: { path: { id: tour.webhookId, delivery_id: tour.deliveryId } } }));
    expect(replay).toMatchObject({ delivery_id: tour.deliveryId, result: 'ok', status_code: 204, error: null });
    const replayed = tour.receiver.requests.slice(before);
    expect(replayed.map((r) => r.headers['x-service-delivery'])).toEqual([tour.deliveryId]);
    const after = await unwrap(api.GET('/v1/webhooks/{id}/deliveries/{delivery_id}', { params: { path: { id: tour.webhookId, delivery_id: tour.deliveryId } } }));
    expect(after).toMatchObject({ status: 'succeeded', attempt_count: 2 });
    expect(after.attempts.at(-1)).toMatchObject({ number: 2, trigger: 'replay', result: 'ok', status_code: 204 });

    // Its health: the failed attempt and the replay that succeeded; nothing left to recover (test sends are not).
    const stats = await unwrap(api.GET('/v1/webhooks/{id}/stats', { params: { path: { id: tour.webhookId } } }));
    expect(stats.endpoint_id).toBe(tour.webhookId);
    expect(stats.last_success_at).not.toBeNull();
    expect(stats.last_failure_at).not.toBeNull();
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const recovered = await unwrap(api.POST('/v1/webhooks/{id}/recover', { params: { path: { id: tour.webhookId } }, body: { since } }));
    expect(recovered.recovered).toBe(0);

    // A new endpoint: create, update, test, rotate, its deliveries, delete.
    const created = await unwrap(api.POST('/v1/webhooks', { body: { url: `${tour.receiver.url}/sdk-tour`, events: ['run.failed'], description: 'SDK tour' } }));
    expect(created).toMatchObject({ url: `${tour.receiver.url}/sdk-tour`, events: ['run.failed'], description: 'SDK tour', enabled: true });
    expect(created.secret).toMatch(/^whsec_/);
    const updated = await unwrap(api.PATCH('/v1/webhooks/{id}', { params: { path: { id: created.id } }, body: { events: ['run.failed', 'run.succeeded'], enabled: false } }));
    expect(updated).toMatchObject({ id: created.id, events: ['run.failed', 'run.succeeded'], enabled: false });
    const test = await unwrap(api.POST('/v1/webhooks/{id}/test', { params: { path: { id: created.id } } }));
    expect(test).toMatchObject({ result: 'ok', status_code: 204, error: null });
    expect(tour.receiver.to('/sdk-tour').map((r) => r.headers['x-service-delivery'])).toEqual([test.delivery_id]);
    const rotated = await unwrap(api.POST('/v1/webhooks/{id}/rotate-secret', { params: { path: { id: created.id } } }));
    expect(rotated.id).toBe(created.id);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.previous_secret_expires_at).not.toBeNull();
    const deliveries = await collect(items((cursor) => api.GET('/v1/webhooks/{id}/deliveries', { params: { path: { id: created.id }, query: { cursor, event: 'webhook.test' } } })));
    expect(deliveries.map((d) => [d.id, d.status])).toEqual([[test.delivery_id, 'succeeded']]);
    const { response } = await api.DELETE('/v1/webhooks/{id}', { params: { path: { id: created.id } } });
    expect(response.status).toBe(204);
  });

  it('the canonical data API: every entity paged to the end, complete and with fields, and each record by id', async () => {
    const listOps = [...routes].filter(([route]) => /^GET \/api\/public\/data\/[a-z_]+$/.test(route));
    expect(listOps.map(([route]) => route.slice('GET /api/public/data/'.length)).sort()).toEqual([...tour.canonicalEntities].sort());
    for (const entity of tour.canonicalEntities as CanonicalEntity[]) {
      const expected = tour.canonicalCounts[entity] ?? 0;
      const limit = expected > 6 ? 5 : 2;
      const pageList = await collect(canonicalPages(api, entity, { limit }));
      // Full pages until the last; an entity without records answers one empty page.
      expect(pageList.map((p) => p.count), entity).toEqual(pageSizes(expected, limit));
      for (const page of pageList) expect(page).toMatchObject({ entity, fields: null });
      const records = pageList.flatMap((p) => p.data as Array<{ canonical_id: string; updated_at: string }>);
      expect(records, entity).toHaveLength(expected);
      expect(new Set(records.map((r) => r.canonical_id)).size).toBe(expected);

      const projected = await collect(canonicalRecords(api, entity, { limit, fields: ['updated_at'] }));
      expect(projected.map((r) => (r as { canonical_id: string }).canonical_id)).toEqual(records.map((r) => r.canonical_id));
      for (const r of projected) expect(Object.keys(r).sort()).toEqual(['canonical_id', 'updated_at']);

      if (expected > 0) {
        const first = records[0]!;
        const one = await getCanonicalRecord(api, entity, first.canonical_id);
        expect(one).toEqual(first);
      }
    }
  });

  it('typed canonical records: orders with their numbers and totals, customers with their emails', async () => {
    const orders = await collect(canonicalRecords(api, 'order', { limit: 4 }));
    expect(orders).toHaveLength(tour.canonicalCounts.order!);
    for (const order of orders) {
      expect(order.order_number).toMatch(/\S/);
      expect(typeof order.total_cents).toBe('number');
      expect(order.currency).toMatch(/^[A-Z]{3}$/);
    }
    const projected = await collect(canonicalPages(api, 'order', { fields: 'order_number,total_cents', limit: 50 }));
    expect(projected[0]!.fields).toEqual(['canonical_id', 'order_number', 'total_cents']);
    expect(projected[0]!.data.map((o) => o.order_number)).toEqual(orders.map((o) => o.order_number));
    const customers = await collect(canonicalRecords(api, 'customer'));
    expect(customers).toHaveLength(tour.canonicalCounts.customer!);
    for (const c of customers) expect(c.email).toMatch(/@/);
    const one = await getCanonicalRecord(api, 'customer', customers[0]!.canonical_id);
    expect(one.email).toBe(customers[0]!.email);
  });

  it('the console with a session: sign in, session, members, API keys, sign in with a link, change password, sign out', async () => {
    const anonymous = tracked({});
    const signIn = await anonymous.POST('/console/v1/session', { body: { email: tour.ownerEmail, password: tour.ownerPassword }, headers: { Origin: tour.origin } });
    expect(signIn.response.status).toBe(200);
    expect(signIn.data).toMatchObject({ user: { id: tour.ownerUserId, email: tour.ownerEmail, role: 'owner' }, customer: { id: tour.customerId } });
    const token = sessionCookieOf(signIn.response);
    expect(token).toMatch(/\S{20,}/);
    const owner = tracked({ headers: { Cookie: `sluice_session=${token}`, Origin: tour.origin } });

    const session = await unwrap(owner.GET('/console/v1/session'));
    expect(session).toMatchObject({ user: { id: tour.ownerUserId, email: tour.ownerEmail, role: 'owner' } });
    expect(session.scopes).toContain('flows:write');

    const members = await collect(items((cursor) => owner.GET('/console/v1/members', { params: { query: { cursor } } })));
    expect(members.map((m) => [m.id, m.email, m.role])).toEqual([[tour.ownerUserId, tour.ownerEmail, 'owner']]);
    const invited = await unwrap(owner.POST('/console/v1/members', { body: { email: 'sdk.tour.member@example.com', role: 'viewer' } }));
    expect(invited.member).toMatchObject({ email: 'sdk.tour.member@example.com', role: 'viewer', has_password: false });
    expect(invited.sign_in_link.url.startsWith(`${tour.origin}/login/link#`)).toBe(true);
    const promoted = await unwrap(owner.PATCH('/console/v1/members/{id}', { params: { path: { id: invited.member.id } }, body: { role: 'member' } }));
    expect(promoted).toMatchObject({ id: invited.member.id, role: 'member' });
    const removed = await owner.DELETE('/console/v1/members/{id}', { params: { path: { id: invited.member.id } } });
    expect(removed.response.status).toBe(204);

    const keys = await collect(items((cursor) => owner.GET('/console/v1/api-keys', { params: { query: { cursor } } })));
    expect(keys.map((k) => k.id)).toEqual([tour.apiKeyId]);
    const key = await unwrap(owner.POST('/console/v1/api-keys', { body: { name: 'SDK tour key', scopes: ['flows:read'], expires_in_days: 30 } }));
    expect(key).toMatchObject({ name: 'SDK tour key', scopes: ['flows:read'], user_id: tour.ownerUserId, revoked_at: null });
    expect(key.key.startsWith(key.prefix)).toBe(true);
    // The new key works through the SDK, and only for its scope.
    const reader = createSluiceClient({ baseUrl: tour.prismUrl, apiKey: key.key });
    expect((await unwrap(reader.GET('/v1/flows/{id}', { params: { path: { id: tour.flowId } } }))).id).toBe(tour.flowId);
    const revoked = await unwrap(owner.POST('/console/v1/api-keys/{id}/revoke', { params: { path: { id: key.id } } }));
    expect(revoked).toMatchObject({ id: key.id });
    expect(revoked.revoked_at).not.toBeNull();

    // A one-time link signs in a second session.
    const link = await anonymous.POST('/console/v1/session/link', { body: { token: await tour.loginLinkToken() }, headers: { Origin: tour.origin } });
    expect(link.response.status).toBe(200);
    expect(link.data).toMatchObject({ user: { id: tour.ownerUserId } });
    expect(sessionCookieOf(link.response)).toMatch(/\S{20,}/);
    expect(sessionCookieOf(link.response)).not.toBe(token);

    const changed = await owner.PUT('/console/v1/session/password', { body: { current_password: tour.ownerPassword, new_password: 'a new tour passphrase' } });
    expect(changed.response.status).toBe(204);
    const signOut = await owner.DELETE('/console/v1/session');
    expect(signOut.response.status).toBe(204);
    expect(sessionCookieOf(signOut.response)).toBe('');
    const afterwards = await owner.GET('/console/v1/session');
    expect(afterwards.response.status).toBe(401);
  });

  it('toured every operation of the contract, and Prism reported no violation', async () => {
    const contract = tour.operationIds();
    expect(contract.length).toBeGreaterThan(40);
    expect(contract.filter((id) => !toured.has(id)), 'operations of openapi.yaml the tour never called successfully').toEqual([]);
    expect(await tour.violations()).toEqual([]);
  });

  it('the harness does see a violation: Prism refuses a request that breaks the contract', async () => {
    const bad = await api.GET('/v1/flows', { params: { query: { limit: 'many' as unknown as number } } });
    expect(bad.response.status).toBe(422);
    const violations = await tour.violations();
    expect(violations).toEqual([expect.objectContaining({ severity: 'error', request: 'get /v1/flows', message: expect.stringContaining('UNPROCESSABLE_ENTITY') })]);
  });

  it('the harness does see a violation: Prism replaces an answer that breaks the contract, and says why', async () => {
    // A server that answers a flow without most of its required fields, and an id of the wrong type.
    const liar = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Request-Id': 'req_liar' });
      res.end(JSON.stringify({ id: 7, status: 'active' }));
    });
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    const prism = await startPrism(`http://127.0.0.1:${(liar.address() as AddressInfo).port}`);
    try {
      const client = createSluiceClient({ baseUrl: prism.url, apiKey: 'svc_liar', fetch: prism.fetch });
      const error = await unwrap(client.GET('/v1/flows/{id}', { params: { path: { id: 'flw_liar' } } })).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 500, code: 'http_500' });
      const [violation, ...more] = await prism.violations();
      expect(more).toEqual([]);
      expect(violation).toMatchObject({ severity: 'error', request: 'get /v1/flows/flw_liar', message: expect.stringContaining('#VIOLATIONS') });
      expect(violation!.details).toEqual(expect.arrayContaining(["response.body: Response body must have required property 'name'", 'response.body.id: Response body property id must be string']));
    } finally {
      await prism.stop();
      await new Promise<void>((resolve) => liar.close(() => resolve()));
    }
  }, 60_000);
});
