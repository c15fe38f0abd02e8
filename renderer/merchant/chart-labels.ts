/** Axis labels of date buckets (`YYYY-MM-DD`). Buckets are calendar dates, so they are read in UTC. */
const formats = new Map<string, Intl.DateTimeFormat>();
function fmt(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { ...options, timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

export function bucketLabel(bucket: string, period: 'day' | 'week' | 'month', locale: string): string {
  const d = new Date(`${bucket.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return bucket;
  if (period === 'month') return fmt(locale, { month: 'short', year: 'numeric' }).format(d);
  return fmt(locale, { day: '2-digit', month: '2-digit' }).format(d);
}
