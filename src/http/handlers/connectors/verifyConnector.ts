import type { Handler } from '../../handler.js';
import { notImplemented } from '../notImplemented.js';

export const verifyConnector: Handler<'verifyConnector'> = async () => notImplemented('POST /v1/connectors/{id}/verify');
