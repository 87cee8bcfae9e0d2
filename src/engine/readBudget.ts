// What one run may read from its source: SLUICE_RUN_MAX_RECORDS records and deletions, and SLUICE_RUN_MAX_BYTES bytes
// of them (their JSON text, as the source handed them over). A source that never ends (a paging bug, a stream that
// grows as fast as it is read) would otherwise fill the canonical layer and the destination until
// SLUICE_RUN_MAX_SECONDS stops it, hours later. The read stage takes each message from the budget before passing it
// on; a message that would go past a limit fails the run at `extract` with `run_record_limit` or `run_byte_limit`,
// once what was read before it is stored and written (pipeline.ts treats it as a failing source), so the flow's
// checkpoint stands after the last record the run did move.
import type { ReadMessage } from '@sluice/connector-sdk';
import { jsonBytesOf } from '../runtime/runtime.js';
import { RunStop } from './runStop.js';

export interface ReadLimits {
  maxRecords: number;
  maxBytes: number;
}

export class ReadBudget {
  private records: number;
  private bytes = 0;

  /**
   * `alreadyRead`: records and deletions a resumed run read in its earlier attempts (its saved counts), so that the
   * record limit holds across resumptions as the time limit does. Bytes are not saved with a run: they count from
   * this attempt's start.
   */
  constructor(
    private readonly limits: ReadLimits,
    alreadyRead = 0,
  ) {
    this.records = alreadyRead;
  }

  /** Counts `message`; throws RunStop, counting nothing, when it would take the run past a limit. */
  take(message: ReadMessage): void {
    if (message.type !== 'records' && message.type !== 'deletions') return;
    const items = message.type === 'records' ? message.records : message.deletions;
    const records = this.records + items.length;
    if (records > this.limits.maxRecords) {
      throw new RunStop(
        'extract',
        'run_record_limit',
        `the run read more than ${this.limits.maxRecords} records and deletions from its source, the most one run may read (SLUICE_RUN_MAX_RECORDS); what it read before the limit was stored and written, and the next run reads on from there`,
      );
    }
    const bytes = this.bytes + (jsonBytesOf(message) ?? Buffer.byteLength(JSON.stringify(items)));
    if (bytes > this.limits.maxBytes) {
      throw new RunStop(
        'extract',
        'run_byte_limit',
        `the run read more than ${this.limits.maxBytes} bytes of records from its source, the most one run may read (SLUICE_RUN_MAX_BYTES); what it read before the limit was stored and written, and the next run reads on from there`,
      );
    }
    this.records = records;
    this.bytes = bytes;
  }
}
