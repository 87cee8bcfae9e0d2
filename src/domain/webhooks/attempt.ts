// One attempt at a delivery: the body exactly as stored, the headers docs/webhooks.md lists, a fresh timestamp and signature
// (one v1 per signing secret, in X-Service-Signature and in the Standard Webhooks headers), sent once. What it returns is
// what the attempt log keeps.
import { loggedHeaders, type HeadersToSend } from './customHeaders.js';
import type { Sender, SendOutcome } from './sender.js';
import { signatureHeader } from './signature.js';
import { standardWebhookHeaders } from './standardSignature.js';

export const USER_AGENT = 'Sluice-Webhooks/1.0';

export interface AttemptTarget {
  deliveryId: string;
  eventType: string;
  url: string;
  /** The exact bytes to send (the delivery's stored payload). */
  payload: string;
  /** Current secret first; the previous one too while a rotation overlaps. */
  secrets: readonly string[];
  /** The endpoint's custom headers (Sluice's own headers are set after them and cannot be replaced). */
  headers?: HeadersToSend;
}

export interface AttemptRecord extends SendOutcome {
  startedAt: string;
  requestUrl: string | null;
  requestHeaders: Record<string, string> | null;
}

export function deliveryHeaders(target: AttemptTarget, timestamp: number): Record<string, string> {
  return {
    ...target.headers?.values,
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Service-Event': target.eventType,
    'X-Service-Delivery': target.deliveryId,
    'X-Service-Signature': signatureHeader(target.secrets, timestamp, target.payload),
    ...standardWebhookHeaders(target.secrets, target.deliveryId, timestamp, target.payload),
  };
}

export async function attemptDelivery(sender: Sender, target: AttemptTarget): Promise<AttemptRecord> {
  const started = new Date();
  const headers = deliveryHeaders(target, Math.floor(started.getTime() / 1000));
  const outcome = await sender.send({ url: target.url, headers, body: target.payload });
  const requestHeaders = loggedHeaders(headers, target.headers?.secret ?? []);
  return { ...outcome, startedAt: started.toISOString(), requestUrl: target.url, requestHeaders };
}

/** An attempt that sent nothing (the endpoint was disabled), logged so the delivery's end is explained. */
export function notSent(code: string, message: string): AttemptRecord {
  return {
    ok: false,
    statusCode: null,
    latencyMs: null,
    responseHeaders: null,
    responseBody: null,
    responseBodyTruncated: false,
    error: { code, message },
    startedAt: new Date().toISOString(),
    requestUrl: null,
    requestHeaders: null,
  };
}
