// The API's webhook shapes from rows.
import type { components } from '../../../../generated/openapi.js';
import type { AttemptRow, DeliveryDetailRow, DeliveryRow } from '../../../domain/webhooks/deliveries.js';
import type { EndpointRow } from '../../../domain/webhooks/endpoints.js';

type Schemas = components['schemas'];

export function toEndpoint(row: EndpointRow): Schemas['WebhookEndpoint'] {
  return row as Schemas['WebhookEndpoint'];
}

export function toEndpointWithSecret(row: EndpointRow, secret: string): Schemas['WebhookEndpointWithSecret'] {
  return { ...toEndpoint(row), secret };
}

export function toDelivery(row: DeliveryRow): Schemas['WebhookDelivery'] {
  return row as Schemas['WebhookDelivery'];
}

function toAttempt(a: AttemptRow, payload: string): Schemas['WebhookAttempt'] {
  return {
    number: a.number,
    trigger: a.trigger,
    started_at: a.started_at,
    result: a.result,
    status_code: a.status_code,
    latency_ms: a.latency_ms,
    error: a.error_code ? { code: a.error_code, message: a.error_message ?? '' } : null,
    request: a.request_url ? { url: a.request_url, headers: a.request_headers ?? {}, body: payload } : null,
    response: a.response_headers ? { headers: a.response_headers, body: a.response_body ?? '', body_truncated: a.response_body_truncated } : null,
  };
}

export function toDeliveryDetail(row: DeliveryDetailRow): Schemas['WebhookDeliveryDetail'] {
  const { payload, attempts, ...delivery } = row;
  return {
    ...toDelivery(delivery),
    payload: JSON.parse(payload) as Schemas['WebhookDeliveryDetail']['payload'],
    attempts: attempts.map((a) => toAttempt(a, payload)),
  };
}
