import type { Handler } from '../../handler.js';

/** The event catalog read from the contract at start (eventCatalog.ts), in one page. */
export const listEventTypes: Handler<'listEventTypes'> = async (_req, ctx) => {
  const data = ctx.eventTypes.map((e) => ({ type: e.type, description: e.description, schema: e.schema }));
  return { status: 200, body: { data, meta: { total: data.length, has_more: false, next_cursor: null } } };
};
