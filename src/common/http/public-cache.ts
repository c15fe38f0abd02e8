import {
  Inject,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { lastValueFrom, of, throwError, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { VersionedCache } from '../../infra/cache/data-versions.js';
import { MicroCache, PUBLIC_TABLES } from '../../infra/cache/micro-cache.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import {
  ANONYMOUS_CACHE_CONTROL,
  ANONYMOUS_VARY,
  cachedPage,
  sendCachedPage,
  type CachedPage,
} from './cached-response.js';
import { envelope } from './envelope.js';
import { requestLocale } from './request-locale.js';

/** A request that may be given what every anonymous caller gets: no session of any kind (even one no longer valid). */
const anonymous = (req: Request) =>
  !req.auth && !req.headers.authorization && !req.headers.cookie?.includes(`${SESSION_COOKIE}=`);
const keyOf = (req: Request) => `${requestLocale(req)} ${req.originalUrl}`;

/** The public API answers kept in the micro-cache (see MicroCache), keyed by language and URL. */
@Injectable()
export class PublicAnswers {
  readonly cache: MicroCache<CachedPage | null>;

  constructor(versions: VersionedCache, @Inject(APP_CONFIG) config: AppConfig) {
    this.cache = new MicroCache(config.publicCacheMs, () => versions.stamp(PUBLIC_TABLES));
  }
}

/**
 * Public API reads answered alike to every anonymous caller (catalogue lists, results, reference data):
 * the first caller's answer is serialised once and kept; a request carrying a session always goes to
 * the handler.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly answers: PublicAnswers) {}

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = ctx.switchToHttp().getRequest<Request>();
    if (!this.answers.cache.enabled || req.method !== 'GET' || !anonymous(req)) return next.handle();
    let failure: unknown;
    const { value, hit } = await this.answers.cache.get(keyOf(req), async () => {
      try {
        // kept as sent: this route's interceptor runs inside the global EnvelopeInterceptor, which leaves a string alone
        const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
        return {
          value: cachedPage(200, [['Content-Type', 'application/json; charset=utf-8']], JSON.stringify(envelope(body))),
          keep: true,
        };
      } catch (err) {
        // an error is this caller's answer (its filter turns it into JSON), never kept
        failure = err;
        return { value: null, keep: false };
      }
    });
    if (failure !== undefined || !value) return throwError(() => failure);
    const res = ctx.switchToHttp().getResponse<Response>();
    res.setHeader('Cache-Control', ANONYMOUS_CACHE_CONTROL);
    res.setHeader('Vary', ANONYMOUS_VARY);
    res.setHeader('X-Cache', hit ? 'hit' : 'miss');
    // a string is sent as is: Express keeps this type and ETag, and answers 304 when it matches
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('ETag', value.etag);
    return of(value.body.toString());
  }
}

/** Marks a public GET whose answer is the same for every anonymous caller. */
export const PublicCache = () => UseInterceptors(PublicCacheInterceptor);

/**
 * Ahead of the framework's routing: a kept answer goes straight out, as the interceptor would send it,
 * unless the site is in maintenance. Only URLs a @PublicCache() route answered are ever kept, so every
 * other request passes through.
 */
export function publicAnswersFastPath(answers: PublicAnswers, open: () => Promise<boolean>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !req.path.startsWith('/api/') ||
      !answers.cache.enabled ||
      !anonymous(req)
    )
      return next();
    Promise.all([answers.cache.peek(keyOf(req)), open()]).then(
      ([kept, isOpen]) => (kept && isOpen ? sendCachedPage(req, res, kept, 'hit') : next()),
      () => next(),
    );
  };
}
