// The conformance fixture: a temporary files root with a customer file to read (two of its customers deleted by
// later lines), and a batch to append.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConformance } from '@sluice/connector-sdk/conformance';

export default defineConformance({
  setup() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-files-conformance-'));
    fs.mkdirSync(path.join(root, 'shop'));
    const lines = Array.from({ length: 23 }, (_, i) =>
      JSON.stringify({
        id: `c${i + 1}`,
        email: `customer${i + 1}@example.com`,
        first_name: 'Test',
        last_name: `Customer ${i + 1}`,
        last_source_update_at: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
      }),
    );
    lines.splice(9, 0, JSON.stringify({ id: 'c4', deleted_at: '2024-01-01T01:00:00Z' }));
    lines.push(JSON.stringify({ id: 'c20', deleted_at: '2024-01-01T02:00:00Z' }));
    fs.writeFileSync(path.join(root, 'shop', 'customer.jsonl'), `${lines.join('\n')}\n`);
    const record = (n: number) => ({
      canonical_id: `7c9e6679-7425-40de-944b-e07fc1f9${String(n).padStart(4, '0')}`,
      email: `written${n}@example.com`,
      first_name: 'Written',
      last_name: `Customer ${n}`,
      external_ids: { files: `c${n}` },
      last_source_update_at: '2024-02-01T00:00:00Z',
      created_at: '2024-02-01T00:00:00.000000Z',
      updated_at: '2024-02-01T00:00:00.000000Z',
    });
    return {
      config: { path: 'shop', batch_size: 10 },
      credentials: {},
      env: { SLUICE_FILES_ROOT: root },
      read: { entities: ['customer'] },
      write: { entity: 'customer', records: [record(1), record(2), record(3)], expect: ['ok', 'ok', 'ok'] },
      teardown: () => fs.rmSync(root, { recursive: true, force: true }),
    };
  },
});
