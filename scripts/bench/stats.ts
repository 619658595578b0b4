// Summaries of a benchmark's samples: median and 95th percentile, linear-interpolated, so the median
// of an even count is the mean of the middle two.

export interface Summary {
  runs: number;
  median: number;
  p95: number;
}

export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = sorted[Math.floor(position)] ?? NaN;
  const high = sorted[Math.ceil(position)] ?? NaN;
  return low + (high - low) * (position - Math.floor(position));
}

export function summarize(samples: readonly number[]): Summary {
  return { runs: samples.length, median: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}
