import { Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import type { SocialProviderConfig, SocialProviderName } from '../../../config/config.js';

interface ProviderQuirks {
  scope: string;
  /** The provider answers by a cross-site POST (response_mode=form_post) instead of a redirect. */
  formPost?: boolean;
  /** Server metadata the discovery document lacks, filled in only when missing. */
  metadataDefaults?: Partial<oidc.ServerMetadata>;
}

const QUIRKS: Record<SocialProviderName, ProviderQuirks> = {
  google: { scope: 'openid email profile' },
  // Facebook's discovery document describes only its implicit flow; the code flow with PKCE (the one we
  // use) exchanges the code at the Graph API, which the document does not name.
  facebook: {
    scope: 'openid email public_profile',
    metadataDefaults: { token_endpoint: 'https://graph.facebook.com/v21.0/oauth/access_token' },
  },
  // Apple insists on form_post as soon as the name or e-mail scopes are asked for.
  apple: { scope: 'openid email name', formPost: true },
};

export const quirksOf = (provider: SocialProviderName) => QUIRKS[provider];

/** What we keep from an ID token (and the userinfo endpoint when the token lacks the e-mail). */
export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Apple sends email_verified as the string "true"; the others as a boolean. */
export function toProfile(claims: Record<string, unknown>): SocialProfile | null {
  const subject = str(claims.sub);
  if (!subject) return null;
  return {
    subject,
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: str(claims.given_name),
    lastName: str(claims.family_name),
    name: str(claims.name),
  };
}

/**
 * Discovered client configurations, one per provider. Discovery happens on first use (a provider down
 * at boot must not stop the app) and a failure is forgotten so that the next sign-in tries again.
 */
export class OidcClients {
  private readonly logger = new Logger('SocialAuth');
  private readonly cache = new Map<SocialProviderName, Promise<oidc.Configuration>>();

  constructor(private readonly allowHttp: boolean) {}

  get(provider: SocialProviderName, settings: SocialProviderConfig): Promise<oidc.Configuration> {
    let pending = this.cache.get(provider);
    if (!pending) {
      pending = this.discover(provider, settings).catch((err: unknown) => {
        this.cache.delete(provider);
        this.logger.warn({ err, provider }, 'OpenID discovery failed');
        throw err;
      });
      this.cache.set(provider, pending);
    }
    return pending;
  }

  private async discover(provider: SocialProviderName, s: SocialProviderConfig): Promise<oidc.Configuration> {
    const issuer = new URL(s.issuer);
    // plain http only for a local test issuer, never in production
    const execute = issuer.protocol === 'http:' && this.allowHttp ? [oidc.allowInsecureRequests] : [];
    let config = await oidc.discovery(issuer, s.clientId, s.clientSecret, undefined, { execute, timeout: 10 });
    const defaults = QUIRKS[provider].metadataDefaults ?? {};
    const discovered = config.serverMetadata() as unknown as Record<string, unknown>;
    const missing = Object.entries(defaults).filter(([key]) => discovered[key] === undefined);
    if (missing.length) {
      // serverMetadata() carries helper functions: keep the plain data only
      const plain = JSON.parse(JSON.stringify(discovered)) as oidc.ServerMetadata;
      config = new oidc.Configuration({ ...plain, ...Object.fromEntries(missing) }, s.clientId, s.clientSecret);
      config.timeout = 10;
      for (const fn of execute) fn(config);
    }
    return config;
  }
}
