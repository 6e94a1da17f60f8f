import { readFileSync, writeFileSync } from 'node:fs';
import { constants as perfConstants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';

/** The fields of /proc/<pid>/status (kB values as numbers of kB), or null where /proc is not available. */
function procStatus(pid: number | 'self'): Map<string, number> | null {
  try {
    const fields = new Map<string, number>();
    for (const line of readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
      const match = /^(\w+):\s+(\d+)/.exec(line);
      if (match) fields.set(match[1]!, Number(match[2]));
    }
    return fields;
  } catch {
    return null;
  }
}

/** The file, in the server's DATA_DIR, where the bench's server process writes its memory breakdown at peak. */
export const MEMORY_PEAK_FILE = 'bench-memory-peak.json';

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

/** Resident set size of process `pid` in MB (VmRSS of /proc/<pid>/status); null where /proc is not available. */
export function rssOfMb(pid: number): number | null {
  const kb = procStatus(pid)?.get('VmRSS');
  return kb === undefined ? null : Math.round(kb / 1024);
}

/** Where the resident memory of a process went at its RSS peak, in MB. */
export interface MemoryBreakdown {
  rss: number;
  /** V8's heap (reserved), and the part of it in use. */
  heapTotal: number;
  heapUsed: number;
  /** Of the heap: the young generation (both semi-spaces) and the old generation (old, code, large objects). */
  newSpace: number;
  oldSpace: number;
  /** Memory of C++ objects bound to JavaScript (Buffers, ArrayBuffers among them), as V8 is told of it. */
  external: number;
  arrayBuffers: number;
  /** rss − heapTotal − external: code, stacks, and native allocations V8 does not know of (argon2, pg, zlib …). */
  native: number;
  /** Anonymous and file-backed resident memory (RssAnon, RssFile of /proc/self/status). */
  anon: number | null;
  file: number | null;
  threads: number | null;
}

function breakdownNow(): MemoryBreakdown {
  const usage = process.memoryUsage();
  const status = procStatus('self');
  const spaces = getHeapSpaceStatistics();
  const newSpace = spaces
    .filter((space) => space.space_name.startsWith('new'))
    .reduce((sum, space) => sum + space.space_size, 0);
  const kbToMb = (kb: number | undefined) => (kb === undefined ? null : Math.round(kb / 1024));
  return {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    newSpace: mb(newSpace),
    oldSpace: mb(usage.heapTotal - newSpace),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    native: mb(usage.rss - usage.heapTotal - usage.external),
    anon: kbToMb(status?.get('RssAnon')),
    file: kbToMb(status?.get('RssFile')),
    threads: status?.get('Threads') ?? null,
  };
}

/** Garbage collections since the peak was last reset: how many, and their total pause in ms. */
export interface GcTotals {
  young: { count: number; ms: number };
  full: { count: number; ms: number };
}

/** What the server's process writes for the bench: its memory at its RSS peak, and the collections meanwhile. */
export interface MemoryPeak {
  breakdown: MemoryBreakdown;
  gc: GcTotals;
}

/**
 * In the server's process: samples its memory every `everyMs`, notes the breakdown at the highest RSS seen and the
 * garbage collections, and writes both to `file` when the peak rises and once a second. SIGUSR2 starts afresh.
 */
export function trackMemoryPeak(file: string, everyMs = 100): void {
  let peak: MemoryBreakdown | undefined;
  let gc: GcTotals = { young: { count: 0, ms: 0 }, full: { count: 0, ms: 0 } };
  let samples = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      const totals = kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR ? gc.full : gc.young;
      totals.count += 1;
      totals.ms += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  const write = () => {
    if (peak) writeFileSync(file, JSON.stringify({ breakdown: peak, gc } satisfies MemoryPeak));
  };
  const sample = () => {
    const now = breakdownNow();
    samples += 1;
    if (!peak || now.rss > peak.rss) {
      peak = now;
      write();
    } else if (samples % 10 === 0) write();
  };
  sample();
  setInterval(sample, everyMs).unref();
  process.on('SIGUSR2', () => {
    peak = undefined;
    gc = { young: { count: 0, ms: 0 }, full: { count: 0, ms: 0 } };
    sample();
  });
}

/** One line for the log: "rss 312 MB = heap 80 (used 60; …) + external 12 (array buffers 9) + native 220 …". */
export function describePeak({ breakdown: b, gc }: MemoryPeak): string {
  const collections = (t: { count: number; ms: number }) => `${t.count} (${Math.round(t.ms)} ms)`;
  return (
    `rss ${b.rss} MB = heap ${b.heapTotal} (used ${b.heapUsed}; young ${b.newSpace}, old ${b.oldSpace}) + external ${b.external} (array buffers ${b.arrayBuffers})` +
    ` + native/other ${b.native}; anon ${b.anon ?? '?'}, file ${b.file ?? '?'}; ${b.threads ?? '?'} threads; ` +
    `collections: young ${collections(gc.young)}, full ${collections(gc.full)}`
  );
}

/**
 * Samples the RSS of `pid` every `everyMs` while a run goes on, so the report can show the peak under load (the
 * value after a run misses what the garbage collector has given back since). With `breakdownFile` (the file a
 * server process of its own writes with trackMemoryPeak), a reset also starts a new peak there, and
 * `peakBreakdown()` reads where the memory went at the peak.
 */
export function startRssSampler(pid: number, { everyMs = 100, breakdownFile = '' } = {}) {
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
      if (breakdownFile) process.kill(pid, 'SIGUSR2');
      sample();
    },
    /** The server's own memory at its highest RSS since the last reset; null without a breakdown file. */
    peakBreakdown(): MemoryPeak | null {
      if (!breakdownFile) return null;
      try {
        return JSON.parse(readFileSync(breakdownFile, 'utf8')) as MemoryPeak;
      } catch {
        return null;
      }
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
export type RssSampler = ReturnType<typeof startRssSampler>;
