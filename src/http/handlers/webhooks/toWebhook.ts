// The API's webhook shapes from rows.
import type { components } from '../../../../generated/openapi.js';
import type { AttemptRow, DeliveryDetailRow, DeliveryRow } from '../../../domain/webhooks/deliveries.js';
import { headersView } from '../../../domain/webhooks/endpointHeaders.js';
import type { EndpointRow } from '../../../domain/webhooks/endpoints.js';
import type { Secrets } from '../../../secrets.js';

type Schemas = components['schemas'];

/** The endpoint as the API shows it: field by field, so nothing sealed can slip out; secret headers by name only. */
export function toEndpoint(row: EndpointRow, secrets: Secrets): Schemas['WebhookEndpoint'] {
  return {
    id: row.id,
    url: row.url,
    events: row.events as Schemas['WebhookEndpoint']['events'],
    description: row.description,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at,
    failing_since: row.failing_since,
    rate_limit: row.rate_limit,
    headers: headersView(secrets, row),
    previous_secret_expires_at: row.previous_secret_expires_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toEndpointWithSecret(row: EndpointRow, secrets: Secrets, secret: string): Schemas['WebhookEndpointWithSecret'] {
  return { ...toEndpoint(row, secrets), secret };
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
