import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationFailedError } from '../../common/errors/domain-error.js';
import { SETTING_KEYS, groupSettings, type SettingKey, type UpdateSettingsInput } from '../../contracts/settings.js';
import type {
  SettingsHistoryEntry,
  SettingsHistoryPage,
  SettingsHistoryQuery,
} from '../../contracts/settings-history.js';
import { pageOf } from '../../contracts/pagination.js';
import { SettingsHistory } from './settings-history.entity.js';
import { SettingsService, type SettingsSave } from './settings.service.js';

/** GET /admin/settings/history and putting an entry back. */
@Injectable()
export class SettingsHistoryService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  async list(q: SettingsHistoryQuery): Promise<SettingsHistoryPage> {
    const [rows, total] = await this.em.fork().findAndCount(
      SettingsHistory,
      {},
      {
        populate: ['actor'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      },
    );
    return {
      entries: rows.map(toEntry),
      pagination: pageOf(total, q.page, q.per_page),
    };
  }

  /**
   * Puts back the values an entry replaced. They go through the same rules as a save (a value that no
   * longer passes them is refused) and the restore is itself a new entry.
   */
  async restore(id: number, actorId: number, rights: Pick<SettingsSave, 'mayLiftStaffTwoFactor'> = {}) {
    const entry = await this.em.fork().findOne(SettingsHistory, id);
    if (!entry) throw new NotFoundError('settings.history.not_found');
    const values = Object.fromEntries(
      Object.entries(entry.changes)
        .filter(([key]) => (SETTING_KEYS as string[]).includes(key))
        .map(([key, c]) => [key as SettingKey, c.before]),
    ) as UpdateSettingsInput;
    if (!Object.keys(values).length) throw new ValidationFailedError({ _: ['settings.errors.empty'] });
    return groupSettings(
      await this.settings.updateByField(values, { ...rights, actorId, group: entry.group, restoredFrom: entry.id }),
    );
  }
}

function toEntry(h: SettingsHistory): SettingsHistoryEntry {
  const actor = h.actor ?? null;
  return {
    id: h.id,
    group: h.group,
    changes: h.changes,
    actor: actor ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim() } : null,
    restored_from_id: h.restoredFrom?.id ?? null,
    created_at: h.createdAt.toISOString(),
  };
}
