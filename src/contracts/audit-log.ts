import { z } from 'zod';
import './zod-locale.js';
import type { PageInfo } from './pagination.js';

/** The audit log's screen (/admin/activities): twenty rows a page, like the other admin lists. */
export const AUDIT_LOG_PER_PAGE = 20;

const E = (k: string) => `audit_log.errors.${k}`;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const day = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, E('date'))
    .refine((v) => !Number.isNaN(Date.parse(v)), E('date'))
    .optional(),
);

const filterFields = z.object({
  actor: z.preprocess(
    blank,
    z.coerce
      .number({ error: E('actor') })
      .int(E('actor'))
      .min(1, E('actor'))
      .max(2_147_483_647, E('actor'))
      .optional(),
  ),
  action: z.preprocess(blank, z.string().trim().max(100, E('too_long')).optional()),
  entity: z.preprocess(blank, z.string().trim().max(60, E('too_long')).optional()),
  from: day,
  to: day,
  search: z.preprocess(blank, z.string().trim().max(100, E('too_long')).optional()),
});
const inOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;

/** What the log can be narrowed to: who, what, which kind of record, which Libreville days, free text. */
export const auditLogFiltersSchema = filterFields.refine(inOrder, { message: E('range'), path: ['to'] });
export type AuditLogFilters = z.infer<typeof auditLogFiltersSchema>;

export const auditLogListQuerySchema = filterFields
  .extend({
    page: z.preprocess(
      blank,
      z.coerce
        .number({ error: E('page') })
        .int(E('page'))
        .min(1, E('page'))
        .max(10_000, E('page'))
        .default(1),
    ),
    per_page: z.preprocess(
      blank,
      z.coerce
        .number({ error: E('per_page') })
        .int(E('per_page'))
        .min(1, E('per_page'))
        .max(100, E('per_page'))
        .default(AUDIT_LOG_PER_PAGE),
    ),
  })
  .refine(inOrder, { message: E('range'), path: ['to'] });
export type AuditLogListQuery = z.infer<typeof auditLogListQuerySchema>;

/** The columns a log row keeps as written, the same in the table and in the API's answer. */
export interface AuditLogFields {
  actor_role: string | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  request_id: string | null;
}

/** One row of the log as the API gives it. `before`/`after` hold only the fields that changed (secrets redacted). */
export interface AuditLogView extends AuditLogFields {
  id: number;
  created_at: string;
  actor: { id: number; name: string; email: string } | null;
}

export interface AuditLogPage {
  data: AuditLogView[];
  pagination: PageInfo;
}

export interface AuditLogFacets {
  actors: { id: number; name: string }[];
  entities: string[];
}

/** The answer of AuditLogService.verifyChain(): the first row whose link or hash does not hold, if any. */
export type AuditChainReport =
  | { ok: true; rows: number }
  | { ok: false; rows: number; broken_at: number; reason: 'link' | 'hash' };
