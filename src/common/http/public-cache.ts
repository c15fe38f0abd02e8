import { Inject, Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { of, tap, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { VersionedCache } from '../../infra/cache/data-versions.js';
import { MicroCache, PUBLIC_TABLES } from '../../infra/cache/micro-cache.js';
import { SESSION_COOKIE } from '../../modules/auth/sessions.service.js';
import { requestLocale } from './request-locale.js';

/**
 * Public API reads answered alike to every anonymous caller (catalogue lists, results, reference data):
 * kept a moment in the micro-cache (see MicroCache), keyed by URL and language. A request carrying a
 * session (header or cookie) always goes to the handler. Express adds the ETag, and a 304 when it matches.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  private readonly cache: MicroCache<unknown>;

  constructor(versions: VersionedCache, @Inject(APP_CONFIG) config: AppConfig) {
    this.cache = new MicroCache(config.publicCacheMs, () => versions.stamp(PUBLIC_TABLES));
  }

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = ctx.switchToHttp().getRequest<Request>();
    // either session cookie name (plain or __Host- prefixed), even one no longer valid
    const signedIn = !!req.auth || !!req.headers.authorization || !!req.headers.cookie?.includes(`${SESSION_COOKIE}=`);
    if (!this.cache.enabled || req.method !== 'GET' || signedIn) return next.handle();
    const res = ctx.switchToHttp().getResponse<Response>();
    const key = `${requestLocale(req)} ${req.originalUrl}`;
    const { hit, stamp } = await this.cache.lookup(key);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Cookie, Authorization, Accept-Language');
    res.setHeader('X-Cache', hit ? 'hit' : 'miss');
    if (hit) return of(hit);
    return next.handle().pipe(tap((body) => this.cache.set(key, stamp, body)));
  }
}

/** Marks a public GET whose answer is the same for every anonymous caller. */
export const PublicCache = () => UseInterceptors(PublicCacheInterceptor);
