import { hash, verify } from '@node-rs/argon2';
import { beforeEach, describe, expect, it } from 'vitest';
import { concurrencyLimit, createPasswordHashing, MAX_CONCURRENT_ARGON2, type Argon2 } from './passwords.ts';

// The real argon2, watched: how many computations run at once, and with which hashes verify is called. Passed to
// the same factory that makes the module's own `hashPassword` and `verifyPassword`.
const argon2 = { running: 0, most: 0, verifiedHashes: [] as string[] };
const watched =
  <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    argon2.running += 1;
    argon2.most = Math.max(argon2.most, argon2.running);
    try {
      return await work(...args);
    } finally {
      argon2.running -= 1;
    }
  };
const watchedVerify = watched(verify);
const watchedArgon2: Argon2 = {
  hash: watched(hash),
  verify: (hashed, password) => {
    argon2.verifiedHashes.push(hashed);
    return watchedVerify(hashed, password);
  },
};
const { hashPassword, verifyPassword } = createPasswordHashing(watchedArgon2);

beforeEach(() => {
  argon2.most = 0;
  argon2.verifiedHashes = [];
});

describe('password hashing under concurrent sign-ins', () => {
  it(`runs at most ${MAX_CONCURRENT_ARGON2} argon2 computations at once, and every answer is still right`, async () => {
    const stored = await hashPassword('the right password 1');
    argon2.most = 0;
    const attempts = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0
        ? verifyPassword(null, 'an unknown account')
        : verifyPassword(stored, i % 3 === 1 ? 'the right password 1' : 'a wrong password'),
    );
    const answers = await Promise.all([
      ...attempts,
      hashPassword('a new password 12'),
      hashPassword('another one 12'),
    ]);
    expect(argon2.most).toBe(MAX_CONCURRENT_ARGON2);
    expect(answers.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => i % 3 === 1));
    expect(await verifyPassword(answers[12] as string, 'a new password 12')).toBe(true);
  });

  it('still verifies against a dummy hash when the account is unknown, so it costs as much as a wrong password', async () => {
    expect(await verifyPassword(undefined, 'whatever it is')).toBe(false);
    expect(argon2.verifiedHashes).toHaveLength(1);
    expect(argon2.verifiedHashes[0]).toMatch(/^\$argon2id\$/);
  });

  it('answers false for a malformed stored hash and frees its slot', async () => {
    for (let i = 0; i < MAX_CONCURRENT_ARGON2 + 1; i += 1)
      expect(await verifyPassword('not-a-hash', 'some password here')).toBe(false);
    expect(await verifyPassword(await hashPassword('still works 123'), 'still works 123')).toBe(true);
  });
});

describe('concurrencyLimit', () => {
  it('starts waiting tasks in the order they came, as slots free up, even after a failure', async () => {
    const limited = concurrencyLimit(1);
    const started: number[] = [];
    const task = (n: number, fail = false) =>
      limited(async () => {
        started.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (fail) throw new Error(`task ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([task(1, true), task(2), task(3), task(4)]);
    expect(started).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});
