import { Migration } from '@mikro-orm/migrations';

// Frozen copies of src/contracts (privileges.ts, privilege-defaults.ts, admin-users.ts USER_ROLES) as of this migration.
const ROLES = ['Super Admin', 'Admin', 'Agent', 'Agent Back Office', 'Business Enterprise', 'Business Individual', 'Business', 'Particulier'];
const PRIVILEGES = [
  'backoffice.access', 'dashboard.view', 'dashboard.report', 'activities.view', 'users.view', 'users.manage',
  'users.manage_admins', 'roles.view', 'roles.manage', 'products.view', 'products.update', 'lotteries.view',
  'lotteries.export', 'lotteries.cancel', 'draws.run', 'orders.view', 'orders.update_status', 'payments.view',
  'payments.export', 'payments.refund', 'refunds.view', 'refunds.manage', 'notifications.send', 'settings.view',
  'settings.update', 'settings.payment_secrets', 'settings.backup',
];
const ADMIN_EXCLUDED = ['users.manage_admins', 'settings.payment_secrets', 'settings.backup'];
const GRANTS: Record<string, string[]> = {
  'Super Admin': PRIVILEGES,
  Admin: PRIVILEGES.filter((k) => !ADMIN_EXCLUDED.includes(k)),
  Agent: ['backoffice.access', 'dashboard.view', 'users.view', 'orders.view', 'payments.view', 'refunds.view', 'refunds.manage'],
  'Agent Back Office': ['backoffice.access', 'dashboard.view', 'products.view', 'products.update', 'lotteries.view', 'lotteries.cancel', 'draws.run', 'orders.view', 'orders.update_status'],
};
const groupOf = (key: string) => key.split('.')[0]!;

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '_').replace('super_admin', 'superadmin');

/** Spec 3 §3 user types: who signs up or is created, independent of the roles that decide what they may do. */
const USER_TYPES = [
  ['admin', 'Administrateur', "Personnel de la plateforme (Super Admin, Admin, agents)."],
  ['merchant_enterprise', 'Marchand Entreprise', 'Vendeur professionnel avec un espace marchand complet.'],
  ['merchant_individual', 'Marchand Particulier', 'Particulier qui vend et peut aussi acheter.'],
  ['merchant_legacy', 'Marchand', 'Ancien compte vendeur (legacy).'],
  ['customer', 'Client', 'Acheteur de produits et de tickets.'],
];

/**
 * Roles hold privileges as data (spec 3 §6): `privileges` lists what the back-office can do,
 * `role_privileges` who may do it, `user_types` the kinds of accounts. The roles are created here if
 * the reference seed has not run yet, so that the default grants have rows to point at.
 * role_privileges gets a data version (like DataVersions) so that every instance's cached grants drop
 * at the next request after a change.
 */
export class Migration20261126100001_Privileges extends Migration {

  override name = 'Migration20261126100001_Privileges';

  override up(): void | Promise<void> {
    this.addSql(`create table "privileges" ("id" serial primary key, "key" varchar(64) not null, "group" varchar(32) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "privileges" add constraint "privileges_key_unique" unique ("key");`);
    this.addSql(`create table "role_privileges" ("role_id" int not null, "privilege_id" int not null, primary key ("role_id", "privilege_id"));`);
    this.addSql(`alter table "role_privileges" add constraint "role_privileges_role_id_foreign" foreign key ("role_id") references "roles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "role_privileges" add constraint "role_privileges_privilege_id_foreign" foreign key ("privilege_id") references "privileges" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "role_privileges_privilege_id_index" on "role_privileges" ("privilege_id");`);
    this.addSql(`create table "user_types" ("id" serial primary key, "key" varchar(50) not null, "name" varchar(100) not null, "description" text null, "is_active" boolean not null default true, "sort_order" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "user_types" add constraint "user_types_key_unique" unique ("key");`);

    this.addSql(`insert into "roles" ("name", "slug", "created_at") values ${ROLES.map((r) => `(${quote(r)}, ${quote(slugOf(r))}, now())`).join(', ')} on conflict do nothing;`);
    this.addSql(`insert into "privileges" ("key", "group") values ${PRIVILEGES.map((k) => `(${quote(k)}, ${quote(groupOf(k))})`).join(', ')};`);
    for (const [role, keys] of Object.entries(GRANTS)) {
      this.addSql(`insert into "role_privileges" ("role_id", "privilege_id")
  select r."id", p."id" from "roles" r, "privileges" p where r."name" = ${quote(role)} and p."key" in (${keys.map(quote).join(', ')});`);
    }
    this.addSql(`insert into "user_types" ("key", "name", "description", "sort_order") values ${USER_TYPES.map(([k, n, d], i) => `(${quote(k!)}, ${quote(n!)}, ${quote(d!)}, ${i})`).join(', ')};`);

    this.addSql(`create sequence "data_version_role_privileges";`);
    this.addSql(`create constraint trigger "role_privileges_data_version" after insert or update or delete on "role_privileges"
  deferrable initially deferred for each row execute function "bump_data_version"('data_version_role_privileges');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "role_privileges_data_version" on "role_privileges";`);
    this.addSql(`drop sequence if exists "data_version_role_privileges";`);
    this.addSql(`drop table if exists "user_types" cascade;`);
    this.addSql(`drop table if exists "role_privileges" cascade;`);
    this.addSql(`drop table if exists "privileges" cascade;`);
  }
}
