import { z } from 'zod';
import './zod-locale.js';
import type { PageInfo } from './pagination.js';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A stored key's value before and after one save; only keys whose value changed are kept. */
export type SettingChanges = Record<string, { before: unknown; after: unknown }>;

/** `group` of a flat save touching several tabs, and of a save put back from an older entry. */
export const MIXED_SETTINGS_GROUP = 'all';

export const SETTINGS_HISTORY_PER_PAGE = 20;

/** GET /admin/settings/history */
export const settingsHistoryQuerySchema = z.object({
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  per_page: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(SETTINGS_HISTORY_PER_PAGE)),
});
export type SettingsHistoryQuery = z.infer<typeof settingsHistoryQuerySchema>;

export interface SettingsHistoryEntry {
  id: number;
  /** a tab of the settings page, or MIXED_SETTINGS_GROUP */
  group: string;
  /** by stored key (ticket_price_min…) */
  changes: SettingChanges;
  actor: { id: number; name: string } | null;
  restored_from_id: number | null;
  created_at: string;
}

export interface SettingsHistoryPage {
  entries: SettingsHistoryEntry[];
  pagination: PageInfo;
}

/** GET /admin/settings/backups */
export interface BackupFile {
  name: string;
  size: number;
  created_at: string;
}

/** What the server names its backups; a download is refused for any other name (no path tricks). */
export const BACKUP_NAME = /^mbolo-\d{8}-\d{6}-[a-f0-9]{6}\.mbolo\.gz$/;
