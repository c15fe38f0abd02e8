import type { AppConfig } from '../config/config.js';
import { SCRIPT_LOADER_HASH } from './scripts-after-load.js';

type Directives = Record<string, string[]>;

/** `wss://mbolo.ga` for `https://mbolo.ga`: where our own Socket.IO connection goes. */
export function ownSocketOrigin(appUrl: string): string {
  const url = new URL(appUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Production pages load only our own scripts; Vike's page context is inline JSON (not executed).
 * Scripts may only talk to us: a bare `ws:`/`wss:` would let injected code send data to any host.
 * Vite's dev server injects inline module scripts and its HMR websocket (another local port), so
 * development is looser.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'ssr' | 'appUrl'>): {
  useDefaults: boolean;
  directives: Directives;
} {
  const dev = config.ssr === 'dev';
  const socket = ownSocketOrigin(config.appUrl);
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", SCRIPT_LOADER_HASH],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      // the service worker (/sw.js) and the web app manifest are our own files
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'connect-src': dev ? ["'self'", socket, 'ws://localhost:*', 'ws://127.0.0.1:*'] : ["'self'", socket],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    },
  };
}
