import { Migration } from '@mikro-orm/migrations';

// Frozen copy of the grants of reviews.moderate as of this migration (src/contracts/privilege-defaults.ts).
const MODERATORS = ['Super Admin', 'Admin', 'Agent Back Office'];
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Ratings and reviews: one review per order (unique order_id, rating 1–5), the reports of signed-in
 * users (one per user and review), and the back-office privilege that moderates them.
 */
export class Migration20261127130001_Reviews extends Migration {

  override name = 'Migration20261127130001_Reviews';

  override up(): void | Promise<void> {
    this.addSql(`create table "reviews" ("id" serial primary key, "order_id" int not null, "product_id" int not null, "merchant_id" int not null, "author_id" int not null, "rating" smallint not null, "text" text not null, "status" text not null default 'published', "report_count" int not null default 0, "last_report_reason" text null, "reported_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint reviews_rating_range check (rating >= 1 and rating <= 5));`);
    this.addSql(`alter table "reviews" add constraint "reviews_status_check" check ("status" in ('published', 'reported', 'hidden'));`);
    this.addSql(`alter table "reviews" add constraint "reviews_last_report_reason_check" check ("last_report_reason" in ('offensive', 'spam', 'off_topic', 'personal_data', 'other'));`);
    this.addSql(`alter table "reviews" add constraint "reviews_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "reviews_product_id_index" on "reviews" ("product_id");`);
    this.addSql(`create index "reviews_merchant_id_index" on "reviews" ("merchant_id");`);
    this.addSql(`create index "reviews_author_id_index" on "reviews" ("author_id");`);
    this.addSql(`create index "reviews_status_index" on "reviews" ("status");`);
    this.addSql(`create index "reviews_created_at_index" on "reviews" ("created_at");`);
    this.addSql(`alter table "reviews" add constraint "reviews_order_id_foreign" foreign key ("order_id") references "orders" ("id");`);
    this.addSql(`alter table "reviews" add constraint "reviews_product_id_foreign" foreign key ("product_id") references "products" ("id");`);
    this.addSql(`alter table "reviews" add constraint "reviews_merchant_id_foreign" foreign key ("merchant_id") references "users" ("id");`);
    this.addSql(`alter table "reviews" add constraint "reviews_author_id_foreign" foreign key ("author_id") references "users" ("id");`);

    this.addSql(`create table "review_reports" ("id" serial primary key, "review_id" int not null, "user_id" int not null, "reason" text not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "review_reports" add constraint "review_reports_reason_check" check ("reason" in ('offensive', 'spam', 'off_topic', 'personal_data', 'other'));`);
    this.addSql(`create index "review_reports_user_id_index" on "review_reports" ("user_id");`);
    this.addSql(`create index "review_reports_created_at_index" on "review_reports" ("created_at");`);
    this.addSql(`alter table "review_reports" add constraint "review_reports_review_id_user_id_unique" unique ("review_id", "user_id");`);
    this.addSql(`alter table "review_reports" add constraint "review_reports_review_id_foreign" foreign key ("review_id") references "reviews" ("id") on delete cascade;`);
    this.addSql(`alter table "review_reports" add constraint "review_reports_user_id_foreign" foreign key ("user_id") references "users" ("id");`);

    this.addSql(`insert into "privileges" ("key", "group") values ('reviews.moderate', 'reviews') on conflict do nothing;`);
    this.addSql(`insert into "role_privileges" ("role_id", "privilege_id")
  select r."id", p."id" from "roles" r, "privileges" p where r."name" in (${MODERATORS.map(quote).join(', ')}) and p."key" = 'reviews.moderate'
  on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "privileges" where "key" = 'reviews.moderate';`);
    this.addSql(`drop table if exists "review_reports" cascade;`);
    this.addSql(`drop table if exists "reviews" cascade;`);
  }
}
