import { Migration } from '@mikro-orm/migrations';

/**
 * Spec 3 §3 Country, Language and Payment method:
 * - countries and languages gain what the settings tabs edit; existing rows stay active;
 * - payment_methods holds the four methods of the Payments tab. A gateway's secrets are kept sealed
 *   in `config` (secret box), never in clear; E-Billing starts active (Airtel Money and Moov Money go
 *   through it), the others inactive and unconfigured.
 */
export class Migration20261126100003_GeoAndPaymentMethods extends Migration {

  override name = 'Migration20261126100003_GeoAndPaymentMethods';

  override up(): void | Promise<void> {
    this.addSql(`alter table "countries" add column "iso3" varchar(3) null, add column "flag" varchar(500) null, add column "is_active" boolean not null default true;`);
    this.addSql(`update "countries" c set "iso3" = v."iso3" from (values ('GA', 'GAB'), ('CM', 'CMR'), ('CI', 'CIV'), ('CG', 'COG'), ('CF', 'CAF'), ('TD', 'TCD'), ('GQ', 'GNQ'), ('BF', 'BFA'), ('BJ', 'BEN'), ('TG', 'TGO'), ('FR', 'FRA'), ('CA', 'CAN')) v("iso2", "iso3") where c."iso2" = v."iso2";`);
    this.addSql(`alter table "languages" add column "native_name" varchar(50) null, add column "flag" varchar(8) null, add column "direction" varchar(3) not null default 'ltr', add column "is_active" boolean not null default true;`);
    this.addSql(`update "languages" set "native_name" = case "code" when 'fr' then 'Français' when 'en' then 'English' else "name" end where "native_name" is null;`);
    this.addSql(`alter table "languages" add constraint "languages_direction_check" check ("direction" in ('ltr', 'rtl'));`);
    this.addSql(`create table "payment_methods" ("id" serial primary key, "code" varchar(30) not null, "name" varchar(100) not null, "description" varchar(255) not null default '', "type" varchar(20) not null, "gateway" varchar(30) null, "active" boolean not null default false, "config" jsonb null, "sort_order" int not null default 0, "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "payment_methods" add constraint "payment_methods_code_unique" unique ("code");`);
    this.addSql(`alter table "payment_methods" add constraint "payment_methods_type_check" check ("type" in ('gateway', 'mobile_money', 'bank_transfer'));`);
    this.addSql(`insert into "payment_methods" ("code", "name", "description", "type", "gateway", "active", "config", "sort_order") values
  ('ebilling', 'E-Billing', 'Airtel Money et Moov Money', 'gateway', 'ebilling', true, '{"merchant_id":"","api_key":"","secret_key":"","environment":"sandbox"}', 1),
  ('flutterwave', 'Flutterwave', 'Cartes bancaires et mobile money', 'gateway', 'flutterwave', false, '{"public_key":"","secret_key":"","environment":"sandbox"}', 2),
  ('paystack', 'Paystack', 'Cartes bancaires', 'gateway', 'paystack', false, '{"public_key":"","secret_key":"","environment":"sandbox"}', 3),
  ('bank_transfer', 'Virement bancaire', 'Paiement par virement', 'bank_transfer', null, false, null, 4);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_methods";`);
    this.addSql(`alter table "languages" drop constraint if exists "languages_direction_check";`);
    this.addSql(`alter table "languages" drop column "native_name", drop column "flag", drop column "direction", drop column "is_active";`);
    this.addSql(`alter table "countries" drop column "iso3", drop column "flag", drop column "is_active";`);
  }
}
