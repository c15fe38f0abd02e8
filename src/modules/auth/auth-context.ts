import type { Session } from './session.entity.js';
import type { User } from '../users/index.js';

/** What every signed-in request knows of its account without making entities (guards, logs, a purchase). */
export interface AuthAccount {
  readonly id: number;
  readonly status: string;
  readonly phone: string | null;
  readonly emailVerifiedAt: Date | null;
  readonly mustChangePassword: boolean;
  readonly twoFactorEnabledAt: Date | null;
}

export interface AuthContext {
  readonly account: AuthAccount;
  readonly sessionId: string;
  readonly roles: string[];
  /** The session, with its user, the user's roles and country, as entities of an EntityManager of their own. */
  readonly session: Session;
  readonly user: User;
}

/**
 * A signed-in request's context whose entities are made on first use: turning the kept session into
 * entities was a tenth of a ticket purchase's work, which reads only `account` and `roles`.
 */
export class SignedIn implements AuthContext {
  #session?: Session;

  constructor(
    readonly account: AuthAccount,
    readonly sessionId: string,
    readonly roles: string[],
    private readonly materialize: () => Session,
  ) {}

  get session(): Session {
    this.#session ??= this.materialize();
    return this.#session;
  }

  get user(): User {
    return this.session.user;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}
