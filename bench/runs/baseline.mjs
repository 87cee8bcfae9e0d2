// The limit: bench/baseline-runs.mjs (a plain `pg` script copying the same rows in batches) in its own process.
import { fileURLToPath } from 'node:url';
import { runWatched } from './processTree.mjs';

const BASELINE = fileURLToPath(new URL('../baseline-runs.mjs', import.meta.url));

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
