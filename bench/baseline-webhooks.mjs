// The limit for the webhook bench: a plain loop of signed POSTs (Node's fetch, i.e. undici, keep-alive) with the
// worker's concurrency, no database and no persistence. Each POST is signed both ways Sluice signs (the spec's
// X-Service-Signature and the Standard Webhooks headers). Prints the elapsed milliseconds for COUNT requests.
import crypto from 'node:crypto';

const { TARGETS, COUNT, CONCURRENCY } = process.env;
const targets = JSON.parse(TARGETS);
const count = Number(COUNT);
const concurrency = Number(CONCURRENCY);
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const standardKey = Buffer.from(secret.slice('whsec_'.length), 'base64');

let next = 0;
async function lane() {
  for (;;) {
    const i = next++;
    if (i >= count) return;
    const deliveryId = `del_base_${i}`;
    const body = JSON.stringify({ event: 'run.succeeded', delivery_id: deliveryId, created_at: new Date().toISOString(), customer_id: 'cus_base', data: { run_id: `run_${i}` } });
    const t = Math.floor(Date.now() / 1000);
    const signature = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    const standard = crypto.createHmac('sha256', standardKey).update(`${deliveryId}.${t}.${body}`).digest('base64');
    const res = await fetch(targets[i % targets.length], {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Service-Event': 'run.succeeded',
        'X-Service-Delivery': deliveryId,
        'X-Service-Signature': `t=${t},v1=${signature}`,
        'webhook-id': deliveryId,
        'webhook-timestamp': String(t),
        'webhook-signature': `v1,${standard}`,
      },
      body,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`baseline POST answered ${res.status}`);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, lane));
process.stdout.write(`${JSON.stringify({ elapsedMs: performance.now() - started })}\n`);
