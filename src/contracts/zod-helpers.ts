import { z } from 'zod';
import './zod-locale.js';

/**
 * A trimmed string with one message per failure, in the order the spec states them (required, then
 * too short, then too long). Avoids zod's `abort`, which would also silence the other fields' checks.
 */
export function text(opts: { required: string; min?: [number, string]; max?: [number, string] }) {
  return z
    .string({ error: opts.required })
    .trim()
    .superRefine((v, ctx) => {
      if (!v) ctx.addIssue({ code: 'custom', message: opts.required });
      else if (opts.min && v.length < opts.min[0]) ctx.addIssue({ code: 'custom', message: opts.min[1] });
      else if (opts.max && v.length > opts.max[0]) ctx.addIssue({ code: 'custom', message: opts.max[1] });
    });
}

/**
 * Optional free text of a form: trimmed, at most `max` characters; '' and null clear it (null),
 * absent leaves it as is (undefined). `E(key)` names the area's messages (`text_invalid`, `too_long`).
 */
export function optionalText(max: number, E: (key: string) => string) {
  return z
    .string({ error: E('text_invalid') })
    .trim()
    .max(max, E('too_long'))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));
}
