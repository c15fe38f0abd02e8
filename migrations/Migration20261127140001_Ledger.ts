import { Migration } from '@mikro-orm/migrations';

const LEDGER_READ_ONLY = `create function "ledger_read_only"() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only: % refused', TG_TABLE_NAME, TG_OP using errcode = '42501';
end
$$;`;

/** Checked at commit (deferred): every journal an insert touched sums to zero. */
const LEDGER_BALANCED = `create function "ledger_journal_balanced"() returns trigger language plpgsql as $$
declare
  total numeric;
begin
  select coalesce(sum(e.amount), 0) into total from "ledger_entries" e where e.journal_id = NEW.journal_id;
  if total <> 0 then
    raise exception 'ledger journal % does not balance: its entries sum to %', NEW.journal_id, total
      using errcode = '23514';
  end if;
  return null;
end
$$;`;

/**
 * The double-entry ledger: journals (one per cause, at most one per kind and cause) and their entries
 * (signed integer XAF, debit > 0, credit < 0). Append-only and balanced, both enforced by the database;
 * ledger_checks keeps the nightly verifications' results.
 */
export class Migration20261127140001_Ledger extends Migration {

  override name = 'Migration20261127140001_Ledger';

  override up(): void | Promise<void> {
    this.addSql(`create table "ledger_journals" ("id" uuid primary key, "kind" text not null, "ref_type" text not null, "ref_id" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "ledger_journals" add constraint "ledger_journals_kind_ref_unique" unique ("kind", "ref_type", "ref_id");`);
    this.addSql(`create index "ledger_journals_ref_index" on "ledger_journals" ("ref_type", "ref_id");`);
    this.addSql(`create table "ledger_entries" ("id" bigserial primary key, "journal_id" uuid not null references "ledger_journals" ("id"), "account" text not null, "amount" bigint not null, "kind" text not null, "ref_type" text not null, "ref_id" text not null, "created_at" timestamptz not null default now(), constraint ledger_entries_amount_nonzero check (amount <> 0));`);
    this.addSql(`create index "ledger_entries_journal_id_index" on "ledger_entries" ("journal_id");`);
    this.addSql(`create index "ledger_entries_account_index" on "ledger_entries" ("account");`);
    this.addSql(`create index "ledger_entries_created_at_index" on "ledger_entries" ("created_at");`);
    this.addSql(LEDGER_READ_ONLY);
    this.addSql(LEDGER_BALANCED);
    for (const t of ['ledger_journals', 'ledger_entries']) {
      this.addSql(`create trigger "${t}_no_change" before update or delete on "${t}" for each row execute function "ledger_read_only"();`);
      this.addSql(`create trigger "${t}_no_truncate" before truncate on "${t}" for each statement execute function "ledger_read_only"();`);
    }
    this.addSql(`create constraint trigger "ledger_entries_balanced" after insert on "ledger_entries" deferrable initially deferred for each row execute function "ledger_journal_balanced"();`);
    this.addSql(`create table "ledger_checks" ("id" serial primary key, "checked_at" timestamptz not null default now(), "ok" boolean not null, "journals" int not null, "differences" jsonb not null default '[]');`);
    this.addSql(`create index "ledger_checks_checked_at_index" on "ledger_checks" ("checked_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ledger_checks";`);
    this.addSql(`drop table if exists "ledger_entries";`);
    this.addSql(`drop table if exists "ledger_journals";`);
    this.addSql(`drop function if exists "ledger_journal_balanced"();`);
    this.addSql(`drop function if exists "ledger_read_only"();`);
  }
}
