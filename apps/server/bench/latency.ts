/** What one measured run produced: throughput, latency percentiles (milliseconds) and failures. */
export interface Measurement {
  /** Completed operations (HTTP responses or raw-SQL operations). */
  operations: number;
  durationS: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  /** Connection errors, timeouts and non-2xx answers (HTTP); thrown errors (raw SQL). */
  errors: number;
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export function summarise(
  latenciesMs: number[],
  durationS: number,
  errors: number,
  operations = latenciesMs.length,
): Measurement {
  const sorted = Float64Array.from(latenciesMs).sort();
  const total = latenciesMs.reduce((sum, ms) => sum + ms, 0);
  return {
    operations,
    durationS: round(durationS),
    perSecond: Math.round((operations / durationS) * 10) / 10,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    mean: round(sorted.length ? total / sorted.length : 0),
    errors,
  };
}

/** A measurement with the latencies it was made from, so parts measured apart can be merged. */
export type Sampled<T extends Measurement = Measurement> = T & { latencies: number[] };

/** One measurement from several parts (the rounds of a run): all their latencies, durations and failures. */
export function mergeParts(parts: Sampled[]): Measurement {
  return summarise(
    parts.flatMap((p) => p.latencies),
    parts.reduce((sum, p) => sum + p.durationS, 0),
    parts.reduce((sum, p) => sum + p.errors, 0),
    parts.reduce((sum, p) => sum + p.operations, 0),
  );
}
