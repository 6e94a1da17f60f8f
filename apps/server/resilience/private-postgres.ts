import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_BIN = process.env.RESILIENCE_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A throw-away PostgreSQL cluster of its own (initdb into a temp directory, trust auth, 127.0.0.1 only), so a
 * scenario may stop and restart PostgreSQL without touching the shared server. Run as root, the binaries run as
 * the `postgres` user (runuser); otherwise as the current user.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and deletes its directory. */
  destroy(): Promise<void>;
}

function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function pg(binary: string, args: string[]) {
  const [command, argv] = asPostgresUser(path.join(PG_BIN, binary), args);
  await run(command, argv, { timeout: 60_000 });
}

/** Creates and starts a private cluster on `port`. */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'casework-resilience-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', ...args]);
  const start = () => ctl('-o', options, 'start');
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('-m', 'fast', '-o', options, 'restart'),
    stop: async () => {
      await ctl('-m', 'fast', 'stop');
      running = false;
    },
    start: async () => {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
