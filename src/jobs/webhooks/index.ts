// The webhook background work of a worker process: the outbox fan-out and the delivery senders, both reading their
// own rows (events, deliveries). The sender is the process's (its container closes it).
import type { Knex } from 'knex';
import type { Logger } from '../../log.js';
import type { Secrets } from '../../secrets.js';
import type { Sender } from '../../domain/webhooks/sender.js';
import type { WebhookSettings } from '../../domain/webhooks/settings.js';
import { startDeliveryWorker } from './deliveryWorker.js';
import { startFanOut } from './fanOut.js';

export interface WebhookWork {
  /** Claim due deliveries now (e.g. after a fan-out pass). */
  wake(): void;
  stop(): Promise<void>;
}

export function startWebhookWork(knex: Knex, secrets: Secrets, settings: WebhookSettings, sender: Sender, logger: Logger): WebhookWork {
  const senders = startDeliveryWorker(knex, secrets, settings, sender, logger);
  const fanOut = startFanOut(knex, logger, () => senders.wake());
  return {
    wake: () => senders.wake(),
    async stop() {
      await fanOut.stop();
      await senders.stop();
    },
  };
}
