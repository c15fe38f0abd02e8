import argon2 from 'argon2';

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 passes. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes run at once; the others wait their turn. Each takes 19 MiB and a thread
 * of libuv's pool: a burst of logins must not exhaust memory or starve file and DNS work.
 */
export const MAX_CONCURRENT_HASHES = 4;

let running = 0;
let done = 0;
const waiting: (() => void)[] = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    done += 1;
    // hand the slot straight to the next in line, or free it
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(plain: string): Promise<string> {
  return bounded(() => argon2.hash(plain, OPTIONS));
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await bounded(() => argon2.verify(hash, plain));
  } catch {
    return false;
  }
}

/** Hashes and checks running now, waiting, and finished since start (for tests and diagnostics). */
export function hashingLoad(): { running: number; waiting: number; done: number } {
  return { running, waiting: waiting.length, done };
}
