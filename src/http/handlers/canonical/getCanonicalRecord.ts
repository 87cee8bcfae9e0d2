import type { Handler } from '../../handler.js';
import { notImplemented } from '../notImplemented.js';

export const getCanonicalRecord: Handler<'getCanonicalRecord'> = async () => notImplemented('GET /api/public/data/{entity}/{id}');
