// "Did you mean …?": the known name closest to a mistyped one, for messages that refuse or warn about a name (a
// mapping's canonical field, an environment variable).

/** Edit distance counting a swap of neighbours as one edit (the commonest typo), bounded: past `max` it stops. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** The candidate nearest to `name` (compared as given), or undefined when none is a likely typo of it. */
export function nearestName(name: string, candidates: readonly string[]): string | undefined {
  // A third of the name (at least one edit, at most three) separates typos from other names.
  const max = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: { candidate: string; d: number } | undefined;
  for (const candidate of candidates) {
    const d = distance(name, candidate, max);
    if (d <= max && (!best || d < best.d)) best = { candidate, d };
  }
  return best?.candidate;
}
