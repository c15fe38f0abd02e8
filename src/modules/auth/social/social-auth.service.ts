import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { APP_CONFIG, SOCIAL_PROVIDERS, type AppConfig, type SocialProviderName } from '../../../config/config.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { Country } from '../../geo/index.js';
import { hashPassword } from '../../users/index.js';
import { User, UserAccounts } from '../../users/index.js';
import { emailIs, normalizeEmail } from '../../users/index.js';
import { SessionsService, TOKEN_AUDIENCE, type ClientMeta, type IssuedSession } from '../sessions.service.js';
import { SocialIdentity } from './social-identity.entity.js';
import { OidcClients, quirksOf, toProfile, type SocialProfile } from './social-oidc.js';

export const OAUTH_COOKIE = 'mbolo_oauth';
const OAUTH_AUDIENCE = 'mbolo:oauth';
const OAUTH_TTL_SECONDS = 600;
/** Authorization-response parameters we pass on to openid-client; anything else the provider adds is dropped. */
const RESPONSE_PARAMS = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri'];

/** What the signed state cookie carries between the redirect and the callback. */
interface OAuthState {
  p: SocialProviderName;
  st: string;
  n: string;
  cv: string;
  r: string | null;
}

export type SocialOutcome =
  | { kind: 'session'; issued: IssuedSession; user: User; redirect: string | null }
  | { kind: 'two_factor'; challenge: string; user: User; redirect: string | null };

/** The provider's failure, by a key without parameters: the callback page translates the bare key. */
const providerError = (provider: SocialProviderName, status: 400 | 503 = 400) =>
  new DomainError(status, `social.errors.provider.${provider}`, { code: 'provider_error' });

/** A same-site path ("/customer?tab=1"), or null for anything that could leave the site. */
export function safeRedirectPath(value: unknown, appUrl: string): string | null {
  if (typeof value !== 'string' || value.length > 500 || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = new URL(appUrl);
    const url = new URL(value, base);
    return url.origin === base.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/**
 * Sign-in with Google, Facebook or Apple by OpenID Connect (code flow, PKCE S256, state, nonce). The
 * account is found by its linked identity, else by an e-mail both sides have verified, else created.
 */
@Injectable()
export class SocialAuthService {
  private readonly logger = new Logger('SocialAuth');
  private readonly clients: OidcClients;

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: UserAccounts,
  ) {
    this.clients = new OidcClients(!config.isProduction);
  }

  /** The providers configured by env, in display order. */
  enabledProviders(): SocialProviderName[] {
    return SOCIAL_PROVIDERS.filter((name) => !!this.config.social[name]);
  }

  /** The provider named in the URL, or 404 when unknown or not configured. */
  provider(name: string): SocialProviderName {
    const found = this.enabledProviders().find((p) => p === name);
    if (!found) throw new DomainError(404, 'social.errors.unavailable', { code: 'provider_unavailable' });
    return found;
  }

  redirectUri(provider: SocialProviderName): string {
    return `${this.config.appUrl.replace(/\/$/, '')}/api/auth/${provider}/callback`;
  }

  /** Whether the provider's answer comes back by a cross-site POST (its state cookie must then be SameSite=None). */
  usesFormPost(provider: SocialProviderName): boolean {
    return !!quirksOf(provider).formPost;
  }

  /** The authorization URL to send the browser to, and the signed cookie that remembers this attempt. */
  async start(provider: SocialProviderName, redirect: unknown): Promise<{ url: string; cookie: string }> {
    const client = await this.client(provider);
    const state: OAuthState = {
      p: provider,
      st: oidc.randomState(),
      n: oidc.randomNonce(),
      cv: oidc.randomPKCECodeVerifier(),
      r: safeRedirectPath(redirect, this.config.appUrl),
    };
    const params: Record<string, string> = {
      redirect_uri: this.redirectUri(provider),
      scope: quirksOf(provider).scope,
      response_type: 'code',
      state: state.st,
      nonce: state.n,
      code_challenge: await oidc.calculatePKCECodeChallenge(state.cv),
      code_challenge_method: 'S256',
    };
    if (quirksOf(provider).formPost) params.response_mode = 'form_post';
    const url = oidc.buildAuthorizationUrl(client, params).href;
    const cookie = await this.jwt.signAsync({ ...state }, { audience: OAUTH_AUDIENCE, expiresIn: OAUTH_TTL_SECONDS });
    return { url, cookie };
  }

  /**
   * Checks the provider's answer against the cookie, exchanges the code and signs the user in.
   * Throws DomainError with the i18n key to show (the controller turns it into a redirect or JSON).
   */
  async complete(
    provider: SocialProviderName,
    response: Record<string, unknown>,
    cookie: string | undefined,
    meta: ClientMeta,
  ): Promise<SocialOutcome> {
    const state = await this.readState(cookie);
    if (!state || state.p !== provider || typeof response.state !== 'string' || response.state !== state.st) {
      throw new DomainError(400, 'social.errors.invalid_response', { code: 'invalid_state' });
    }
    if (typeof response.error === 'string') {
      if (response.error === 'access_denied' || response.error === 'user_cancelled_authorize') {
        throw new DomainError(400, 'social.errors.cancelled', { code: 'cancelled' });
      }
      throw providerError(provider);
    }
    const profile = await this.exchange(provider, response, state);
    if (!profile) throw new DomainError(400, 'social.errors.invalid_response', { code: 'invalid_response' });
    this.applyAppleName(provider, profile, response.user);
    // two first sign-ins at once race on the identity's unique key: the retry finds the winner's row
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.signIn(provider, profile, meta, state.r);
      } catch (err) {
        if (!(err instanceof UniqueConstraintViolationException) || attempt >= 2) throw err;
      }
    }
  }

  private async client(provider: SocialProviderName): Promise<oidc.Configuration> {
    try {
      return await this.clients.get(provider, this.config.social[provider]!);
    } catch {
      throw providerError(provider, 503);
    }
  }

  private async readState(cookie: string | undefined): Promise<OAuthState | null> {
    if (!cookie) return null;
    try {
      const payload = await this.jwt.verifyAsync<OAuthState>(cookie, {
        audience: OAUTH_AUDIENCE,
        algorithms: ['HS256'],
      });
      return payload.st && payload.n && payload.cv ? payload : null;
    } catch {
      return null;
    }
  }

  /** Code → tokens (PKCE), then the ID token's claims, checked by openid-client (signature, iss, aud, exp, nonce). */
  private async exchange(
    provider: SocialProviderName,
    response: Record<string, unknown>,
    state: OAuthState,
  ): Promise<SocialProfile | null> {
    const client = await this.client(provider);
    // openid-client derives the token request's redirect_uri from this URL: it must be the registered one
    const current = new URL(this.redirectUri(provider));
    for (const key of RESPONSE_PARAMS) {
      const value = response[key];
      if (typeof value === 'string') current.searchParams.set(key, value);
    }
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(client, current, {
        expectedState: state.st,
        expectedNonce: state.n,
        pkceCodeVerifier: state.cv,
      });
    } catch (err) {
      this.logger.warn({ err, provider }, 'Social sign-in: code exchange or ID token rejected');
      throw providerError(provider);
    }
    const claims = tokens.claims() as Record<string, unknown> | undefined;
    const profile = claims ? toProfile(claims) : null;
    if (profile && !profile.email && client.serverMetadata().userinfo_endpoint) {
      // some providers keep the e-mail out of the ID token; userinfo is bound to the same subject
      try {
        const info = toProfile(await oidc.fetchUserInfo(client, tokens.access_token, profile.subject));
        if (info?.email) Object.assign(profile, { email: info.email, emailVerified: info.emailVerified });
        profile.firstName ??= info?.firstName ?? null;
        profile.lastName ??= info?.lastName ?? null;
      } catch (err) {
        this.logger.warn({ err, provider }, 'Social sign-in: userinfo failed');
      }
    }
    return profile;
  }

  /** Apple gives the name once, on the first sign-in, in a `user` form field next to the code (not signed). */
  private applyAppleName(provider: SocialProviderName, profile: SocialProfile, raw: unknown) {
    if (provider !== 'apple' || typeof raw !== 'string' || raw.length > 2000) return;
    try {
      const name = (JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } }).name;
      if (typeof name?.firstName === 'string') profile.firstName ??= name.firstName.trim() || null;
      if (typeof name?.lastName === 'string') profile.lastName ??= name.lastName.trim() || null;
    } catch {
      // a malformed name only costs us the name
    }
  }

  private async signIn(
    provider: SocialProviderName,
    profile: SocialProfile,
    meta: ClientMeta,
    redirect: string | null,
  ): Promise<SocialOutcome> {
    return this.em.fork().transactional(async (tx) => {
      const identity = await tx.findOne(
        SocialIdentity,
        { provider, subject: profile.subject },
        { populate: ['user', 'user.roles', 'user.country'] },
      );
      const user = identity?.user ?? (await this.findOrCreateUser(tx, profile));
      if (!identity) tx.create(SocialIdentity, { provider, subject: profile.subject, user });
      if (user.status !== 'active')
        throw new DomainError(403, 'social.errors.suspended', { code: 'account_suspended' });
      // the provider vouches for the address the account still has: that verifies it here too
      if (!user.emailVerifiedAt && profile.emailVerified && profile.email === user.email.toLowerCase())
        this.accounts.markEmailVerified(user);
      await tx.flush(); // a new user needs its id before a token can name it
      if (user.twoFactorEnabledAt) {
        // same challenge as a password login (AuthService.login): the code is still asked for
        const challenge = await this.jwt.signAsync(
          { purpose: '2fa', remember: false },
          { subject: String(user.id), audience: `${TOKEN_AUDIENCE}:2fa`, expiresIn: 300 },
        );
        return { kind: 'two_factor', challenge, user, redirect };
      }
      const issued = await this.sessions.create(tx, user, meta, false);
      this.accounts.recordSignIn(user);
      return { kind: 'session', issued, user, redirect };
    });
  }

  /**
   * Links by e-mail only when the provider has verified it and so has Mbolo: linking to an unverified
   * local account would let whoever registered that address first keep a password into the owner's account.
   */
  private async findOrCreateUser(tx: EntityManager, profile: SocialProfile): Promise<User> {
    const email = profile.email && normalizeEmail(profile.email);
    if (!email) throw new DomainError(422, 'social.errors.email_missing', { code: 'email_missing' });
    if (email.length > 100) throw new DomainError(400, 'social.errors.invalid_response', { code: 'invalid_response' });
    const existing = await tx.findOne(User, emailIs(email), { populate: ['roles', 'country'] });
    if (existing) {
      if (profile.emailVerified && existing.emailVerifiedAt) return existing;
      throw new DomainError(409, 'social.errors.email_in_use', { code: 'email_in_use' });
    }
    const [first, ...rest] = (profile.name ?? '').split(/\s+/).filter(Boolean);
    return this.accounts.createAccount(tx, {
      firstName: (profile.firstName ?? first ?? email.split('@')[0]!).slice(0, 100),
      lastName: (profile.lastName ?? rest.join(' ')).slice(0, 100),
      email,
      phone: null,
      // no password: a random one nobody knows; the owner can set one through "forgot password"
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      country: await tx.findOne(Country, { iso2: 'GA' }),
      role: 'Particulier',
      emailVerifiedAt: profile.emailVerified ? new Date() : null,
    });
  }
}
