// The delivery body (docs/webhooks.md), serialized once when the delivery is created: every attempt sends these exact
// bytes, and the signature is computed over them.

export interface DeliveryBodyInput {
  event: string;
  deliveryId: string;
  /** When the event happened (ISO 8601 UTC). */
  createdAt: string;
  customerId: string;
  data: unknown;
}

export function deliveryBody(input: DeliveryBodyInput): string {
  return JSON.stringify({
    event: input.event,
    delivery_id: input.deliveryId,
    created_at: input.createdAt,
    customer_id: input.customerId,
    data: input.data,
  });
}
