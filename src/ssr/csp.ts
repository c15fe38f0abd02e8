import type { AppConfig } from '../config/config.js';

type Directives = Record<string, string[]>;

/**
 * Production pages load only our own scripts; Vike's page context is inline JSON (not executed).
 * Vite's dev server injects inline module scripts and a websocket for HMR, so development is looser.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'ssr'>): { useDefaults: boolean; directives: Directives } {
  const dev = config.ssr === 'dev';
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'", 'ws:', 'wss:'],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    },
  };
}
