import { readFileSync } from 'node:fs';

/** Resident set size of process `pid` in MB (VmRSS of /proc/<pid>/status); null where /proc is not available. */
export function rssOfMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Samples the RSS of `pid` every `everyMs` while a run goes on, so the report can show the peak under load (the
 * value after a run misses what the garbage collector has given back since).
 */
export function startRssSampler(pid: number, everyMs = 100) {
  let peak = 0;
  const sample = () => {
    const mb = rssOfMb(pid);
    if (mb !== null && mb > peak) peak = mb;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    /** The highest RSS seen since the last reset (sampled once more now). */
    peakMb(): number {
      sample();
      return peak;
    },
    reset(): void {
      peak = 0;
      sample();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
export type RssSampler = ReturnType<typeof startRssSampler>;
