import { VersionReads } from '../../infra/cache/version-reads.js';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error.js';
import {
  SETTING_DEFAULTS,
  SETTING_GROUP_NAMES,
  SETTING_GROUPS,
  SETTING_KEYS,
  SETTING_SCHEMAS,
  fieldOfKey,
  groupSettings,
  groupToKeys,
  settingsConflicts,
  type GroupedSettings,
  type GroupSettings,
  type SettingGroup,
  type SettingKey,
  type Settings,
  type NotificationsSettingsInput,
  type UpdateSettingsInput,
} from '../../contracts/settings.js';
import { MIXED_SETTINGS_GROUP, type SettingChanges } from '../../contracts/settings-history.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { VersionedCache } from '../../infra/cache/data-versions.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { parseMailbox, type Mailbox } from '../../infra/mail/mail-sender.js';
import { mergeNotificationTypes, type NotificationTypeSetting } from '../../contracts/notification-settings.js';

/** GET /admin/settings: every tab, and the notification types named in the reader's language. */
export type AdminSettings = GroupedSettings & { notification_types: NotificationTypeSetting[] };
import type { Locale } from '../../common/i18n/server-i18n.js';
import { notificationTypeSettings } from './notification-types.view.js';
import { User } from '../users/index.js';
import { GeoAdminService } from '../geo/index.js';
import { Setting } from './setting.entity.js';
import { SettingsHistory } from './settings-history.entity.js';

/** Who saves, and what the history entry says about it. */
export interface SettingsSave {
  actorId?: number;
  /** default: the tab of the changed keys, or MIXED_SETTINGS_GROUP when they span several */
  group?: string;
  restoredFrom?: number;
  /** language of the notification types' names in the answer (default French) */
  locale?: Locale;
  /**
   * Whether this actor may switch off staff_two_factor_required (holders of users.manage_admins): a
   * save with an actor and without it is refused, whatever route it came through (tab, flat, restore).
   */
  mayLiftStaffTwoFactor?: boolean;
}

/** Advisory lock key of settings saves. */
const SETTINGS_LOCK = LOCK_KEYS.settingsSave;

/**
 * Typed platform settings. A key never written reads as its default; a stored value that no longer
 * passes its schema (an older rule, a hand edit) also reads as the default rather than breaking callers.
 *
 * The one source of truth of the platform's settings: every reader (raffle creation and the price
 * calculator, the draw cron, the refund job, staff two-factor) goes through here. Reads are kept in
 * memory until the `settings` table's data version moves (a save on any instance), so a save is seen
 * everywhere on the next read.
 */
@Injectable()
export class SettingsService {
  private readonly logger = new Logger(SettingsService.name);

  constructor(
    private readonly em: EntityManager,
    @Optional() @Inject(APP_CONFIG) private readonly config?: AppConfig,
    @Optional() private readonly cache?: VersionedCache,
    @Optional() private readonly geo?: GeoAdminService,
    @Optional() private readonly reads?: VersionReads,
  ) {}

  /** `em` is used only without a cache (scripts that build the service by hand). */
  async get<K extends SettingKey>(key: K, em?: EntityManager): Promise<Settings[K]> {
    return (await this.getAll(em))[key];
  }

  async getAll(em?: EntityManager): Promise<Settings> {
    const all = this.cache
      ? await this.cache.get('settings', ['settings'], () => (this.reads ? this.loadAside(this.reads) : this.load()))
      : await this.load(em);
    // a copy: callers may not change the cached values
    return { ...all };
  }

  /** GET /admin/settings: the keys by tab, and the notification types with their names in `locale`. */
  async getGrouped(locale: Locale = 'fr'): Promise<AdminSettings> {
    return this.adminView(await this.getAll(), locale);
  }

  private adminView(all: Settings, locale: Locale = 'fr'): AdminSettings {
    return { ...groupSettings(all), notification_types: notificationTypeSettings(all.notification_types, locale) };
  }

  /** PUT /admin/settings/notifications: the types named are switched, the others keep their state. */
  async updateNotifications(input: NotificationsSettingsInput, save: SettingsSave = {}): Promise<AdminSettings> {
    const { notification_types: types, ...sender } = input;
    const changes: UpdateSettingsInput = { ...sender };
    if (types) changes.notification_types = mergeNotificationTypes((await this.load()).notification_types, types);
    return this.adminView(await this.updateByField(changes, { group: 'notifications', ...save }), save.locale);
  }

  /** The sender of every e-mail (MailService reads it at delivery time). */
  async mailFrom(): Promise<Mailbox> {
    const { from_email, from_name } = await this.getAll();
    return { name: from_name, address: from_email };
  }

  /** PUT /admin/settings/{group}: errors name the group's fields rather than the stored keys. */
  async updateGroup<G extends SettingGroup>(
    group: G,
    input: Partial<GroupSettings<G>>,
    save: SettingsSave = {},
  ): Promise<AdminSettings> {
    return this.adminView(await this.updateByField(groupToKeys(group, input), { group, ...save }), save.locale);
  }

  /** As update(), with errors named after the form's fields rather than the stored keys. */
  async updateByField(changes: UpdateSettingsInput, save: SettingsSave = {}): Promise<Settings> {
    try {
      return await this.update(changes, save);
    } catch (err) {
      if (!(err instanceof ValidationFailedError)) throw err;
      const errors = err.options.errors ?? {};
      throw new ValidationFailedError(Object.fromEntries(Object.entries(errors).map(([k, v]) => [fieldOfKey(k), v])));
    }
  }

  private async load(em: EntityManager = this.em.fork()): Promise<Settings> {
    const rows = await em.find(Setting, { key: { $in: SETTING_KEYS } });
    return this.typed(new Map(rows.map((r) => [r.key, r.value])));
  }

  /**
   * The shared copy's read, on connections outside the ORM's pool: a transaction holding a raffle's row
   * that asks for a setting just changed (a payment's commission) never waits for a pooled connection.
   */
  private async loadAside(reads: VersionReads): Promise<Settings> {
    const rows = await reads.rows<{ key: string; value: unknown }>(
      'select "key", "value" from "settings" where "key" = any($1::text[])',
      [[...SETTING_KEYS]],
    );
    return this.typed(new Map(rows.map((r) => [r.key, r.value])));
  }

  private typed(stored: Map<string, unknown>): Settings {
    return Object.fromEntries(SETTING_KEYS.map((k) => [k, this.read(k, stored.get(k))])) as Settings;
  }

  /**
   * Writes several keys at once, all or nothing. Saves are serialised by a transaction-level advisory
   * lock (rows that do not exist yet cannot be locked), so that two administrators saving together
   * cannot break a rule between keys (min ≤ max) nor collide inserting the same key.
   * The keys whose value changes are written to `settings_history` in the same transaction.
   */
  async update(changes: UpdateSettingsInput, save: SettingsSave = {}): Promise<Settings> {
    return this.em.fork().transactional(async (tx) => {
      await tx
        .getConnection()
        .execute('select pg_advisory_xact_lock(?)', [SETTINGS_LOCK], 'all', tx.getTransactionContext());
      const rows = await tx.find(Setting, { key: { $in: SETTING_KEYS } });
      const stored = new Map(rows.map((r) => [r.key, r]));
      const current = Object.fromEntries(SETTING_KEYS.map((k) => [k, this.read(k, stored.get(k)?.value)])) as Settings;
      const next = { ...current };
      for (const key of SETTING_KEYS) {
        const value = changes[key];
        if (value === undefined) continue;
        const parsed = SETTING_SCHEMAS[key].safeParse(value);
        if (!parsed.success) throw new ValidationFailedError({ [key]: parsed.error.issues.map((i) => i.message) });
        (next as Record<SettingKey, unknown>)[key] = parsed.data;
      }
      if (
        save.actorId &&
        !save.mayLiftStaffTwoFactor &&
        current.staff_two_factor_required &&
        !next.staff_two_factor_required
      ) {
        throw new DomainError(403, 'settings.errors.staff_two_factor_privilege', { code: 'forbidden' });
      }
      const conflicts = { ...settingsConflicts(next), ...(await this.referenceErrors(tx, current, next)) };
      if (Object.keys(conflicts).length) throw new ValidationFailedError(conflicts);
      const history: SettingChanges = {};
      for (const key of SETTING_KEYS) {
        if (changes[key] === undefined) continue;
        const row = stored.get(key);
        if (row) row.value = next[key];
        else tx.create(Setting, { key, value: next[key] });
        if (JSON.stringify(current[key]) !== JSON.stringify(next[key]))
          history[key] = { before: current[key], after: next[key] };
      }
      // a save that changes nothing leaves no entry: the history lists changes, not clicks
      if (Object.keys(history).length) {
        tx.create(SettingsHistory, {
          actor: save.actorId ? tx.getReference(User, save.actorId) : null,
          group: save.group ?? groupOfKeys(Object.keys(history) as SettingKey[]),
          changes: history,
          restoredFrom: save.restoredFrom ? tx.getReference(SettingsHistory, save.restoredFrom) : null,
        });
      }
      await tx.flush();
      return next;
    });
  }

  /** A new default country or language must be an active row of the Pays / Langues tabs. */
  private async referenceErrors(
    tx: EntityManager,
    current: Settings,
    next: Settings,
  ): Promise<Record<string, string[]>> {
    const errors: Record<string, string[]> = {};
    if (!this.geo) return errors;
    if (
      next.default_country !== current.default_country &&
      !(await this.geo.isActiveCountry(next.default_country, tx))
    ) {
      errors.default_country = ['settings.errors.default_country_inactive'];
    }
    if (
      next.default_language !== current.default_language &&
      !(await this.geo.isActiveLanguage(next.default_language, tx))
    ) {
      errors.default_language = ['settings.errors.default_language_inactive'];
    }
    return errors;
  }

  /** The default of a key never saved; the deployment chooses whether staff must use two-factor. */
  private defaultOf<K extends SettingKey>(key: K): Settings[K] {
    if (key === 'staff_two_factor_required' && this.config) return this.config.staffTwoFactorRequired as Settings[K];
    if (key === 'from_email' && this.config) return parseMailbox(this.config.mailFrom).address as Settings[K];
    if (key === 'from_name' && this.config) return parseMailbox(this.config.mailFrom).name as Settings[K];
    return SETTING_DEFAULTS[key] as Settings[K];
  }

  private read<K extends SettingKey>(key: K, value: unknown): Settings[K] {
    if (value === undefined || value === null) return this.defaultOf(key);
    const parsed = SETTING_SCHEMAS[key].safeParse(value);
    if (parsed.success) return parsed.data as Settings[K];
    this.logger.warn({ key }, 'Stored setting is invalid; using its default');
    return this.defaultOf(key);
  }
}

function groupOfKeys(keys: SettingKey[]): string {
  const groups = new Set(
    keys.map((k) => SETTING_GROUP_NAMES.find((g) => Object.values(SETTING_GROUPS[g]).includes(k as never))),
  );
  const [only] = groups;
  return groups.size === 1 && only ? only : MIXED_SETTINGS_GROUP;
}
