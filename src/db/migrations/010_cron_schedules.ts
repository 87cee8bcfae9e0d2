// Cron schedules: a flow's schedule may be `cron:<expression>` (checked in src/domain/flows/schedules.ts, which
// knows the expression language; the database only keeps labels and cron: apart), evaluated in the flow's
// IANA time zone.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

const LABELS = `'every_5m', 'every_15m', 'every_30m', 'hourly', 'every_6h', 'daily', 'manual'`;

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE flows ADD COLUMN schedule_timezone text NOT NULL DEFAULT 'UTC';
    ALTER TABLE flows DROP CONSTRAINT flows_schedule_check;
    ALTER TABLE flows ADD CONSTRAINT flows_schedule_check CHECK (schedule IN (${LABELS}) OR (schedule LIKE 'cron:%' AND length(schedule) <= 200));
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    UPDATE flows SET schedule = 'manual', next_run_at = NULL WHERE schedule LIKE 'cron:%';
    ALTER TABLE flows DROP CONSTRAINT flows_schedule_check;
    ALTER TABLE flows ADD CONSTRAINT flows_schedule_check CHECK (schedule IN (${LABELS}));
    ALTER TABLE flows DROP COLUMN schedule_timezone;
  `);
}
