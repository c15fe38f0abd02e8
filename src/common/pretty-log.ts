import { styleText } from 'node:util';

/**
 * Development's log lines: pino's JSON records turned into one readable line each, written at once
 * (a pipe or a terminal on Linux takes it synchronously), so that they come out in the order they
 * were logged, before the ready banner rather than after it. Production keeps pino's JSON.
 */
type Style = Parameters<typeof styleText>[0];

const LEVELS: Record<number, [string, Style]> = {
  10: ['TRACE', 'gray'],
  20: ['DEBUG', 'gray'],
  30: ['INFO ', 'green'],
  40: ['WARN ', 'yellow'],
  50: ['ERROR', 'red'],
  60: ['FATAL', 'red'],
};

/** Fields every record carries, or that the line shows in its own way. */
const SHOWN_APART = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'context',
  'req',
  'res',
  'responseTime',
  'err',
  'userId',
]);

interface LogRecord {
  level: number;
  time: number;
  msg?: string;
  context?: string;
  req?: { id?: string; method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  userId?: number | string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

function value(v: unknown): string {
  if (typeof v === 'string') return /\s/.test(v) ? JSON.stringify(v) : v;
  return JSON.stringify(v) ?? String(v);
}

/** One record as one line (an error's stack follows it, indented). */
export function prettyLine(record: LogRecord, color = false): string {
  const paint = (style: Style, text: string) => (color ? styleText(style, text, { validateStream: false }) : text);
  const [label, style] = LEVELS[record.level] ?? ['LOG  ', 'white'];
  const time = new Date(record.time).toTimeString().slice(0, 8);
  const parts = [paint('gray', time), paint(style, label)];
  if (record.context) parts.push(paint('cyan', `[${record.context}]`));
  if (record.req && record.res) {
    parts.push(`${record.req.method} ${record.req.url} ${record.res.statusCode} ${record.responseTime} ms`);
  } else if (record.msg !== undefined) {
    parts.push(record.msg);
  }
  const extra = Object.entries(record)
    .filter(([k, v]) => !SHOWN_APART.has(k) && v !== undefined)
    .map(([k, v]) => `${k}=${value(v)}`);
  if (record.userId !== undefined) extra.push(`user=${record.userId}`);
  if (record.req?.id && record.res) extra.push(`id=${record.req.id}`);
  if (record.err?.message && record.err.message !== record.msg) extra.push(`err=${value(record.err.message)}`);
  if (extra.length) parts.push(paint('gray', extra.join(' ')));
  // a request log's error is pino-http's own "failed with status code": only real errors get their stack
  const stack = record.err?.stack && record.level >= 50 ? `\n${record.err.stack.replace(/^/gm, '    ')}` : '';
  return `${parts.join(' ')}${stack}`;
}

/** A pino destination writing pretty lines to standard output (colours on a terminal, unless NO_COLOR). */
export function prettyDestination(out: NodeJS.WriteStream = process.stdout) {
  const color = !!out.isTTY && !process.env.NO_COLOR;
  return {
    write(chunk: string) {
      for (const raw of chunk.split('\n')) {
        if (!raw) continue;
        let line: string;
        try {
          line = prettyLine(JSON.parse(raw) as LogRecord, color);
        } catch {
          line = raw;
        }
        out.write(`${line}\n`);
      }
    },
  };
}
