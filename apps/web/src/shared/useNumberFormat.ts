import { useMemo } from 'react';
import { useLanguage } from '../platform/i18n/useLanguage';

/** Whole numbers with the language's grouping: 1.234 in Indonesian, 1,234 in English. */
export function useNumberFormat(): (value: number | string) => string {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US');
    return (value) => format.format(Number(value));
  }, [language]);
}
