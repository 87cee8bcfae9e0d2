// Flows between two `files` connectors of one customer, for tests that drive runs end to end and look at both ends:
// the source's JSON Lines a test writes, and the lines the destination appended (one per record written). Each flow
// gets folders of its own under the customer's folder of the server's SLUICE_FILES_ROOT. Every call goes through the
// contract-checked client of the test server.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { components } from '../../generated/openapi.js';
import { flowApi } from './flowApi.js';
import type { Tenant } from './seed.js';
import type { TestServer } from './server.js';

export type RecordRejection = components['schemas']['RecordRejection'];

export interface FilesFlow {
  id: string;
  sourceId: string;
  destinationId: string;
  /** The source's folder and the destination's, on disk. */
  sourceDir: string;
  destinationDir: string;
}

/** `root`: the server's SLUICE_FILES_ROOT. */
export function filesFlows(t: TestServer, root: string, tenant: Tenant) {
  const api = flowApi(t, tenant);
  const client = () => t.client(tenant.key);
  const folder = (name: string) => path.join(root, tenant.customerId, name);
  return {
    api,
    key: tenant.key,
    /** A manual flow of `entities` from a new files source to a new files destination, with `mappings`. */
    async create(entities: string[], mappings: Record<string, Record<string, string>> = {}): Promise<FilesFlow> {
      const tag = crypto.randomUUID().slice(0, 8);
      const sourceId = await api.createConnector({ name: `source ${tag}`, type: 'files', config: { path: `src-${tag}` }, credentials: {} });
      const destinationId = await api.createConnector({ name: `destination ${tag}`, type: 'files', config: { path: `dst-${tag}` }, credentials: {} });
      const body = { name: `flow ${tag}`, source_connector_id: sourceId, destination_connector_id: destinationId, entities, schedule: 'manual', mappings };
      const { data, response, error } = await client().POST('/v1/flows', { body: body as never });
      expect(response.status, JSON.stringify(error)).toBe(201);
      fs.mkdirSync(folder(`src-${tag}`), { recursive: true });
      return { id: data!.id, sourceId, destinationId, sourceDir: folder(`src-${tag}`), destinationDir: folder(`dst-${tag}`) };
    },
    /** Appends `lines` to the source's file of `entity` (or replaces the file with them). */
    write(flow: FilesFlow, entity: string, lines: object[], { replace = false } = {}): void {
      const text = lines.map((l) => `${JSON.stringify(l)}\n`).join('');
      const file = path.join(flow.sourceDir, `${entity}.jsonl`);
      if (replace) fs.writeFileSync(file, text);
      else fs.appendFileSync(file, text);
    },
    /** Every line the destination wrote for `entity`, in order. */
    written(flow: FilesFlow, entity: string): Array<Record<string, unknown> & { external_ids: Record<string, string> }> {
      const file = path.join(flow.destinationDir, `${entity}.jsonl`);
      if (!fs.existsSync(file)) return [];
      return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
    },
    /** How many lines the destination wrote per source id of `entity`. */
    writtenPerId(flow: FilesFlow, entity: string): Record<string, number> {
      const counts: Record<string, number> = {};
      for (const line of this.written(flow, entity)) counts[line.external_ids.files!] = (counts[line.external_ids.files!] ?? 0) + 1;
      return counts;
    },
    /** Runs the flow once (trigger, or the given way of queueing it) and answers the finished run. */
    async run(flow: FilesFlow, queue: (flowId: string) => Promise<string> = api.trigger) {
      return api.finished(await queue(flow.id));
    },
    /** Changes the flow's mappings. */
    async remap(flow: FilesFlow, mappings: Record<string, Record<string, string>>): Promise<void> {
      const { response, error } = await client().PATCH('/v1/flows/{id}', { params: { path: { id: flow.id } }, body: { mappings } as never });
      expect(response.status, JSON.stringify(error)).toBe(200);
    },
    /** Every open rejection of a flow (`flows/<id>`) or a run (`runs/<id>`), page by page (`limit` a page). */
    async rejections(of: `flows/${string}` | `runs/${string}`, limit = 500): Promise<{ items: RecordRejection[]; total: number }> {
      const items: RecordRejection[] = [];
      let cursor: string | null = null;
      let total = 0;
      do {
        const q = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
        const res = await t.request(`/v1/${of}/rejections?${q}`, { key: tenant.key });
        expect(res.status, await res.clone().text()).toBe(200);
        const page = (await res.json()) as { data: RecordRejection[]; meta: { total: number; next_cursor: string | null } };
        items.push(...page.data);
        total = page.meta.total;
        cursor = page.meta.next_cursor;
      } while (cursor);
      return { items, total };
    },
  };
}
