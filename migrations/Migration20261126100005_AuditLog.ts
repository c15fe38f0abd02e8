import { Migration } from '@mikro-orm/migrations';

/**
 * The canonical text a row's hash covers: every column but the chain's own, as one jsonb array (jsonb
 * prints the same value the same way, whatever the session), the time in UTC to the microsecond.
 * AuditLogService.verifyChain() reads it through this same function and recomputes the hashes.
 */
export const AUDIT_LOG_CONTENT = `create function "audit_log_content"(r "audit_log") returns text language sql stable as $$
  select jsonb_build_array(r.id, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), r.actor_id, r.actor_role,
    r.action, r.entity, r.entity_id, r.before, r.after, r.ip, r.request_id)::text
$$;`;

/**
 * Rows are chained as they are written: under one lock, a row takes the next id, the time, the hash of
 * the row before it and its own hash = sha256(prev_hash || content). Whatever the inserting client
 * sends for these columns is overwritten, so no path can forge a link.
 */
const AUDIT_LOG_CHAIN = `create function "audit_log_chain"() returns trigger language plpgsql as $$
declare
  last_hash text;
begin
  perform pg_advisory_xact_lock(hashtext('mbolo:audit_log'));
  NEW.id := nextval('audit_log_id_seq');
  NEW.created_at := clock_timestamp();
  select a.hash into last_hash from "audit_log" a order by a.id desc limit 1;
  NEW.prev_hash := last_hash;
  NEW.hash := encode(sha256(convert_to(coalesce(last_hash, '') || "audit_log_content"(NEW), 'UTF8')), 'hex');
  return NEW;
end
$$;`;

const AUDIT_LOG_READ_ONLY = `create function "audit_log_read_only"() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % refused', TG_OP using errcode = '42501';
end
$$;`;

/** Issue 15: the append-only, hash-chained journal of every back-office change (who, what, before/after). */
export class Migration20261126100005_AuditLog extends Migration {

  override name = 'Migration20261126100005_AuditLog';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_log" (
  "id" bigserial primary key,
  "created_at" timestamptz not null default now(),
  "actor_id" int null references "users" ("id"),
  "actor_role" text null,
  "action" text not null,
  "entity" text null,
  "entity_id" text null,
  "before" jsonb null,
  "after" jsonb null,
  "ip" text null,
  "request_id" text null,
  "prev_hash" text null,
  "hash" text not null
);`);
    this.addSql(`create index "audit_log_actor_created_index" on "audit_log" ("actor_id", "created_at");`);
    this.addSql(`create index "audit_log_created_index" on "audit_log" ("created_at");`);
    this.addSql(AUDIT_LOG_CONTENT);
    this.addSql(AUDIT_LOG_CHAIN);
    this.addSql(AUDIT_LOG_READ_ONLY);
    this.addSql(`create trigger "audit_log_chain" before insert on "audit_log" for each row execute function "audit_log_chain"();`);
    this.addSql(`create trigger "audit_log_no_change" before update or delete on "audit_log" for each row execute function "audit_log_read_only"();`);
    this.addSql(`create trigger "audit_log_no_truncate" before truncate on "audit_log" for each statement execute function "audit_log_read_only"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists "audit_log_content"("audit_log");`);
    this.addSql(`drop table if exists "audit_log";`);
    this.addSql(`drop function if exists "audit_log_chain"();`);
    this.addSql(`drop function if exists "audit_log_read_only"();`);
  }
}
