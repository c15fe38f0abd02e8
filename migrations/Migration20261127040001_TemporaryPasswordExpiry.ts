import { Migration } from '@mikro-orm/migrations';

/**
 * A temporary password e-mailed by an administrator is good for a limited time only (ASVS 6.4.1):
 * whoever finds the old e-mail later cannot sign in with it and enrol their own two-factor. Accounts
 * still waiting for their first sign-in get the same window from now.
 */
export class Migration20261127040001_TemporaryPasswordExpiry extends Migration {

  override name = 'Migration20261127040001_TemporaryPasswordExpiry';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "temporary_password_expires_at" timestamptz null;`);
    this.addSql(`update "users" set "temporary_password_expires_at" = now() + interval '72 hours' where "must_change_password";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "temporary_password_expires_at";`);
  }
}
