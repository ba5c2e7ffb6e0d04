import type { Language } from '@armada/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../config';
import { enBoot, idBoot } from './boot-sections';
import type { Translation } from './id';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

export const LANGUAGES: readonly Language[] = ['id', 'en'];
export const DEFAULT_LANGUAGE: Language = 'id';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (private mode, strict cookie settings); the default still works.
    return DEFAULT_LANGUAGE;
  }
}

/** Everything outside React that follows the UI language: storage, dates and the page's lang. */
function applyLanguage(language: string) {
  if (!isLanguage(language)) return;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Not persisted this time; the choice still holds for this tab.
  }
  dayjs.locale(language);
  document.documentElement.lang = language;
}

i18n.on('languageChanged', applyLanguage);

void i18n.use(initReactI18next).init({
  // The first load's sections only; the app's shell adds the rest (load-dictionary.ts).
  // Copies: i18next merges the whole dictionary into the object it was given, and the boot
  // sections' own objects stay what they are (the login page's test reads them).
  resources: { id: { translation: { ...idBoot } }, en: { translation: { ...enBoot } } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  // The first load's sections are bundled, so the first render already has its texts.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The UI language, as sent in Accept-Language and used for the domain's messages. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
