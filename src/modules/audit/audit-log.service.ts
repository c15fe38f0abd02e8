import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CsvCell } from '../../common/csv/csv.js';
import { keysetPages } from '../../common/csv/csv.js';
import type {
  AuditChainReport,
  AuditLogFacets,
  AuditLogFields,
  AuditLogFilters,
  AuditLogPage,
  AuditLogView,
} from '../../contracts/audit-log.js';
import { AUDIT_LOG_PER_PAGE } from '../../contracts/audit-log.js';
import { pageOf } from '../../contracts/pagination.js';

/** What a caller says about one change; the database adds the id, the time and the chain. */
export interface AuditEntryInput {
  actorId: number | null;
  actorRole: string | null;
  action: string;
  entity?: string | null;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
  requestId?: string | null;
}

export interface AuditExecutor {
  execute<T>(sql: string, params: unknown[], method?: 'all' | 'run', ctx?: unknown): Promise<T>;
}

interface AuditRow extends AuditLogFields {
  id: string;
  created_at: Date;
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
}

const INSERT = `insert into "audit_log" ("actor_id", "actor_role", "action", "entity", "entity_id", "before", "after", "ip", "request_id", "hash")
  values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, '')`;

const SELECT = `select a.id, a.created_at, a.actor_id, a.actor_role, a.action, a.entity, a.entity_id, a.before, a.after, a.ip, a.request_id,
  trim(u.first_name || ' ' || u.last_name) as actor_name, u.email as actor_email
  from "audit_log" a left join "users" u on u.id = a.actor_id`;

const json = (v: Record<string, unknown> | null | undefined) => (v ? JSON.stringify(v) : null);

function view(r: AuditRow): AuditLogView {
  return {
    id: Number(r.id),
    created_at: new Date(r.created_at).toISOString(),
    actor: r.actor_id === null ? null : { id: r.actor_id, name: r.actor_name ?? '', email: r.actor_email ?? '' },
    actor_role: r.actor_role,
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    before: r.before,
    after: r.after,
    ip: r.ip,
    request_id: r.request_id,
  };
}

/** `where` clauses for the filters; the dates are Libreville calendar days, both ends included. */
function filterSql(f: AuditLogFilters): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    clauses.push(sql);
    params.push(...values);
  };
  if (f.actor) add('a.actor_id = ?', f.actor);
  if (f.action) add(`a.action like ? escape '\\'`, `${likeEscape(f.action)}%`);
  if (f.entity) add('a.entity = ?', f.entity);
  if (f.from) add(`a.created_at >= (?::date)::timestamp at time zone 'Africa/Libreville'`, f.from);
  if (f.to) add(`a.created_at < ((?::date) + 1)::timestamp at time zone 'Africa/Libreville'`, f.to);
  if (f.search) {
    const like = `%${likeEscape(f.search)}%`;
    add(
      `(a.action ilike ? escape '\\' or a.entity ilike ? escape '\\' or a.entity_id = ? or a.ip ilike ? escape '\\' or a.request_id = ?
      or u.email ilike ? escape '\\' or (u.first_name || ' ' || u.last_name) ilike ? escape '\\')`,
      like,
      like,
      f.search,
      like,
      f.search,
      like,
      like,
    );
  }
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The back-office journal: written in the transaction of each change (see AuditFlushSubscriber and
 * AuditContextInterceptor), read by /admin/activities, its CSV export and the profile's JSON download.
 * Rows are never updated or deleted; the database chains them and refuses any change.
 */
@Injectable()
export class AuditLogService {
  constructor(private readonly em: EntityManager) {}

  /** Adds a row in `em`'s transaction (or on its own when `em` is in none). */
  async record(em: EntityManager, entry: AuditEntryInput): Promise<void> {
    await this.insert(em.getConnection() as AuditExecutor, em.getTransactionContext(), entry);
  }

  /** The same insert through a given transaction context (the ORM's commit hook has no EntityManager in it). */
  async insert(conn: AuditExecutor, ctx: unknown, e: AuditEntryInput): Promise<void> {
    const params = [
      e.actorId,
      e.actorRole,
      e.action,
      e.entity ?? null,
      e.entityId ?? null,
      json(e.before),
      json(e.after),
      e.ip ?? null,
      e.requestId ?? null,
    ];
    await conn.execute(INSERT, params, 'run', ctx);
  }

  async countActions(actorId: number, since: Date): Promise<number> {
    const [row] = await this.conn().execute<{ n: string }[]>(
      'select count(*) as n from "audit_log" where actor_id = ? and created_at >= ?',
      [actorId, since],
    );
    return Number(row?.n ?? 0);
  }

  /** Newest first, `perPage` rows of page `page`. */
  async list(filters: AuditLogFilters, page: { page: number; per_page?: number }): Promise<AuditLogPage> {
    const perPage = page.per_page ?? AUDIT_LOG_PER_PAGE;
    const { where, params } = filterSql(filters);
    const conn = this.conn();
    const [count] = await conn.execute<{ n: string }[]>(
      `select count(*) as n from "audit_log" a left join "users" u on u.id = a.actor_id ${where}`,
      params,
    );
    const rows = await conn.execute<AuditRow[]>(`${SELECT} ${where} order by a.id desc limit ? offset ?`, [
      ...params,
      perPage,
      (page.page - 1) * perPage,
    ]);
    const total = Number(count?.n ?? 0);
    return {
      data: rows.map(view),
      pagination: pageOf(total, page.page, perPage),
    };
  }

  /** What the screen's selects offer: the people who acted and the kinds of record changed. */
  async facets(): Promise<AuditLogFacets> {
    const conn = this.conn();
    const actors = await conn.execute<{ id: number; name: string }[]>(
      `select u.id, trim(u.first_name || ' ' || u.last_name) as name from "users" u
        where exists (select 1 from "audit_log" a where a.actor_id = u.id) order by name, u.id`,
      [],
    );
    const entities = await conn.execute<{ entity: string }[]>(
      'select distinct entity from "audit_log" where entity is not null order by entity',
      [],
    );
    return { actors, entities: entities.map((e) => e.entity) };
  }

  /** Every row matching the filters, oldest first, read a thousand at a time. */
  async *exportRows(filters: AuditLogFilters): AsyncIterable<AuditLogView> {
    const { where, params } = filterSql(filters);
    const and = where ? `${where} and` : 'where';
    const conn = this.conn();
    const pages = keysetPages(async (after, size) =>
      (await conn.execute<AuditRow[]>(`${SELECT} ${and} a.id > ? order by a.id limit ?`, [...params, after, size])).map(
        view,
      ),
    );
    yield* pages;
  }

  /** The CSV's header and rows; labels come from `t` (the reader's language). */
  exportCsv(
    filters: AuditLogFilters,
    t: (key: string) => string,
  ): { header: string[]; rows: AsyncIterable<CsvCell[]> } {
    const columns = [
      'id',
      'created_at',
      'actor',
      'actor_email',
      'actor_role',
      'action',
      'entity',
      'entity_id',
      'ip',
      'request_id',
      'before',
      'after',
    ] as const;
    const rows = this.exportRows(filters);
    return {
      header: columns.map((c) => t(`audit_log.csv.${c}`)),
      rows: (async function* () {
        for await (const r of rows) {
          yield [
            r.id,
            new Date(r.created_at),
            r.actor?.name,
            r.actor?.email,
            r.actor_role,
            r.action,
            r.entity,
            r.entity_id,
            r.ip,
            r.request_id,
            json(r.before),
            json(r.after),
          ];
        }
      })(),
    };
  }

  /** Everything one administrator did, oldest first (their own download from the profile). */
  async exportForActor(actorId: number): Promise<AuditLogView[]> {
    const all: AuditLogView[] = [];
    for await (const row of this.exportRows({ actor: actorId })) all.push(row);
    return all;
  }

  /**
   * Walks the chain in id order: each row must point at the previous row's hash and its own hash must
   * be sha256(prev_hash || content), the content read through the same SQL function the trigger used.
   */
  async verifyChain(): Promise<AuditChainReport> {
    const conn = this.conn();
    let previous: string | null = null;
    let rows = 0;
    const pages = keysetPages(async (after, size) =>
      (
        await conn.execute<{ id: string; prev_hash: string | null; hash: string; content: string }[]>(
          `select a.id, a.prev_hash, a.hash, "audit_log_content"(a) as content from "audit_log" a where a.id > ? order by a.id limit ?`,
          [after, size],
        )
      ).map((r) => ({ ...r, id: Number(r.id) })),
    );
    for await (const r of pages) {
      rows++;
      if (r.prev_hash !== previous) return { ok: false, rows, broken_at: r.id, reason: 'link' };
      if (sha256((r.prev_hash ?? '') + r.content) !== r.hash)
        return { ok: false, rows, broken_at: r.id, reason: 'hash' };
      previous = r.hash;
    }
    return { ok: true, rows };
  }

  private conn(): AuditExecutor {
    return this.em.fork().getConnection() as AuditExecutor;
  }
}
