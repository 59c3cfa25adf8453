import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from '../../concurrency-limit';

/** argon2id with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane (DESIGN.md). */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: a const enum, which isolatedModules cannot read from a declaration file.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `passwordHash`. Without a hash (unknown e-mail, temporary user) it
   * verifies against a dummy hash and answers false, so both cases take as long as a real check.
   */
  verify(passwordHash: string | null | undefined, password: string): Promise<boolean>;
}

/**
 * @node-rs/argon2 hashes on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says
 * otherwise), which file-system work and DNS lookups share. The hashes do not block the event loop,
 * but four of them at once on a two-core machine take the cores from it: bench/login.mjs measured
 * /api/health's p99 at 60-320 ms during 20 concurrent logins without this limit, 11-28 ms with it.
 * So no more hashes than cores run at once (19 MiB each), and one pool thread stays free.
 */
function defaultConcurrency(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(availableParallelism(), pool - 1));
}

/** Computes the dummy hash once, at start-up, so the first unknown-e-mail login is not faster. */
export async function createPasswordHasher(concurrency = defaultConcurrency()): Promise<PasswordHasher> {
  const limited = concurrencyLimit(concurrency);
  const dummyHash = await hash('dummy password that no account has', ARGON2_OPTIONS);
  return {
    hash: (password) => limited(() => hash(password, ARGON2_OPTIONS)),
    verify: async (passwordHash, password) => {
      const matches = await limited(() => verify(passwordHash ?? dummyHash, password).catch(() => false));
      return Boolean(passwordHash) && matches;
    },
  };
}
