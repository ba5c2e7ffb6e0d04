import type { Language } from '@armada/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '.';
import { switchLanguage } from './load-dictionary';

export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback((next: Language) => {
    void switchLanguage(next);
  }, []);
  return { language, setLanguage };
}
