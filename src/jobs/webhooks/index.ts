// The webhook background work of a worker process: the outbox fan-out and the delivery senders, both reading their
// own rows (events, deliveries). The sender is the process's (its container closes it).
import { startDeliveryWorker, type WebhookWorkDeps } from './deliveryWorker.js';
import { startFanOut } from './fanOut.js';

export interface WebhookWork {
  /** Claim due deliveries now (e.g. after a fan-out pass). */
  wake(): void;
  stop(): Promise<void>;
}

export type { WebhookWorkDeps };

export function startWebhookWork(deps: WebhookWorkDeps): WebhookWork {
  const senders = startDeliveryWorker(deps);
  const fanOut = startFanOut(deps.knex, deps.logger, () => senders.wake());
  return {
    wake: () => senders.wake(),
    async stop() {
      await fanOut.stop();
      await senders.stop();
    },
  };
}
