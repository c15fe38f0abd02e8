import { Logger } from '@nestjs/common';
import { CachedToken } from './cached-token.js';
import {
  HttpUnavailable,
  jsonService,
  sendJson,
  type JsonAnswer,
  type JsonService,
  type JsonServiceOptions,
} from './json-http.js';

/**
 * What the clients of our payment services share: the service's settings, one cached bearer token,
 * and one request with its attempts. Only what may be the network's or the service's passing fault is
 * tried again (no answer, timeout, 5xx); a 4xx is an answer and is returned as it is. A service that
 * never answered is reported as the client's own error.
 */
export abstract class TokenJsonClient {
  protected readonly logger: Logger;
  protected readonly service: JsonService;
  protected readonly token: CachedToken;

  constructor(loggerName: string, options: JsonServiceOptions, tokenMarginMs: number) {
    this.logger = new Logger(loggerName);
    this.service = jsonService(options);
    this.token = new CachedToken(tokenMarginMs, () => this.fetchToken());
  }

  /** A new token from the service, and how many seconds it lives. */
  protected abstract fetchToken(): Promise<{ value: string; lifetimeSeconds: number }>;

  /** The error thrown when every attempt went unanswered. */
  protected abstract unreachable(err: HttpUnavailable): Error;

  /** `retries`: extra attempts, the service's own unless the call must not be repeated. */
  protected async send(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
    retries = this.service.retries,
  ): Promise<JsonAnswer> {
    try {
      return await sendJson({
        method,
        url,
        headers,
        body,
        retries,
        backoffMs: this.service.backoffMs,
        timeoutMs: this.service.timeoutMs,
        logger: this.logger,
      });
    } catch (err) {
      if (err instanceof HttpUnavailable) throw this.unreachable(err);
      throw err;
    }
  }
}
