import { useMemo } from 'react';
import { useLanguage } from '../../../platform/i18n/useLanguage';

interface FormatInfo {
  userTyping: boolean;
  input: string;
}

/**
 * InputNumber props that show a number as the language groups it, like the list does: 3.750.000 and
 * 1.250,5 in Indonesian, 3,750,000 and 1,250.5 in English. While the user types, the text stays as
 * typed (a decimal comma being typed is not swallowed); it is grouped once the field is left. antd
 * hands the formatter its own plain number text ('3750000.5').
 */
export function useGroupedNumberInput() {
  const { language } = useLanguage();
  return useMemo(() => {
    const [group, decimal] = language === 'id' ? ['.', ','] : [',', '.'];
    return {
      formatter: (value: number | string | undefined, info: FormatInfo) => {
        if (info.userTyping) return info.input;
        if (value === undefined || value === '') return '';
        const [whole = '', fraction] = String(value).split('.');
        const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
        return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
      },
      // antd reads the parser's answer as decimal text, so '1250.5' is kept exactly.
      parser: ((text: string | undefined) =>
        (text ?? '').split(group).join('').replace(decimal, '.')) as unknown as (
        text: string | undefined,
      ) => number,
    };
  }, [language]);
}
