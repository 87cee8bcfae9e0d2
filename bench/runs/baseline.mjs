// The limit: bench/baseline-runs.mjs (a plain `pg` script copying the same rows in batches) in its own process; and
// the floor: bench/baseline-runs-canonical.mjs (the same work as a Sluice run, canonical copy included, done plainly).
import { fileURLToPath } from 'node:url';
import { runWatched } from './processTree.mjs';

const BASELINE = fileURLToPath(new URL('../baseline-runs.mjs', import.meta.url));
const FLOOR = fileURLToPath(new URL('../baseline-runs-canonical.mjs', import.meta.url));

/**
 * Copies the source into `targetUrl`; throws unless every row of `expected` was copied. With `warm`, the process first
 * copies warm.sourceUrl into warm.targetUrl, untimed.
 */
export async function runBaseline(sourceUrl, targetUrl, expected, warm) {
  const warmEnv = warm ? { BENCH_WARM_SOURCE_URL: warm.sourceUrl, BENCH_WARM_TARGET_URL: warm.targetUrl } : {};
  const base = await runWatched([BASELINE], { BENCH_SOURCE_URL: sourceUrl, BENCH_TARGET_URL: targetUrl, ...warmEnv });
  if (base.result.records !== expected) throw new Error(`baseline moved ${base.result.records} rows, expected ${expected}`);
  return base;
}

/**
 * Does the same work as Sluice plainly: the source into `canonicalUrl` (migrated) and `targetUrl`; checks the count.
 * With `warm`, the process first copies warm.sourceUrl into the same canonical database (as another customer) and
 * warm.targetUrl, untimed.
 */
export async function runFloor(sourceUrl, canonicalUrl, targetUrl, expected, warm) {
  const warmEnv = warm ? { BENCH_WARM_SOURCE_URL: warm.sourceUrl, BENCH_WARM_TARGET_URL: warm.targetUrl } : {};
  const floor = await runWatched([FLOOR], { BENCH_SOURCE_URL: sourceUrl, BENCH_CANONICAL_URL: canonicalUrl, BENCH_TARGET_URL: targetUrl, ...warmEnv });
  if (floor.result.records !== expected) throw new Error(`the floor script moved ${floor.result.records} rows, expected ${expected}`);
  return floor;
}
