import { prettyLine } from './pretty-log.js';

const at = new Date(2026, 10, 27, 7, 55, 42).getTime();

describe('prettyLine', () => {
  it('shows a request as method, path, status and duration, with its id and user', () => {
    const line = prettyLine({
      level: 30,
      time: at,
      req: { id: 'r-1', method: 'GET', url: '/api/auth/me' },
      res: { statusCode: 200 },
      responseTime: 12,
      userId: 7,
      msg: 'request completed',
    });
    expect(line).toBe('07:55:42 INFO  GET /api/auth/me 200 12 ms user=7 id=r-1');
  });

  it('shows a message with its context and fields, quoting values with spaces', () => {
    const line = prettyLine({
      level: 40,
      time: at,
      context: 'DrawService',
      msg: 'Draw not possible yet',
      lottery: 3,
      reason: 'no tickets',
    });
    expect(line).toBe('07:55:42 WARN  [DrawService] Draw not possible yet lottery=3 reason="no tickets"');
  });

  it('follows an error with its stack, indented', () => {
    const line = prettyLine({
      level: 50,
      time: at,
      msg: 'Unhandled error',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(line.split('\n')).toEqual(['07:55:42 ERROR Unhandled error err=boom', '    Error: boom', '        at x']);
  });
});
