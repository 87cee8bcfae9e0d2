import type { PublicHandler } from '../../handler.js';

/** The process is up; touches nothing else. */
export const getHealth: PublicHandler<'getHealth'> = async () => ({ status: 200, body: { status: 'ok' } });
