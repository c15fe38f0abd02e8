/**
 * An access token, kept until `marginMs` before it expires (or half its lifetime, for a short-lived
 * one), so that a request never leaves with a token that dies on the way. Concurrent callers share
 * one request for a new token.
 */
export class CachedToken {
  private token: { value: string; expiresAt: number } | null = null;
  private inFlight: Promise<string> | null = null;

  constructor(
    private readonly marginMs: number,
    private readonly fetch: () => Promise<{ value: string; lifetimeSeconds: number }>,
  ) {}

  get(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt) return Promise.resolve(this.token.value);
    this.inFlight ??= this.fetch()
      .then(({ value, lifetimeSeconds }) => {
        const lifetimeMs = lifetimeSeconds * 1000;
        this.token = { value, expiresAt: Date.now() + Math.max(lifetimeMs - this.marginMs, lifetimeMs / 2) };
        return value;
      })
      .finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  /** Forgets the token the server refused; `value`: only if a concurrent call has not replaced it yet. */
  drop(value?: string): void {
    if (value === undefined || this.token?.value === value) this.token = null;
  }
}
