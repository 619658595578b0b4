/** "Did you mean ...?" suggestions for misspelt names. */

/**
 * Edit distance between two strings: insertions, deletions, substitutions and swaps of two
 * neighbouring letters (the commonest typo, "prosp" for "props") each count as one.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The candidate closest to `name`, if it is close enough to be a plausible typo: a different case
 * only, or at most a third of the letters wrong (at least one, at most three).
 */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** ` Did you mean "x"?` or an empty string. */
export function didYouMean(
  name: string,
  candidates: Iterable<string>,
  render: (c: string) => string = (c) => c,
): string {
  const match = closest(name, candidates);
  return match === undefined ? '' : ` Did you mean "${render(match)}"?`;
}
