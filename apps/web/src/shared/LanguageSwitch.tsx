import { GlobalOutlined } from '@ant-design/icons';
import type { Language } from '@armada/domain';
import { Button, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../platform/i18n';
import { useLanguage } from '../platform/i18n/useLanguage';

/**
 * One button that shows both languages with the current one emphasised and switches to the other;
 * its accessible name starts with the visible "ID / EN" and says what pressing it does.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { language, setLanguage } = useLanguage();
  const next: Language = language === 'id' ? 'en' : 'id';
  const codes = LANGUAGES.map((code) => code.toUpperCase()).join(' / ');
  const action = t('layout.language.switchTo', { language: t(`layout.language.${next}`) });

  return (
    <Button
      data-testid="language-switch"
      type="text"
      icon={<GlobalOutlined aria-hidden />}
      aria-label={`${codes}: ${action}`}
      title={action}
      onClick={() => setLanguage(next)}
    >
      {LANGUAGES.map((code, index) => (
        <span key={code}>
          {index > 0 && <span style={{ color: token.colorTextQuaternary }}> / </span>}
          <span
            style={
              code === language
                ? { fontWeight: token.fontWeightStrong, color: token.colorText }
                : { color: token.colorTextTertiary }
            }
          >
            {code.toUpperCase()}
          </span>
        </span>
      ))}
    </Button>
  );
}

/**
 * A company without the bilingual flag reads Indonesian only (issue 17 item 3): a stored English
 * choice falls back to Indonesian, and the switch is not offered.
 */
export function useIndonesianOnly(active: boolean) {
  const { language, setLanguage } = useLanguage();
  useEffect(() => {
    if (active && language !== DEFAULT_LANGUAGE) setLanguage(DEFAULT_LANGUAGE);
  }, [active, language, setLanguage]);
}
