import { Migration } from '@mikro-orm/migrations';

export class Migration20261122044826_Initial extends Migration {

  override name = 'Migration20261122044826_Initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "categories" ("id" serial primary key, "slug" varchar(80) not null, "name" varchar(100) not null, "name_en" varchar(100) not null, "icon" varchar(40) null, "sort_order" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`alter table "categories" add constraint "categories_slug_unique" unique ("slug");`);

    this.addSql(`create table "contact_messages" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(100) not null, "phone" varchar(20) null, "subject" text not null, "message" text not null, "ip" varchar(64) null, "created_at" timestamptz not null);`);

    this.addSql(`create table "countries" ("id" serial primary key, "iso2" varchar(2) not null, "name" varchar(100) not null, "name_en" varchar(100) not null, "dial_code" varchar(6) not null, "currency" varchar(3) not null, "is_default" boolean not null default false, "sort_order" int not null default 0);`);
    this.addSql(`alter table "countries" add constraint "countries_iso2_unique" unique ("iso2");`);

    this.addSql(`create table "languages" ("id" serial primary key, "code" varchar(5) not null, "name" varchar(50) not null, "is_default" boolean not null default false);`);
    this.addSql(`alter table "languages" add constraint "languages_code_unique" unique ("code");`);

    this.addSql(`create table "outbox_messages" ("id" serial primary key, "channel" text not null, "recipient" varchar(255) not null, "subject" varchar(255) null, "text" text not null, "html" text null, "reply_to" varchar(255) null, "transport" varchar(20) null, "attempts" int not null default 0, "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "outbox_messages_created_at_index" on "outbox_messages" ("created_at");`);

    this.addSql(`create table "roles" ("id" serial primary key, "name" varchar(50) not null, "slug" varchar(50) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "roles" add constraint "roles_name_unique" unique ("name");`);
    this.addSql(`alter table "roles" add constraint "roles_slug_unique" unique ("slug");`);

    this.addSql(`create table "users" ("id" serial primary key, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(100) not null, "phone" varchar(20) null, "password_hash" varchar(255) not null, "country_id" int null, "status" text not null default 'active', "company_name" varchar(150) null, "avatar_url" varchar(500) null, "email_verified_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_phone_unique" unique ("phone");`);

    this.addSql(`create table "user_roles" ("user_id" int not null, "role_id" int not null, primary key ("user_id", "role_id"));`);

    this.addSql(`alter table "contact_messages" add constraint "contact_messages_subject_check" check ("subject" in ('support', 'billing', 'product', 'tombola', 'delivery', 'partnership', 'other'));`);

    this.addSql(`alter table "outbox_messages" add constraint "outbox_messages_channel_check" check ("channel" in ('email', 'sms'));`);

    this.addSql(`alter table "users" add constraint "users_country_id_foreign" foreign key ("country_id") references "countries" ("id") on delete set null;`);
    this.addSql(`alter table "users" add constraint "users_status_check" check ("status" in ('active', 'suspended'));`);

    this.addSql(`alter table "user_roles" add constraint "user_roles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_roles" add constraint "user_roles_role_id_foreign" foreign key ("role_id") references "roles" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_country_id_foreign";`);
    this.addSql(`alter table "user_roles" drop constraint "user_roles_role_id_foreign";`);
    this.addSql(`alter table "user_roles" drop constraint "user_roles_user_id_foreign";`);

    this.addSql(`drop table if exists "categories" cascade;`);
    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "countries" cascade;`);
    this.addSql(`drop table if exists "languages" cascade;`);
    this.addSql(`drop table if exists "outbox_messages" cascade;`);
    this.addSql(`drop table if exists "roles" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "user_roles" cascade;`);
  }

}
