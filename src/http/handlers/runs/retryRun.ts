import type { Handler } from '../../handler.js';
import { notImplemented } from '../notImplemented.js';

export const retryRun: Handler<'retryRun'> = async () => notImplemented('POST /v1/runs/{id}/retry');
