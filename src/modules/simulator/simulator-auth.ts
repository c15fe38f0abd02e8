import { timingSafeEqual } from 'node:crypto';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { SIMULATOR_CREDENTIALS } from '../../config/gateways.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { SimulatorStore } from './simulator.store.js';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The user and password of an HTTP Basic header (percent-decoded, as OAuth2 clients encode them). */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  if (at < 0) return null;
  try {
    return { user: decodeURIComponent(decoded.slice(0, at)), password: decodeURIComponent(decoded.slice(at + 1)) };
  } catch {
    return null;
  }
}

export function isSimulatorClient(clientId: string, clientSecret: string): boolean {
  return same(clientId, SIMULATOR_CREDENTIALS.clientId) && same(clientSecret, SIMULATOR_CREDENTIALS.clientSecret);
}

/**
 * E-Billing's merchant API accepts HTTP Basic `username:shared_key` or a bearer token from the
 * client-credentials endpoint; the simulator checks both against its fixed credentials.
 */
@Injectable()
export class SimulatorAuthGuard implements CanActivate {
  constructor(private readonly store: SimulatorStore) {}

  canActivate(ctx: ExecutionContext): boolean {
    const header = ctx.switchToHttp().getRequest<Request>().headers.authorization;
    if (header?.startsWith('Bearer ') && this.store.isLiveToken(header.slice(7).trim())) return true;
    const basic = header?.startsWith('Basic ') ? Buffer.from(header.slice(6).trim(), 'base64').toString('utf8') : null;
    if (basic !== null) {
      const at = basic.indexOf(':');
      const ok =
        at > 0 &&
        same(basic.slice(0, at), SIMULATOR_CREDENTIALS.username) &&
        same(basic.slice(at + 1), SIMULATOR_CREDENTIALS.sharedKey);
      if (ok) return true;
    }
    throw new DomainError(401, 'simulator.errors.unauthorized', { code: 'merchant_unauthorized' });
  }
}
