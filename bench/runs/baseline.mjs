// The limit: bench/baseline-runs.mjs (a plain `pg` script copying the same rows in batches) in its own process.
import { fileURLToPath } from 'node:url';
import { runWatched } from './processTree.mjs';

const BASELINE = fileURLToPath(new URL('../baseline-runs.mjs', import.meta.url));

/** Copies the source into `targetUrl`; throws unless every row of `expected` was copied. */
export async function runBaseline(sourceUrl, targetUrl, expected) {
  const base = await runWatched([BASELINE], { BENCH_SOURCE_URL: sourceUrl, BENCH_TARGET_URL: targetUrl });
  if (base.result.records !== expected) throw new Error(`baseline moved ${base.result.records} rows, expected ${expected}`);
  return base;
}
