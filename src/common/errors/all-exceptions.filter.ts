import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { translator } from '../i18n/server-i18n.js';
import { loggablePath } from '../http/log-redaction.js';
import { requestLocale } from '../http/request-locale.js';
import { DomainError, type FieldErrors } from './domain-error.js';
import type { ErrorBody } from './error-response.js';

const STATUS_KEYS: Record<number, string> = {
  400: 'errors.bad_request',
  401: 'errors.unauthenticated',
  403: 'errors.forbidden',
  404: 'errors.not_found',
  405: 'errors.method_not_allowed',
  409: 'errors.conflict',
  413: 'errors.payload_too_large',
  415: 'errors.unsupported_media_type',
  422: 'errors.validation',
  429: 'errors.too_many_requests',
  503: 'errors.unavailable',
};

/** Turns anything thrown while answering into the one JSON error shape; never leaks a stack trace. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    if (!res || typeof res.status !== 'function') return; // not HTTP (websocket): handled elsewhere
    const { status, body } = toErrorBody(exception, req);
    if (status >= 500) this.logger.error({ err: exception, url: loggablePath(req.originalUrl) }, 'Unhandled error');
    if (res.headersSent) return;
    res.status(status).json(body);
  }
}

export function toErrorBody(exception: unknown, req: Pick<Request, 'headers'>): { status: number; body: ErrorBody } {
  const t = translator(requestLocale(req));
  const tr = (list: FieldErrors | undefined): FieldErrors | undefined =>
    list && Object.fromEntries(Object.entries(list).map(([k, msgs]) => [k, msgs.map((m) => t(m))]));

  if (exception instanceof DomainError) {
    return {
      status: exception.status,
      body: {
        success: false,
        message: t(exception.messageKey, exception.options.params ?? {}),
        ...(exception.options.errors ? { errors: tr(exception.options.errors) } : {}),
        ...(exception.options.code ? { error_code: exception.options.code } : {}),
      },
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const key = STATUS_KEYS[status] ?? (status >= 500 ? 'errors.server' : 'errors.bad_request');
    return { status, body: { success: false, message: t(key), error_code: codeOf(status) } };
  }
  const maybeHttp = exception as { status?: number; statusCode?: number; type?: string };
  const status = maybeHttp?.status ?? maybeHttp?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // body-parser and similar middleware errors carry their own status
    const key =
      maybeHttp.type === 'entity.parse.failed'
        ? 'errors.malformed_json'
        : (STATUS_KEYS[status] ?? 'errors.bad_request');
    return { status, body: { success: false, message: t(key), error_code: codeOf(status) } };
  }
  if (isBadInputAtDatabase(exception)) {
    return { status: 400, body: { success: false, message: t('errors.bad_request'), error_code: 'bad_request' } };
  }
  return { status: 500, body: { success: false, message: t('errors.server'), error_code: 'server_error' } };
}

/**
 * Values PostgreSQL refuses whatever the query (a NUL character in text, an integer out of range, an
 * impossible date) come from what the client sent: a 400, not a server failure.
 */
const BAD_INPUT_SQLSTATES = new Set(['22021', '22P05', '22003', '22007', '22008', '22P02']);

function isBadInputAtDatabase(exception: unknown): boolean {
  const e = exception as { code?: unknown; sqlState?: unknown; cause?: { code?: unknown } } | null;
  const state = [e?.sqlState, e?.code, e?.cause?.code].find((v) => typeof v === 'string');
  return typeof state === 'string' && BAD_INPUT_SQLSTATES.has(state);
}

function codeOf(status: number): string {
  return (
    {
      400: 'bad_request',
      401: 'unauthenticated',
      403: 'forbidden',
      404: 'not_found',
      405: 'method_not_allowed',
      409: 'conflict',
      413: 'payload_too_large',
      415: 'unsupported_media_type',
      422: 'validation_failed',
      429: 'too_many_requests',
      503: 'unavailable',
    }[status] ?? 'error'
  );
}
