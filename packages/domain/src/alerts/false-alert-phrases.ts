import type { Language } from '../errors/entry';

/**
 * Section 5: 'Stored notes with the two fixed phrases for no occurrence or wrong detection display
 * in the current language'. The popup offers them as ready reasons and stores the Indonesian text
 * (what the demo data and the operators write); reading a stored note, either language's phrase
 * is shown in the reader's language. Any other note is shown as written.
 */
export const FALSE_ALERT_PHRASES = {
  noOccurrence: { id: 'Tidak ada kejadian', en: 'No occurrence' },
  wrongDetection: { id: 'Salah deteksi', en: 'Wrong detection' },
} as const satisfies Record<string, Record<Language, string>>;

export type FalseAlertPhrase = keyof typeof FALSE_ALERT_PHRASES;

const normalise = (text: string) => text.trim().toLowerCase();

/** A stored reason or note as the reader should see it. */
export function noteInLanguage(text: string, language: Language): string {
  const wanted = normalise(text);
  for (const phrase of Object.values(FALSE_ALERT_PHRASES)) {
    if (normalise(phrase.id) === wanted || normalise(phrase.en) === wanted) return phrase[language];
  }
  return text;
}
