import { Migration } from '@mikro-orm/migrations';

export class Migration20261122074057_MerchantArea extends Migration {

  override name = 'Migration20261122074057_MerchantArea';

  override up(): void | Promise<void> {
    this.addSql(`create table "merchant_profiles" ("id" serial primary key, "user_id" int not null, "company_name" varchar(150) null, "business_email" varchar(100) null, "description" text null, "city" varchar(100) null, "address" varchar(255) null, "logo_url" varchar(500) null, "payout_phone" varchar(20) null, "payout_operator" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "merchant_profiles" add constraint "merchant_profiles_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "merchant_profiles" add constraint "merchant_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id");`);
    this.addSql(`alter table "merchant_profiles" add constraint "merchant_profiles_payout_operator_check" check ("payout_operator" in ('airtel', 'moov'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "merchant_profiles" cascade;`);

  }

}
