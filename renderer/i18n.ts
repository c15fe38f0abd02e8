import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import type { Locale } from './types.js';

const instances = new Map<Locale, i18n>();

/** One i18next instance per language, created once and shared by every render of that language. */
export function getI18n(locale: Locale): i18n {
  let inst = instances.get(locale);
  if (!inst) {
    inst = i18next.createInstance();
    void inst.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'fr',
      resources: { fr: { translation: fr }, en: { translation: en } },
      initAsync: false,
      interpolation: { escapeValue: false },
      nsSeparator: false,
      returnNull: false,
    });
    instances.set(locale, inst);
  }
  return inst;
}
