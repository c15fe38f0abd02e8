import i18next, { type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../locales/fr.json';
import type { Locale } from './types.js';

// French is every page's fallback, so it is always bundled; English is fetched only by the pages shown in
// English (loadLocale, before the first client render), so a French page never downloads it.
const resources: Partial<Record<Locale, ResourceKey>> = { fr };
const loaders: Record<Exclude<Locale, 'fr'>, () => Promise<ResourceKey>> = {
  en: () => import('../locales/en.json').then((m) => m.default),
};

export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'fr' || resources[locale]) return;
  resources[locale] = await loaders[locale]();
}

// the server (and any script run by Node) renders any language at once
if (typeof window === 'undefined') await loadLocale('en');

const instances = new Map<Locale, i18n>();

/** One i18next instance per language, created once and shared by every render of that language. */
export function getI18n(locale: Locale): i18n {
  let inst = instances.get(locale);
  if (!inst) {
    inst = i18next.createInstance();
    void inst.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'fr',
      resources: Object.fromEntries(Object.entries(resources).map(([l, translation]) => [l, { translation }])),
      initAsync: false,
      interpolation: { escapeValue: false },
      nsSeparator: false,
      returnNull: false,
    });
    // a language not loaded yet falls back to French for now, and is not kept once it is
    if (resources[locale]) instances.set(locale, inst);
  }
  return inst;
}
