import { readFileSync } from 'node:fs';
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

/** What the bench asks the server's process over IPC: start a new peak, or send the peak it holds. */
const PEAK_RESET = 'memory-peak:reset';
const PEAK_READ = 'memory-peak:read';

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

/** Totals before any collection is counted: at the start, and after each reset. */
const noCollections = (): GcTotals => ({ young: { count: 0, ms: 0 }, full: { count: 0, ms: 0 } });

/** What the server's process answers the bench: its memory at its RSS peak, and the collections meanwhile. */
export interface MemoryPeak {
  breakdown: MemoryBreakdown;
  gc: GcTotals;
}

/** The answer to PEAK_READ: the peak since the last reset, or null before the first sample. */
interface PeakReply {
  memoryPeak: MemoryPeak | null;
}

function isPeakReply(message: unknown): message is PeakReply {
  return typeof message === 'object' && message !== null && 'memoryPeak' in message;
}

/**
 * In the server's process: samples its memory every `everyMs` and keeps the breakdown at the highest RSS seen, with
 * the garbage collections since, in memory. The bench asks for them over IPC (PEAK_READ) and starts afresh with
 * PEAK_RESET. Nothing is written to disk: the file it once wrote once a second, from the server's event loop, held
 * that loop for about 44 ms at a time on a disk PostgreSQL was writing to as well (a profile of one scenario, 40 s:
 * 12 such stalls, 0.5 s in all), and a request arriving meanwhile waited (decision 023, night addendum of
 * 2026-11-30).
 */
export function trackMemoryPeak(everyMs = 100): void {
  let peak: MemoryBreakdown | undefined;
  let gc = noCollections();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      const totals = kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR ? gc.full : gc.young;
      totals.count += 1;
      totals.ms += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  const sample = () => {
    const now = breakdownNow();
    if (!peak || now.rss > peak.rss) peak = now;
  };
  sample();
  setInterval(sample, everyMs).unref();
  process.on('message', (message) => {
    if (message === PEAK_RESET) {
      peak = undefined;
      gc = noCollections();
      sample();
    } else if (message === PEAK_READ) {
      sample();
      process.send?.({ memoryPeak: peak ? { breakdown: peak, gc } : null } satisfies PeakReply);
    }
  });
}

/** The bench's side of trackMemoryPeak, for a forked server process. */
export interface MemoryPeakChannel {
  reset(): void;
  /** The server's memory at its highest RSS since the last reset; null if it does not answer within `timeoutMs`. */
  read(timeoutMs?: number): Promise<MemoryPeak | null>;
}

/** Anything forked with an IPC channel (a ChildProcess). */
interface IpcPeer {
  send(message: unknown): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  readonly connected: boolean;
}

export function memoryPeakChannel(child: IpcPeer): MemoryPeakChannel {
  return {
    reset() {
      if (child.connected) child.send(PEAK_RESET);
    },
    read(timeoutMs = 2_000) {
      if (!child.connected) return Promise.resolve(null);
      return new Promise((resolve) => {
        const done = (peak: MemoryPeak | null) => {
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve(peak);
        };
        const onMessage = (message: unknown) => {
          if (isPeakReply(message)) done(message.memoryPeak);
        };
        const timer = setTimeout(() => done(null), timeoutMs);
        child.on('message', onMessage);
        child.send(PEAK_READ);
      });
    },
  };
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
 * value after a run misses what the garbage collector has given back since). With `server` (the IPC channel to a
 * server process of its own that runs trackMemoryPeak), a reset also starts a new peak there, and
 * `peakBreakdown()` asks where the memory went at the peak.
 */
export function startRssSampler(
  pid: number,
  { everyMs = 100, server = null }: { everyMs?: number; server?: MemoryPeakChannel | null } = {},
) {
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
      server?.reset();
      sample();
    },
    /** The server's own memory at its highest RSS since the last reset; null without a server channel. */
    async peakBreakdown(): Promise<MemoryPeak | null> {
      return server ? server.read() : null;
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
export type RssSampler = ReturnType<typeof startRssSampler>;
