import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'nestjs-pino';

/** The framework's start-up chatter (one line per route and module) is detail, not news. */
const CHATTY_CONTEXTS = new Set([
  'RouterExplorer',
  'RoutesResolver',
  'InstanceLoader',
  'NestFactory',
  'NestApplication',
  'WebSocketsController',
]);

/** The framework's logs through pino, its start-up lines at debug so that the ready banner is what one sees. */
export class QuietFrameworkLogger implements LoggerService {
  constructor(private readonly inner: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && CHATTY_CONTEXTS.has(context)) this.inner.debug(message, ...rest);
    else this.inner.log(message, ...rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.inner.error(message, ...rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.inner.warn(message, ...rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.inner.debug(message, ...rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.inner.verbose(message, ...rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.inner.fatal(message, ...rest);
  }
}

/** Vite's start-up chatter in development (its runner connecting, dependencies being pre-bundled). */
const VITE_CHATTER =
  /^(connected\.|\[optimizer\] (scanning|bundling) dependencies|Re-optimizing dependencies|Forced re-optimization)/;

/**
 * Vite's logger for the development server, its start-up chatter at debug among our logs; its
 * warnings, errors and reloads stay as Vite prints them. Vike replaces the logger's `info` with its
 * own formatter once the configuration is resolved: the filter stays in front of whichever is set.
 */
export async function quietViteLogger(debug: (message: string) => void) {
  const { createLogger } = await import('vite');
  const logger = createLogger('info');
  let info = logger.info.bind(logger);
  const filtered: typeof info = (message, options) => {
    if (VITE_CHATTER.test(message)) debug(`vite: ${message}`);
    else info(message, options);
  };
  Object.defineProperty(logger, 'info', {
    get: () => filtered,
    set: (replacement: typeof info) => {
      info = replacement;
    },
  });
  return logger;
}
