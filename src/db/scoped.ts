// Tenant-scoped query builders. A query on a customer's rows starts from `scoped`, which keys it by the customer
// before anything else is said, so it cannot forget its tenant. Each table's owner (owners.ts) wraps it under a
// name that says what it reads, e.g. `flowsOf(db, customerId)` in domain/flows, and other modules read the table
// through that wrapper rather than by naming the table.
import type { Knex } from 'knex';

/**
 * `table`'s rows of `customerId`. `table` may carry an alias (`'flows as f'`): the customer column is then
 * qualified with it, so the builder can be joined.
 */
export function scoped(db: Knex, table: string, customerId: string): Knex.QueryBuilder {
  const [name, alias] = table.split(/\s+as\s+/i);
  return db(table).where(`${alias ?? name}.customer_id`, customerId);
}
