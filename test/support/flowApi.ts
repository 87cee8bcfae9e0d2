// Connectors, flows and runs over the API, for tests that run flows end to end: create, trigger or resync, and wait
// for the run to end. Every call goes through the contract-checked client of the test server.
import { expect } from 'vitest';
import type { components } from '../../generated/openapi.js';
import type { Tenant } from './seed.js';
import type { TestServer } from './server.js';

export type Run = components['schemas']['Run'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function flowApi(t: TestServer, tenant: Tenant, runDeadlineMs = 120_000) {
  const client = () => t.client(tenant.key);
  const api = {
    async createConnector(body: { name: string; type: string; config: Record<string, unknown>; credentials: Record<string, unknown> }): Promise<string> {
      const { data, response, error } = await client().POST('/v1/connectors', { body: body as never });
      expect(response.status, JSON.stringify(error)).toBe(201);
      return data!.id;
    },
    async createFlow(source: string, destination: string, entities: string[], name = `flow ${entities.join('+')}`): Promise<string> {
      const { data, response, error } = await client().POST('/v1/flows', {
        body: { name, source_connector_id: source, destination_connector_id: destination, entities, schedule: 'manual' } as never,
      });
      expect(response.status, JSON.stringify(error)).toBe(201);
      return data!.id;
    },
    async trigger(flowId: string): Promise<string> {
      const { data, response, error } = await client().POST('/v1/flows/{id}/trigger', { params: { path: { id: flowId } } });
      expect(response.status, JSON.stringify(error)).toBe(202);
      return data!.run_id;
    },
    async resync(flowId: string, entities?: string[]): Promise<string> {
      const { data, response, error } = await client().POST('/v1/flows/{id}/resync', { params: { path: { id: flowId } }, ...(entities ? { body: { entities } as never } : {}) });
      expect(response.status, JSON.stringify(error)).toBe(202);
      return data!.run_id;
    },
    async getRun(id: string): Promise<Run> {
      const { data, response } = await client().GET('/v1/runs/{id}', { params: { path: { id } } });
      expect(response.status).toBe(200);
      return data!;
    },
    /** Polls the run until it is neither queued nor running. */
    async finished(id: string): Promise<Run> {
      const deadline = Date.now() + runDeadlineMs;
      for (;;) {
        const run = await api.getRun(id);
        if (run.status !== 'queued' && run.status !== 'running') return run;
        if (Date.now() > deadline) throw new Error(`run ${id} is still ${run.status} after ${runDeadlineMs / 1000} s`);
        await sleep(100);
      }
    },
    /**
     * Every record of `entity` the public data API answers, page by page (`limit` a page, 500 unless given): changed
     * since `since` when given, with tombstones when `includeDeleted`.
     */
    async records(entity: string, opts: { since?: string; includeDeleted?: boolean; limit?: number } = {}): Promise<Array<Record<string, unknown>>> {
      const out: Array<Record<string, unknown>> = [];
      let cursor: string | null = null;
      do {
        const q = new URLSearchParams({ limit: String(opts.limit ?? 500) });
        if (opts.since) q.set('updated_since', opts.since);
        if (opts.includeDeleted) q.set('include_deleted', 'true');
        if (cursor) q.set('cursor', cursor);
        const res = await t.request(`/api/public/data/${entity}?${q}`, { key: tenant.key });
        expect(res.status).toBe(200);
        const page = (await res.json()) as { data: Array<Record<string, unknown>>; next_cursor: string | null };
        out.push(...page.data);
        cursor = page.next_cursor;
      } while (cursor);
      return out;
    },
  };
  return api;
}
