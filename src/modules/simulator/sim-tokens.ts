import { randomBytes } from 'node:crypto';

/**
 * The OAuth2 access tokens a simulated gateway issued, each live until its lifetime ends. Expired
 * ones are dropped whenever a new one is issued, so a long demo does not keep them all.
 */
export abstract class SimTokens {
  private readonly tokens = new Map<string, number>();
  /** Tokens issued since start (tests check that the client caches its token). */
  tokensIssued = 0;

  issueToken(lifetimeSeconds: number): string {
    const now = Date.now();
    for (const [token, expiresAt] of this.tokens) if (expiresAt < now) this.tokens.delete(token);
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, now + lifetimeSeconds * 1000);
    this.tokensIssued++;
    return token;
  }

  isLiveToken(token: string): boolean {
    const expiresAt = this.tokens.get(token);
    return expiresAt !== undefined && Date.now() < expiresAt;
  }

  /** Forgets every token, as an authorization server does when credentials are rotated. */
  revokeTokens(): void {
    this.tokens.clear();
  }
}
