import type { Language } from '@armada/domain';
import { currentLanguage, i18n } from '.';
import type { Translation } from './id';

// Each language's whole dictionary is a chunk of its own: an Indonesian user never fetches English.
const loaders: Record<Language, () => Promise<Translation>> = {
  id: () => import('./id').then((module) => module.id),
  en: () => import('./en').then((module) => module.en),
};

const added = new Set<Language>();
// Set once the app's shell is shown: from then on a language is switched to with all its sections.
let wholeDictionaryWanted = false;

/** Adds a language's every section to what the first load brought (its boot sections). */
export function addDictionary(language: Language, dictionary: Translation): void {
  i18n.addResourceBundle(language, 'translation', dictionary, true, true);
  added.add(language);
}

async function loadDictionary(language: Language): Promise<void> {
  if (added.has(language)) return;
  addDictionary(language, await loaders[language]());
}

/**
 * The app's shell waits for this before its first page: the current language's whole dictionary, and
 * every language chosen later (issue 23 item 1: the login page carries only the boot sections).
 */
export function loadWholeDictionary(): Promise<void> {
  wholeDictionaryWanted = true;
  return loadDictionary(currentLanguage());
}

/**
 * Switches the UI language; inside the app the new language's dictionary is fetched first, so no
 * page shows a key for a moment. Already there (the login page, or a language used before), the switch
 * is immediate.
 */
export function switchLanguage(language: Language): Promise<unknown> {
  if (!wholeDictionaryWanted || added.has(language)) return i18n.changeLanguage(language);
  return loadDictionary(language).then(() => i18n.changeLanguage(language));
}
