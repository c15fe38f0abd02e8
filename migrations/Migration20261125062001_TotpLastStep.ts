import { Migration } from '@mikro-orm/migrations';

export class Migration20261125062001_TotpLastStep extends Migration {

  override name = 'Migration20261125062001_TotpLastStep';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "totp_last_step" bigint null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "totp_last_step";`);
  }

}
