// The webhook background work of a worker process: the outbox fan-out, the delivery senders, and the sweeper of
// deliveries whose queue job was lost, on the shared queue. The sender is the process's (its container closes it).
import type { Knex } from 'knex';
import type { Logger } from '../../log.js';
import type { Secrets } from '../../secrets.js';
import type { Sender } from '../../domain/webhooks/sender.js';
import type { WebhookSettings } from '../../domain/webhooks/settings.js';
import type { JobQueue } from '../queue.js';
import { DELIVERY_QUEUE } from './deliveryJob.js';
import { startDeliveryWorker } from './deliveryWorker.js';
import { startFanOut } from './fanOut.js';
import { startSweeper } from './sweeper.js';

export interface WebhookWork {
  /** Fetch queued attempts now (e.g. after a fan-out pass). */
  wake(): void;
  stop(): Promise<void>;
}

export async function startWebhookWork(queue: JobQueue, knex: Knex, secrets: Secrets, settings: WebhookSettings, sender: Sender, logger: Logger): Promise<WebhookWork> {
  await queue.define(DELIVERY_QUEUE, { retryLimit: 20, retryDelay: 1, retryBackoff: true, retryDelayMax: 300, deleteAfterSeconds: 3600 });
  const senders = startDeliveryWorker(queue, knex, secrets, settings, sender, logger);
  const fanOut = startFanOut(knex, queue, settings, logger, () => senders.wake());
  const sweeper = startSweeper(knex, queue, settings, logger, () => senders.wake());
  return {
    wake: () => senders.wake(),
    async stop() {
      await sweeper.stop();
      await fanOut.stop();
      await senders.stop();
    },
  };
}
