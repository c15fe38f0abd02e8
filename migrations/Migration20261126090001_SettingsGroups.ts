import { Migration } from '@mikro-orm/migrations';

/** platform_commission as a fraction (0.1, at most 1) → a percent (10), to the tenth. */
export const COMMISSION_TO_PERCENT = `update "settings" set "value" = to_jsonb(round(("value" #>> '{}')::numeric * 100, 1))
  where "key" = 'platform_commission' and jsonb_typeof("value") = 'number' and ("value" #>> '{}')::numeric <= 1;`;

/**
 * Settings by tab (spec 3 §3):
 * - `settings` gets a data version like the tables of DataVersions, so that SettingsService keeps them
 *   in memory and every instance sees a save on its next read;
 * - platform_commission becomes a percent (0–100, step 0.1) instead of a fraction: a stored 0.1 is 10.
 * No other stored value changes; keys never saved take the new defaults of spec 3 §9.
 */
export class Migration20261126090001_SettingsGroups extends Migration {

  override name = 'Migration20261126090001_SettingsGroups';

  override up(): void | Promise<void> {
    this.addSql(`create sequence "data_version_settings";`);
    this.addSql(`create constraint trigger "settings_data_version" after insert or update or delete on "settings"
  deferrable initially deferred for each row execute function "bump_data_version"('data_version_settings');`);
    this.addSql(COMMISSION_TO_PERCENT);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "settings" set "value" = to_jsonb(("value" #>> '{}')::numeric / 100)
  where "key" = 'platform_commission' and jsonb_typeof("value") = 'number';`);
    this.addSql(`drop trigger if exists "settings_data_version" on "settings";`);
    this.addSql(`drop sequence if exists "data_version_settings";`);
  }
}
