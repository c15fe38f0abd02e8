import { Readable } from 'node:stream';
import {
  Injectable,
  SetMetadata,
  StreamableFile,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { REDIRECT_METADATA, RESPONSE_PASSTHROUGH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { map, type Observable } from 'rxjs';

/**
 * The API's success answers: `{ success: true, data }`, with `pagination` for
 * a list page and `message` for a write the user is told about. Handlers return the data (or one of the
 * helpers below); EnvelopeInterceptor adds the envelope. Errors get theirs from AllExceptionsFilter.
 */
export interface Envelope<T> {
  success: true;
  data: T;
}
export interface PagedEnvelope<T, P> extends Envelope<T> {
  pagination: P;
}
export interface MessageEnvelope<T> {
  success: true;
  message: string;
  data: T;
}

/** Invisible to JSON: tells the interceptor that a helper already built the whole answer. */
const BUILT = Symbol('mbolo.envelope');

function built<E extends object>(answer: E): E {
  Object.defineProperty(answer, BUILT, { value: true, enumerable: false });
  return answer;
}

/** An answer one of the helpers below already put in its envelope. */
export function isEnvelope(value: unknown): boolean {
  return typeof value === 'object' && value !== null && BUILT in value;
}

/** `{ success: true, data }`: what the interceptor makes of a handler's value, also for the pages' in-process reads. */
export function envelope<T>(data: T): Envelope<T> {
  if (isEnvelope(data)) return data as unknown as Envelope<T>;
  return built({ success: true as const, data });
}

/** A list page: `{ success: true, data, pagination }`, and what some lists add beside them (`stats`, `totals`). */
export function paged<T, P, X extends object = object>(data: T, pagination: P, extra?: X): PagedEnvelope<T, P> & X {
  return built({ success: true as const, data, pagination, ...(extra as X) });
}

/** A write the user is told about: `{ success: true, message, data }` (no `data` key when there is none). */
export function withMessage(message: string): Omit<MessageEnvelope<never>, 'data'>;
export function withMessage<T>(message: string, data: T): MessageEnvelope<T>;
export function withMessage<T>(message: string, data?: T): MessageEnvelope<T> | Omit<MessageEnvelope<never>, 'data'> {
  return built(data === undefined ? { success: true as const, message } : { success: true as const, message, data });
}

/**
 * An answer with keys of its own beside `data` (a token after sign-in, a redirect, the health check's
 * `success: false`): `{ success: true, …fields }` unless the fields say otherwise.
 */
export function answer<F extends object>(fields: F): { success: boolean } & F {
  return built({ success: true, ...fields });
}

export const RAW_RESPONSE = 'mbolo:raw-response';

/** A route (or controller) answering in someone else's format (a gateway's stand-in, a text file): never wrapped. */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);

/** Bodies that are already what goes on the wire: a file, a stream, a serialised answer (the public cache's). */
function alreadyBody(value: unknown): boolean {
  return (
    value === undefined ||
    typeof value === 'string' ||
    Buffer.isBuffer(value) ||
    value instanceof StreamableFile ||
    value instanceof Readable
  );
}

/**
 * Wraps each API handler's value in the success envelope. Left as they are: bodies already serialised
 * or streamed, answers a helper already put in their envelope, redirects
 * (Nest reads their `{ url }`), handlers writing the response themselves (`@Res()`, `@Next()`) and
 * routes marked @RawResponse().
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  /** per handler: whether its value is left alone (decided once, from its metadata) */
  private readonly raw = new WeakMap<object, boolean>();

  constructor(private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http' || this.isRaw(ctx)) return next.handle();
    return next.handle().pipe(map((value) => (alreadyBody(value) ? value : envelope(value))));
  }

  private isRaw(ctx: ExecutionContext): boolean {
    const handler = ctx.getHandler();
    let raw = this.raw.get(handler);
    if (raw === undefined) {
      raw =
        !!this.reflector.getAllAndOverride<boolean | undefined>(RAW_RESPONSE, [handler, ctx.getClass()]) ||
        Reflect.getMetadata(REDIRECT_METADATA, handler) !== undefined ||
        writesItself(ctx.getClass(), handler.name);
      this.raw.set(handler, raw);
    }
    return raw;
  }
}

/** `@Res()` or `@Next()` without `passthrough`: Nest sends nothing from the returned value (as its router decides). */
function writesItself(controller: object, method: string): boolean {
  if (Reflect.getMetadata(RESPONSE_PASSTHROUGH_METADATA, controller, method)) return false;
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, unknown>;
  return Object.keys(args).some((key) => {
    const type = Number(key.split(':')[0]);
    return type === RouteParamtypes.RESPONSE || type === RouteParamtypes.NEXT;
  });
}
