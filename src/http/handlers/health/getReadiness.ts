import type { PublicHandler } from '../../handler.js';

/** Ready when the database answers and every migration this build knows is applied; 503 otherwise. */
export const getReadiness: PublicHandler<'getReadiness'> = async (_req, ctx) => {
  const check = await ctx.services.checkReady();
  const ready = check.database === 'ok' && check.migrations === 'current';
  return { status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'not_ready', ...check } };
};
