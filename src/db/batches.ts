// Deleting an unbounded number of rows a bounded batch per statement, so that no statement holds many row locks or
// runs long, however large the backlog: the pruners' loop.

/** Calls `deleteBatch` until it deletes fewer than `batch` rows; answers the total. */
export async function deleteInBatches(batch: number, deleteBatch: (batch: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await deleteBatch(batch);
    total += n;
    if (n < batch) return total;
  }
}
