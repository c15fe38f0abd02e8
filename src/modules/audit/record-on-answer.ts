import type { ServerResponse } from 'node:http';

/**
 * Runs `record` once for a successful answer (status below 400), and never for a refused one (bad
 * filters, unknown id). A handler that writes its own answer starts it as the answer's head goes out,
 * and the answer's end waits for it (when it fails the answer is cut off); a handler that returns its
 * answer awaits `beforeAnswer`, so that the record is written before a byte is sent. Either way a
 * download the client drops once started is recorded, and a failed record reaches `beforeAnswer`'s caller.
 */
export function recordOnAnswer(res: ServerResponse, record: () => Promise<void>): { beforeAnswer(): Promise<void> } {
  let recorded: Promise<void> | undefined;
  const start = (status: number) => {
    if (!recorded && status < 400) {
      recorded = record();
      // its failure is reported by beforeAnswer; an answer that never gets there must not crash the process
      recorded.catch(() => undefined);
    }
    return recorded;
  };
  const writeHead = res.writeHead as (...a: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    start(status);
    return writeHead.call(this, status, ...rest);
  } as typeof res.writeHead;
  const end = res.end as (...a: unknown[]) => ServerResponse;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    // a head already sent started it (or was a refusal); an answer ended at once starts it here
    const pending = start(this.statusCode);
    if (!pending) return end.apply(this, args);
    pending.then(
      () => end.apply(this, args),
      () => this.destroy(),
    );
    return this;
  } as typeof res.end;
  return {
    beforeAnswer: async () => {
      await start(res.statusCode);
    },
  };
}
