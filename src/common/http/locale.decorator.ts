import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { TFunction } from 'i18next';
import { translator, type Locale as ServerLocale } from '../i18n/server-i18n.js';
import { requestLocale } from './request-locale.js';

/** Also the type, so that `import { Locale }` brings both the decorator and what it gives. */
export type Locale = ServerLocale;

/** The request's language (the `lang` cookie, else Accept-Language, else French), as requestLocale() reads it. */
export const Locale = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Locale => requestLocale(ctx.switchToHttp().getRequest<Request>()),
);

/** The translator for the request's language. */
export const T = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): TFunction => translator(requestLocale(ctx.switchToHttp().getRequest<Request>())),
);
