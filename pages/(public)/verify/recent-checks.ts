/** The last verifications made on this device (spec 1 §9: 5 kept locally). */
export interface RecentCheck {
  code: string;
  valid: boolean;
  product_title: string | null;
  checked_at: string;
}

const KEY = 'mbolo.verifications';
export const MAX_RECENT_CHECKS = 5;

export function readChecks(): RecentCheck[] {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? (raw as RecentCheck[]).filter((c) => typeof c?.code === 'string').slice(0, MAX_RECENT_CHECKS)
      : [];
  } catch {
    return []; // storage disabled (private mode) or corrupted: no history rather than a broken page
  }
}

/** Newest first, one entry per code. */
export function saveCheck(check: RecentCheck): RecentCheck[] {
  const list = [check, ...readChecks().filter((c) => c.code !== check.code)].slice(0, MAX_RECENT_CHECKS);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // quota or private mode: the list still shows for this visit
  }
  return list;
}
