import { Reference, Utils, wrap } from '@mikro-orm/core';

export const REDACTED = '[Redacted]';

/** Field names whose values must never reach the log (password hashes, 2FA secrets, recovery codes, tokens, keys). */
const SECRET_FIELD =
  /password|secret|token|api_?key|private_?key|shared_?key|credential|recovery|totp|otp$|hash$|cookie|authorization/i;
/** Settings are key → value rows: the value of a key named like a secret is redacted. */
const SECRET_KEY = /password|secret|token|api_?key|private|shared_?key|credential/i;

export const isSecretField = (name: string) => SECRET_FIELD.test(name);
export const isSecretKey = (key: unknown) => typeof key === 'string' && SECRET_KEY.test(key);

/** A value as JSON can hold it: entities become their primary key, dates ISO strings, nested secrets redacted. */
export function plain(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'object') return value;
  if (value instanceof Uint8Array) return '[binary]';
  if (Array.isArray(value)) return depth > 8 ? '[…]' : value.map((v) => plain(v, depth + 1));
  if (Reference.isReference(value)) return plain(value.unwrap(), depth);
  if (Utils.isEntity(value)) return wrap(value, true).getPrimaryKey() ?? null;
  if (depth > 8) return '[…]';
  return redactRecord(value as Record<string, unknown>, depth + 1);
}

/** A copy with every secret field's value replaced, at any depth (JSON columns hold nested objects). */
export function redactRecord(
  record: Record<string, unknown>,
  depth = 0,
  hidden: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const valueIsSecret = isSecretKey(record.key);
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(record)) {
    if (v === undefined) continue;
    out[name] =
      hidden.has(name) || isSecretField(name) || (valueIsSecret && name === 'value') ? REDACTED : plain(v, depth);
  }
  return out;
}
