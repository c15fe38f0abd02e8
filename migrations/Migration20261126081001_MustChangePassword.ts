import { Migration } from '@mikro-orm/migrations';

/** Accounts created by an administrator get a temporary password, to be changed at the first sign-in. */
export class Migration20261126081001_MustChangePassword extends Migration {

  override name = 'Migration20261126081001_MustChangePassword';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "must_change_password" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "must_change_password";`);
  }
}
