import type { Handler } from '../../handler.js';
import { notImplemented } from '../notImplemented.js';

export const listCanonicalRecords: Handler<'listCanonicalRecords'> = async () => notImplemented('GET /api/public/data/{entity}');
