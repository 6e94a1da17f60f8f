import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat; null where /proc is not
 * available or the process is gone. The second field (comm) may hold spaces and parentheses, so the fields are
 * counted from its closing parenthesis.
 */
export function cpuMsOf(stat: string): number | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After comm: state is field 3, so utime (field 14) and stime (field 15) are at 11 and 12.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

function readStat(pid: number | string): string | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
}

/** CPU ms of one process so far; null without /proc. */
export function processCpuMs(pid: number): number | null {
  const stat = readStat(pid);
  return stat === null ? null : cpuMsOf(stat);
}

/**
 * CPU ms so far of every PostgreSQL process on this machine (the postmaster and its backends, checkpointer, WAL
 * writer…): null when none is visible (PGlite, or a database on another host). Backends that ended since the last
 * reading take their time with them, so a reading is only compared with one taken while the same pool was open.
 */
export function postgresCpuMs(): number | null {
  let total = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    const stat = readStat(pid);
    if (stat === null) continue;
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (comm !== 'postgres') continue;
    const ms = cpuMsOf(stat);
    if (ms === null) continue;
    total += ms;
    found = true;
  }
  return found ? total : null;
}

/** CPU spent per operation over a stretch of measured runs, in µs: the server's process and the database's. */
export interface CpuPerOperation {
  /** The Casework process (null when it shares the bench's process, PGlite, or without /proc). */
  serverUs: number | null;
  /** Every PostgreSQL process on this machine (null on PGlite or a database elsewhere). */
  databaseUs: number | null;
}

/**
 * Adds up CPU over several measured stretches (the rounds of a run) and divides by the operations they made.
 * `serverPid` is the process whose CPU counts as the server's: the Casework child for HTTP runs, the bench's own
 * process for raw-SQL runs (the client that sends the statements, as the app's pool does); null where it cannot be
 * told apart (PGlite, where server, database and load generator share the bench's process).
 */
export function cpuCounter(serverPid: number | null) {
  let server = 0;
  let database = 0;
  let serverSeen = serverPid !== null;
  let databaseSeen = true;
  return {
    /** Measures `run`, adding the CPU used while it ran. */
    async during<T>(run: () => Promise<T>): Promise<T> {
      const s0 = serverPid === null ? null : processCpuMs(serverPid);
      const d0 = postgresCpuMs();
      const result = await run();
      const s1 = serverPid === null ? null : processCpuMs(serverPid);
      const d1 = postgresCpuMs();
      if (s0 === null || s1 === null) serverSeen = false;
      else server += s1 - s0;
      if (d0 === null || d1 === null) databaseSeen = false;
      else database += Math.max(0, d1 - d0);
      return result;
    },
    perOperation(operations: number): CpuPerOperation {
      const us = (ms: number) => (operations > 0 ? Math.round((ms * 1000) / operations) : null);
      return { serverUs: serverSeen ? us(server) : null, databaseUs: databaseSeen ? us(database) : null };
    },
  };
}
