import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { translator } from '../i18n/server-i18n.js';

/**
 * Requests Node refuses before any route sees them (an address or headers past its 16 KB limit, a
 * malformed request line) get the same French JSON error as every other refusal, not Node's bare status.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // the client left, or the connection already answered: nothing to say to anyone
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const t = translator('fr');
    const [status, reason, key, code] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'errors.headers_too_large', 'headers_too_large']
        : [400, 'Bad Request', 'errors.bad_request', 'bad_request'];
    const body = JSON.stringify({ success: false, message: t(key), error_code: code });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
