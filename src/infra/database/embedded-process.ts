import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EmbeddedPostgres } from './embedded-postgres.js';

/** The built entry of the embedded database process; absent when the app runs from its TypeScript sources. */
export const EMBEDDED_DB_ENTRY = fileURLToPath(new URL('../../cli/embedded-db.js', import.meta.url));

/** Starts the embedded PostgreSQL in a child process and resolves once it accepts connections. */
export function startEmbeddedProcess(opts: { dataDir: string; maxConnections: number }): Promise<EmbeddedPostgres> {
  const child = fork(EMBEDDED_DB_ENTRY, [opts.dataDir, String(opts.maxConnections)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the embedded database stopped while starting (exit code ${code})`)));
    child.once('message', (message: { url: string; fresh: boolean }) => {
      child.removeAllListeners('exit');
      resolve({
        url: message.url,
        fresh: message.fresh,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

export const canRunEmbeddedProcess = (): boolean => existsSync(EMBEDDED_DB_ENTRY);
