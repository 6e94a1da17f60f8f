import { hash, verify } from '@node-rs/argon2';

/** The demo accounts' password; refused in production. */
export const DEMO_PASSWORD = 'Casework!demo1';

// OWASP-recommended argon2id parameters (19 MiB, 2 passes); argon2id is the library's default algorithm.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash it still verifies against a dummy one,
 * so an unknown e-mail takes as long as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('casework-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

export function passwordProblem(password: string, env: string): string | null {
  if (password.length < 12) return 'Use a password of at least 12 characters.';
  if (password.length > 256) return 'Use a password of at most 256 characters.';
  if (env === 'production' && password === DEMO_PASSWORD)
    return 'The demo password cannot be used in production.';
  return null;
}
