/** What a batch answers for a call of its own that failed, while the others got theirs. */
export class CallFailed {
  constructor(readonly error: unknown) {}
}

/**
 * Turns many concurrent calls into few: at most one batch is under way; the calls that arrive meanwhile
 * wait and go together in the next one (up to `max`). An idle batcher starts at once, so a lone call
 * waits for nothing; under load, one round trip serves a whole queue. A batch that fails fails each of
 * its calls, and the batcher goes on with the next.
 */
export class BatchedCalls<I, O> {
  private queue: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  private busy = false;

  constructor(
    /** answers one output per input, in the same order (a CallFailed rejects that call alone) */
    private readonly run: (items: I[]) => Promise<(O | CallFailed)[]>,
    private readonly max = 100,
  ) {}

  /** Nothing waits and no batch is under way. */
  get idle(): boolean {
    return !this.busy && !this.queue.length;
  }

  call(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.busy || !this.queue.length) return;
    this.busy = true;
    const batch = this.queue.splice(0, this.max);
    const settle = () => {
      this.busy = false;
      this.next();
    };
    this.run(batch.map((c) => c.item)).then(
      (outputs) => {
        batch.forEach((c, i) => {
          const out = outputs[i];
          if (out instanceof CallFailed) c.reject(out.error);
          else c.resolve(out as O);
        });
        settle();
      },
      (err) => {
        for (const c of batch) c.reject(err);
        settle();
      },
    );
  }
}
