// vitest's global setup for the embedded store: creating a PGlite database (its initdb) takes 2–5 s here, loading a
// dump of one about 0.5 s. So when the suite runs on PGlite, this makes two dumps once, an empty database and a
// migrated one, and freshDatabase() (database.ts) starts each test file's database from the one it needs. On
// PostgreSQL (TEST_DATABASE_URL set) a fresh database takes 0.2 s and nothing is made. Either way it makes an empty
// directory for the run's migrated data-dir template, which the first test that needs one fills (dataDirTemplate.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';

export interface PgliteTemplates {
  /** A dump of an empty database. */
  bare: string;
  /** A dump of a database with every migration applied. */
  migrated: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates | null;
    /** An empty directory for this run's migrated data-dir template, filled by the first test that needs it. */
    dataDirTemplateRoot: string;
  }
}

async function dump(pglite: PGlite, file: string): Promise<void> {
  const blob = await pglite.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-pglite-templates-'));
  const dataDirTemplateRoot = path.join(dir, 'data-dir');
  fs.mkdirSync(dataDirTemplateRoot);
  project.provide('dataDirTemplateRoot', dataDirTemplateRoot);
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  // A project's own env (vitest.config.ts) decides: the embedded project clears TEST_DATABASE_URL.
  const postgresUrl = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    project.provide('pgliteTemplates', null);
    return removeDir;
  }
  const templates: PgliteTemplates = { bare: path.join(dir, 'bare.tar'), migrated: path.join(dir, 'migrated.tar') };
  const bare = await PGlite.create('memory://');
  await dump(bare, templates.bare);
  await bare.close();
  const db = await connect({ dataDir: 'memory://' });
  await migrateToLatest(db.knex);
  await dump(db.pglite!, templates.migrated);
  await db.close();
  project.provide('pgliteTemplates', templates);
  return removeDir;
}
