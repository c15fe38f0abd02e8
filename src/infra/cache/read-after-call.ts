/**
 * Shares one read among concurrent callers without ever answering a caller with a read that began
 * before it called: whoever arrives while a read is under way waits for the next one, which all of
 * them share. At most one read is in flight, and each caller sees every write committed before its call.
 */
export class ReadAfterCall<T> {
  private current?: Promise<T>;
  private next?: Promise<T>;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.current) return this.start();
    this.next ??= this.current.then(
      () => this.afterCurrent(),
      () => this.afterCurrent(),
    );
    return this.next;
  }

  private afterCurrent(): Promise<T> {
    this.next = undefined;
    return this.current ?? this.start();
  }

  private start(): Promise<T> {
    const run = this.read();
    this.current = run;
    const done = () => {
      if (this.current === run) this.current = undefined;
    };
    run.then(done, done);
    return run;
  }
}
