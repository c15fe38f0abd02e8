import i18next, { type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { slicesFor, type Slice } from './i18n-slices.js';
import type { Locale } from './types.js';

// The server (and any script run by Node) holds every language whole. The browser holds only the slices the
// pages it showed need (i18n-slices.ts): French public text comes with the page (pages/+onBeforeRenderClient.ts),
// the rest is fetched before the first page that needs it renders, so a visitor never downloads back-office text.
const resources: Partial<Record<Locale, Record<string, unknown>>> = {};
const loadedSlices = new Set<string>();

type SliceLoader = () => Promise<{ default: ResourceKey }>;
const sliceLoaders: Record<Locale, Record<Slice, SliceLoader>> = {
  fr: {
    public: () => import('virtual:locale/fr/public'),
    account_menu: () => import('virtual:locale/fr/account_menu'),
    sign_in: () => import('virtual:locale/fr/sign_in'),
    payment: () => import('virtual:locale/fr/payment'),
    draws: () => import('virtual:locale/fr/draws'),
    rest: () => import('virtual:locale/fr/rest'),
  },
  en: {
    public: () => import('virtual:locale/en/public'),
    account_menu: () => import('virtual:locale/en/account_menu'),
    sign_in: () => import('virtual:locale/en/sign_in'),
    payment: () => import('virtual:locale/en/payment'),
    draws: () => import('virtual:locale/en/draws'),
    rest: () => import('virtual:locale/en/rest'),
  },
};

const instances = new Map<Locale, i18n>();

/** Adds translations to a language, and to the instances already rendering it. */
export function addMessages(locale: Locale, messages: ResourceKey, slice?: Slice): void {
  if (slice) loadedSlices.add(`${locale}/${slice}`);
  resources[locale] = { ...resources[locale], ...(messages as Record<string, unknown>) };
  for (const [lng, inst] of instances) {
    if (lng === locale || locale === 'fr') inst.addResourceBundle(locale, 'translation', messages, true, true);
  }
}

/** These slices in a language, and in the French it falls back to. */
export async function loadSlices(locale: Locale, slices: Slice[]): Promise<void> {
  const wanted = new Set<Locale>(['fr', locale]);
  const missing = [...wanted].flatMap((lng) =>
    slices.filter((s) => !loadedSlices.has(`${lng}/${s}`)).map((s) => [lng, s] as const),
  );
  const loaded = await Promise.all(
    missing.map(([lng, s]) => sliceLoaders[lng][s]().then((m) => [lng, s, m.default] as const)),
  );
  for (const [lng, s, messages] of loaded) addMessages(lng, messages, s);
}

/** Everything the page needs in its language is in place before it renders. */
export async function loadLocale(locale: Locale, pageId?: string): Promise<void> {
  await loadSlices(locale, slicesFor(pageId));
}

if (typeof window === 'undefined') {
  const [fr, en] = await Promise.all([import('../locales/fr.json'), import('../locales/en.json')]);
  addMessages('fr', fr.default);
  addMessages('en', en.default);
}

/** One i18next instance per language, created once and shared by every render of that language. */
export function getI18n(locale: Locale): i18n {
  let inst = instances.get(locale);
  if (!inst) {
    inst = i18next.createInstance();
    void inst.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'fr',
      resources: Object.fromEntries(
        Object.entries(resources).map(([l, translation]) => [l, { translation: structuredClone(translation) }]),
      ),
      initAsync: false,
      interpolation: { escapeValue: false },
      nsSeparator: false,
      returnNull: false,
    });
    instances.set(locale, inst);
  }
  return inst;
}
