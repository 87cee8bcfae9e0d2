// vitest's global setup: the migrated databases test files start from, made once per run.
// - On PGlite, creating a database (its initdb) takes 2–5 s here, loading a dump of one about 0.5 s: this makes two
//   dumps, an empty database and a migrated one (migrated from the empty one's dump), and freshDatabase()
//   (database.ts) loads the one it needs.
// - On PostgreSQL (TEST_DATABASE_URL set), a new database migrated took ~0.45 s, a copy of a migrated one ~0.2 s (and
//   none of the migrations' work in the server): this migrates one template database, which freshDatabase() copies
//   (CREATE DATABASE … TEMPLATE), and drops it at the end of the run.
// Either way it makes an empty directory for the run's migrated data-dir template, which the first test that needs
// one fills (dataDirTemplate.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { onServer, withDatabase } from './database.js';

export interface PgliteTemplates {
  /** A dump of an empty database. */
  bare: string;
  /** A dump of a database with every migration applied. */
  migrated: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates | null;
    /** On PostgreSQL, the migrated database freshDatabase() copies (refusing connections, so copies never wait). */
    postgresTemplate: string | null;
    /** An empty directory for this run's migrated data-dir template, filled by the first test that needs it. */
    dataDirTemplateRoot: string;
  }
}

async function dump(pglite: PGlite, file: string): Promise<void> {
  const blob = await pglite.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

/** A new database on the server at `url` with every migration applied, closed to connections; answers its name. */
async function migratedPostgresTemplate(url: string): Promise<string> {
  const name = `sluice_template_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(url, (admin) => admin.raw(`CREATE DATABASE ${name}`));
  const db = await connect({ databaseUrl: withDatabase(url, name), poolMax: 1 });
  try {
    await migrateToLatest(db.knex);
  } finally {
    await db.close();
  }
  await onServer(url, (admin) => admin.raw(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`));
  return name;
}

/** Something the run's projects share, and how to remove it after the last of them. */
interface Shared<T> {
  made: Promise<{ value: T; remove: () => unknown }>;
  users: number;
}

// vitest runs this setup once per project (postgres, embedded, their isolated twins, partitioned, the root), one
// after another in one process, each with its own copy of this module: the templates are the same for every project
// of a store, so the first project that needs one makes it and the last one's teardown removes it. Made once per
// project, the five setups took ~13 s before the first test file started (each PGlite one 4.5–6 s).
const registry = ((globalThis as Record<symbol, unknown>)[Symbol.for('sluice.test.templates')] ??= new Map()) as Map<string, Shared<unknown>>;

/** The shared `key`, made by `make` if no project made it yet; `release` removes it when no project uses it any more. */
async function acquire<T>(key: string, make: () => Promise<{ value: T; remove: () => unknown }>): Promise<{ value: T; release: () => Promise<void> }> {
  let entry = registry.get(key) as Shared<T> | undefined;
  if (!entry) registry.set(key, (entry = { made: make(), users: 0 }));
  const shared = entry;
  shared.users += 1;
  const { value, remove } = await shared.made;
  return {
    value,
    async release() {
      shared.users -= 1;
      if (shared.users > 0) return;
      registry.delete(key);
      await remove();
    },
  };
}

/** The two PGlite dumps in `dir`: the migrated one is made from the empty one's dump (a load, not a second initdb). */
async function pgliteTemplates(dir: string): Promise<PgliteTemplates> {
  const templates: PgliteTemplates = { bare: path.join(dir, 'bare.tar'), migrated: path.join(dir, 'migrated.tar') };
  const bare = await PGlite.create('memory://');
  await dump(bare, templates.bare);
  await bare.close();
  const db = await connect({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(templates.bare)]) });
  try {
    await migrateToLatest(db.knex);
    await dump(db.pglite!, templates.migrated);
  } finally {
    await db.close();
  }
  return templates;
}

export default async function setup(project: TestProject): Promise<() => void | Promise<void>> {
  const run = await acquire('dir', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-pglite-templates-'));
    fs.mkdirSync(path.join(dir, 'data-dir'));
    return { value: dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
  });
  project.provide('dataDirTemplateRoot', path.join(run.value, 'data-dir'));
  // A project's own env (vitest.config.ts) decides: the embedded project clears TEST_DATABASE_URL.
  const postgresUrl = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const template = await acquire(`postgres ${postgresUrl}`, async () => {
      const name = await migratedPostgresTemplate(postgresUrl);
      return { value: name, remove: () => onServer(postgresUrl, (admin) => admin.raw(`DROP DATABASE IF EXISTS ${name}`)) };
    });
    project.provide('pgliteTemplates', null);
    project.provide('postgresTemplate', template.value);
    return async () => {
      await template.release();
      await run.release();
    };
  }
  const templates = await acquire('pglite', async () => ({ value: await pgliteTemplates(run.value), remove: () => {} }));
  project.provide('postgresTemplate', null);
  project.provide('pgliteTemplates', templates.value);
  return async () => {
    await templates.release();
    await run.release();
  };
}
