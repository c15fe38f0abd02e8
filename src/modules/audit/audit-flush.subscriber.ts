import {
  ChangeSetType,
  JsonType,
  type ChangeSet,
  type EntityManager,
  type EntityMetadata,
  type EventSubscriber,
  type FlushEventArgs,
  type TransactionEventArgs,
} from '@mikro-orm/core';
import { auditContext, type AuditContext } from './audit-context.js';
import { isSecretKey, redactRecord } from './audit-redaction.js';
import type { AuditExecutor, AuditLogService } from './audit-log.service.js';

/** Bookkeeping tables a back-office request also writes (sessions, rate limits, mail queue…): not changes an admin made. */
const NOT_AUDITED = new Set([
  'audit_log',
  'sessions',
  'rate_limits',
  'auth_tokens',
  'outbox_messages',
  'notifications',
  'lottery_reminders',
]);

interface PendingChange {
  ctx: AuditContext;
  meta: EntityMetadata;
  entity: object;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

function hiddenFields(meta: EntityMetadata, entity: object): Set<string> {
  const hidden = new Set(
    Object.values(meta.properties)
      .filter((p) => p.hidden)
      .map((p) => p.name as string),
  );
  if (isSecretKey((entity as { key?: unknown }).key)) hidden.add('value');
  return hidden;
}

/** JSON columns arrive serialized for the database: read them back so that the log stores the value itself. */
function decodeJson(meta: EntityMetadata, record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  for (const [name, v] of Object.entries(record)) {
    if (typeof v !== 'string' || !(meta.properties[name as never]?.customType instanceof JsonType)) continue;
    try {
      out[name] = JSON.parse(v);
    } catch {
      // a plain string in a json column stays as it is
    }
  }
  return out;
}

/** The fields a change set touches, as they were and as they become (a creation has no "before", a deletion no "after"). */
function describe(
  cs: ChangeSet<object>,
  original: Record<string, unknown> | undefined,
): Pick<PendingChange, 'before' | 'after'> | null {
  const hidden = hiddenFields(cs.meta, cs.entity);
  const payload = decodeJson(cs.meta, cs.payload as Record<string, unknown>);
  original = original && decodeJson(cs.meta, original);
  switch (cs.type) {
    case ChangeSetType.CREATE:
      return { before: null, after: redactRecord(payload, 0, hidden) };
    case ChangeSetType.DELETE:
    case ChangeSetType.DELETE_EARLY:
      return { before: redactRecord(original ?? {}, 0, hidden), after: null };
    default: {
      const keys = Object.keys(payload);
      if (!keys.length) return null;
      const was = Object.fromEntries(keys.map((k) => [k, original?.[k] ?? null]));
      return { before: redactRecord(was, 0, hidden), after: redactRecord(payload, 0, hidden) };
    }
  }
}

/**
 * Turns every entity change flushed during an audited request into one audit row, written in the same
 * transaction just before it commits (by then new rows have their ids), so the rows commit or roll back
 * with the change. Requests without an audit context (public, customer, jobs) are left alone.
 */
export class AuditFlushSubscriber implements EventSubscriber {
  private readonly pending = new WeakMap<EntityManager, PendingChange[]>();

  constructor(private readonly audit: AuditLogService) {}

  onFlush({ em, uow }: FlushEventArgs): void {
    const ctx = auditContext.getStore();
    if (!ctx) return;
    for (const cs of uow.getChangeSets()) {
      if (NOT_AUDITED.has(cs.meta.tableName)) continue;
      const original = (cs.originalEntity ?? uow.getOriginalEntityData(cs.entity)) as
        | Record<string, unknown>
        | undefined;
      const change = describe(cs, original);
      if (!change) continue;
      const list = this.pending.get(em) ?? [];
      list.push({ ctx, meta: cs.meta, entity: cs.entity, ...change });
      this.pending.set(em, list);
    }
  }

  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    const list = this.pending.get(em);
    if (!list?.length) return;
    this.pending.delete(em);
    for (const p of list) {
      await this.audit.insert(em.getConnection() as unknown as AuditExecutor, transaction, {
        actorId: p.ctx.actorId,
        actorRole: p.ctx.actorRole,
        action: p.ctx.action,
        entity: p.meta.tableName,
        entityId: primaryKey(p.meta, p.entity),
        before: p.before,
        after: p.after,
        ip: p.ctx.ip,
        requestId: p.ctx.requestId,
      });
      p.ctx.written++;
    }
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.pending.delete(em);
  }
}

function primaryKey(meta: EntityMetadata, entity: object): string | null {
  const values = meta.primaryKeys.map((k) => (entity as Record<string, unknown>)[k as string]);
  if (values.some((v) => v === null || v === undefined)) return null;
  return values
    .map((v) => (typeof v === 'object' && v !== null && 'id' in v ? String((v as { id: unknown }).id) : String(v)))
    .join(',');
}
