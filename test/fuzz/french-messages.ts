import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a message is one of the French catalogue's (locales/fr.json), its {{placeholders}} filled in
 * with anything: an error answered in English, or a framework's default text, is not.
 */
export function frenchCatalogue(): (message: string) => boolean {
  const fr = JSON.parse(readFileSync(join(process.cwd(), 'locales/fr.json'), 'utf8')) as unknown;
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const s of strings(fr)) {
    if (s.includes('{{'))
      patterns.push(
        new RegExp(
          `^${s
            .split(/\{\{[^}]+\}\}/)
            .map(escapeRegExp)
            .join('[\\s\\S]*?')}$`,
        ),
      );
    else exact.add(s);
  }
  return (message) => exact.has(message) || patterns.some((p) => p.test(message));
}
