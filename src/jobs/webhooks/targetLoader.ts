// Loads delivery targets for the jobs a fetch hands out together with one query instead of one each: lookups
// asked for in the same turn of the event loop are batched.
import type { Knex } from 'knex';
import { findDeliveryTargets, type DeliveryTarget } from '../../domain/webhooks/deliveries.js';

export type TargetLoader = (deliveryId: string) => Promise<DeliveryTarget | undefined>;

export function targetLoader(knex: Knex): TargetLoader {
  let pending: Map<string, Array<{ resolve: (t: DeliveryTarget | undefined) => void; reject: (err: unknown) => void }>> | undefined;
  const flush = async (batch: NonNullable<typeof pending>) => {
    try {
      const targets = await findDeliveryTargets(knex, [...batch.keys()]);
      for (const [id, waiters] of batch) for (const w of waiters) w.resolve(targets.get(id));
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  };
  return (deliveryId) =>
    new Promise((resolve, reject) => {
      if (!pending) {
        const batch = new Map<string, Array<{ resolve: (t: DeliveryTarget | undefined) => void; reject: (err: unknown) => void }>>();
        pending = batch;
        setImmediate(() => {
          pending = undefined;
          void flush(batch);
        });
      }
      const waiters = pending.get(deliveryId) ?? [];
      waiters.push({ resolve, reject });
      pending.set(deliveryId, waiters);
    });
}
