import { hash, verify } from '@node-rs/argon2';

/** The demo accounts' password; refused in production. */
export const DEMO_PASSWORD = 'Casework!demo1';

// OWASP-recommended argon2id parameters (19 MiB, 2 passes); argon2id is the library's default algorithm.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Argon2 computations allowed at once. Each holds 19 MiB of native memory while it runs, and @node-rs/argon2 runs
 * them on libuv's thread pool (4 threads), so 32 concurrent sign-ins used to add 4 × 19 MiB to the resident memory
 * and take every thread that file access and response compression also need. Two keep both cores of a small
 * server busy; the rest wait their turn in order.
 */
export const MAX_CONCURRENT_ARGON2 = 2;

/** Runs tasks at most `max` at a time, the others in the order they came (each freed slot goes to the next). */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** The two argon2 calls Casework makes; `createPasswordHashing` takes them so that a test can watch the real ones. */
export interface Argon2 {
  hash(password: string, options: typeof OPTIONS): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

/**
 * Hashing and verifying with at most `max` argon2 computations at once. With no stored hash, `verifyPassword` still
 * verifies against a dummy one (waiting for a slot like any other), so an unknown e-mail takes as long as a wrong
 * password.
 */
export function createPasswordHashing(argon2: Argon2, max = MAX_CONCURRENT_ARGON2) {
  const slot = concurrencyLimit(max);
  let dummyHash: Promise<string> | undefined;

  function hashPassword(password: string): Promise<string> {
    return slot(() => argon2.hash(password, OPTIONS));
  }

  async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
      dummyHash ??= hashPassword('casework-dummy-password');
      const dummy = await dummyHash;
      await slot(() => argon2.verify(dummy, password)).catch(() => false);
      return false;
    }
    try {
      return await slot(() => argon2.verify(storedHash, password));
    } catch {
      return false;
    }
  }

  return { hashPassword, verifyPassword };
}

export const { hashPassword, verifyPassword } = createPasswordHashing({ hash, verify });

export function passwordProblem(password: string, env: string): string | null {
  if (password.length < 12) return 'Use a password of at least 12 characters.';
  if (password.length > 256) return 'Use a password of at most 256 characters.';
  if (env === 'production' && password === DEMO_PASSWORD)
    return 'The demo password cannot be used in production.';
  return null;
}
