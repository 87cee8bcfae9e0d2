import type { Handler } from '../../handler.js';
import { notImplemented } from '../notImplemented.js';

export const testWebhook: Handler<'testWebhook'> = async () => notImplemented('POST /v1/webhooks/{id}/test');
