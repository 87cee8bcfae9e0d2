// Shared queues (the webhook outbox, the delivery rows) are served customer by customer in turn. Both find the next
// customers with waiting rows the same way: a loose index scan over an index led by `customer_id` (one seek per
// customer, whatever each one's backlog), starting after the customer the previous pass stopped at, and wrapping
// round to the first once past the last.

/**
 * A `WITH RECURSIVE c AS (…)` clause listing, in order, the distinct `customer_id`s of `table`'s rows that match
 * `where` (a constant condition on columns of alias `t`), after the customer given as its one binding. Read them
 * with `SELECT customer_id FROM c WHERE customer_id IS NOT NULL`.
 *
 * `order` names the columns of the partial index the seeks should walk, `t.customer_id` first. Ordering by all of
 * them leaves that index the only one that serves the order without a sort: another index led by customer_id (a
 * primary key, a foreign key's) would serve `t.customer_id` alone too, and a seek through it reads past every row of
 * the customer that does not match `where` (its history, stored first) before the first that does.
 */
export function customersAfterCte(table: string, where: string, order = 't.customer_id'): string {
  return `WITH RECURSIVE c AS (
       (SELECT t.customer_id FROM ${table} t WHERE ${where} AND t.customer_id > ? ORDER BY ${order} LIMIT 1)
       UNION ALL
       SELECT (SELECT t.customer_id FROM ${table} t WHERE ${where} AND t.customer_id > c.customer_id ORDER BY ${order} LIMIT 1)
         FROM c WHERE c.customer_id IS NOT NULL
     )`;
}

/**
 * The next customers in turn after `cursor` ('' at first) as `read` lists them (at most `limit`), from the first
 * again when none is left after it; and the cursor the next pass starts after ('' once the last was reached).
 */
export async function nextInTurn<R extends { customer_id: string }>(
  read: (after: string) => Promise<R[]>,
  cursor: string,
  limit: number,
): Promise<{ turn: R[]; cursor: string }> {
  let turn = await read(cursor);
  if (turn.length === 0 && cursor !== '') turn = await read('');
  return { turn, cursor: turn.length < limit ? '' : turn.at(-1)!.customer_id };
}
