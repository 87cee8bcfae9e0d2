// Endpoint operations that validate beyond the contract (the URL's address, custom headers), and the two sends the
// API makes synchronously: a test event and a replay. Each is one attempt, logged like any other.
import type { Knex } from 'knex';
import { notFound, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { Secrets } from '../../secrets.js';
import { checkLimit, countOf } from '../customerLimits.js';
import { attemptDelivery, type AttemptRecord } from './attempt.js';
import { recordAttempts } from './attemptLog.js';
import { deliveryNotFound, findSendable, insertDeliveries } from './deliveries.js';
import { resolveHeaders, type CustomHeaderInput } from './endpointHeaders.js';
import { endpointsOf, findEndpoint, findSigningRow, insertEndpoint, replaceSecret, updateEndpoint, type EndpointPatch, type EndpointRow, type NewEndpoint } from './endpoints.js';
import { deliveryBody } from './payload.js';
import type { Sender } from './sender.js';
import type { WebhookSettings } from './settings.js';
import { customHeadersToSend } from './customHeaders.js';
import { generateSigningSecret, sealSigningSecret, signingSecrets } from './signingSecrets.js';
import { TEST_EVENT } from './events.js';
import { urlProblem, webhookAllow } from './urlPolicy.js';

async function checkUrl(url: string, settings: WebhookSettings): Promise<void> {
  const problem = await urlProblem(url, webhookAllow(settings), settings.lookup);
  if (problem) throw validationError(`body field 'url' ${problem}`);
}

/** An endpoint as the API asks for it: custom headers as one list, secret ones with their values. */
export type EndpointInput = Omit<NewEndpoint, 'headers' | 'secret_headers_ciphertext'> & { headers: readonly CustomHeaderInput[] };
export type EndpointInputPatch = Partial<EndpointInput>;

/** What the endpoint operations and the API's sends run on. */
export interface WebhookDeps {
  knex: Knex;
  secrets: Secrets;
  settings: WebhookSettings;
  sender: Sender;
}

/** What changing an endpoint needs: no sender. */
export type EndpointDeps = Omit<WebhookDeps, 'sender'>;

/**
 * Creates an endpoint and answers its signing secret (shown once). With `maxPerCustomer`
 * (SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER), a customer that already holds that many is refused (LimitReached).
 */
export async function createEndpoint(
  { knex, secrets, settings, maxPerCustomer }: EndpointDeps & { maxPerCustomer?: number },
  customerId: string,
  input: EndpointInput,
): Promise<{ endpoint: EndpointRow; secret: string }> {
  // The URL's address is looked up before the transaction: no lock is held while DNS answers.
  await checkUrl(input.url, settings);
  const headers = resolveHeaders(secrets, input.headers);
  const secret = generateSigningSecret();
  const endpoint = await knex.transaction(async (trx) => {
    await checkLimit(trx, { customerId, kind: 'webhookEndpoints', max: maxPerCustomer }, async () => countOf(await endpointsOf(trx, customerId).count({ n: '*' })));
    return insertEndpoint(trx, customerId, { ...input, ...headers }, sealSigningSecret(secrets, secret));
  });
  return { endpoint, secret };
}

export async function changeEndpoint({ knex, secrets, settings }: EndpointDeps, customerId: string, id: string, input: EndpointInputPatch): Promise<EndpointRow> {
  const current = await findEndpoint(knex, customerId, id);
  if (!current) throw notFound('webhook', id);
  if (input.url !== undefined) await checkUrl(input.url, settings);
  const { headers, ...rest } = input;
  // A new list replaces the old; a secret header named without a value keeps the value stored under that name.
  const patch: EndpointPatch = headers === undefined ? rest : { ...rest, ...resolveHeaders(secrets, headers, current.secret_headers_ciphertext) };
  const endpoint = await updateEndpoint(knex, customerId, id, patch);
  if (!endpoint) throw notFound('webhook', id);
  return endpoint;
}

export async function rotateSecret(knex: Knex, secrets: Secrets, customerId: string, id: string): Promise<{ endpoint: EndpointRow; secret: string }> {
  const secret = generateSigningSecret();
  const endpoint = await replaceSecret(knex, customerId, id, sealSigningSecret(secrets, secret));
  if (!endpoint) throw notFound('webhook', id);
  return { endpoint, secret };
}

export interface SendResult {
  delivery_id: string;
  result: 'ok' | 'error';
  status_code: number | null;
  latency_ms: number | null;
  error: { code: string; message: string } | null;
}

function toResult(deliveryId: string, record: AttemptRecord): SendResult {
  return { delivery_id: deliveryId, result: record.ok ? 'ok' : 'error', status_code: record.statusCode, latency_ms: record.latencyMs, error: record.error };
}

/** Sends `webhook.test` to the endpoint once, now, and logs it as a delivery of its own (never retried). */
export async function sendTestEvent({ knex, secrets, settings, sender }: WebhookDeps, customerId: string, endpointId: string): Promise<SendResult> {
  const endpoint = await findSigningRow(knex, endpointId);
  if (!endpoint || endpoint.customer_id !== customerId) throw notFound('webhook', endpointId);
  const deliveryId = newId('del');
  // API timestamps carry six fractional digits (db/timestamps.ts); a JS clock has three.
  const createdAt = new Date().toISOString().replace(/Z$/, '000Z');
  const payload = deliveryBody({ event: TEST_EVENT, deliveryId, createdAt, customerId, data: { webhook_id: endpointId } });
  const record = await attemptDelivery(sender, {
    deliveryId,
    eventType: TEST_EVENT,
    url: endpoint.url,
    payload,
    secrets: signingSecrets(secrets, endpoint),
    headers: customHeadersToSend(secrets, endpoint),
  });
  // Logged once sent, the delivery and its one attempt together: a test send is never left pending.
  try {
    await knex.transaction(async (trx) => {
      await insertDeliveries(trx, [{ id: deliveryId, customer_id: customerId, endpoint_id: endpointId, event_id: null, event_type: TEST_EVENT, payload, scheduled: false }]);
      await recordAttempts(trx, [{ deliveryId, trigger: 'test', record }], settings);
    });
  } catch (err) {
    // The endpoint was deleted while the test was being sent.
    if ((err as { code?: string }).code === '23503') throw notFound('webhook', endpointId);
    throw err;
  }
  return toResult(deliveryId, record);
}

/**
 * Sends a delivery again, now, with a fresh timestamp and signature and the same delivery id and body; logged as a
 * new attempt. It does not restart the schedule: a pending delivery keeps its next scheduled attempt unless this
 * one succeeds.
 */
export async function replayDelivery({ knex, secrets, settings, sender }: WebhookDeps, customerId: string, endpointId: string, deliveryId: string): Promise<SendResult> {
  const endpoint = await findSigningRow(knex, endpointId);
  if (!endpoint || endpoint.customer_id !== customerId) throw notFound('webhook', endpointId);
  const delivery = await findSendable(knex, deliveryId);
  if (!delivery || delivery.endpoint_id !== endpointId) throw deliveryNotFound(deliveryId);
  const record = await attemptDelivery(sender, {
    deliveryId,
    eventType: delivery.event_type,
    url: endpoint.url,
    payload: delivery.payload,
    secrets: signingSecrets(secrets, endpoint),
    headers: customHeadersToSend(secrets, endpoint),
  });
  // A replay that succeeds ends the schedule; the queued attempt then finds itself stale and sends nothing.
  await knex.transaction((trx) => recordAttempts(trx, [{ deliveryId, trigger: 'replay', record }], settings));
  return toResult(deliveryId, record);
}
