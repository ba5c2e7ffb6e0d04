import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import type { Language } from '@armada/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../platform/i18n';
import { useLanguage } from '../platform/i18n/useLanguage';
import { BootIcon } from './boot-ui/BootIcon';
import './boot-ui/boot-ui.css';

/**
 * One button that shows both languages with the current one emphasised and switches to the other;
 * its accessible name starts with the visible "ID / EN" and says what pressing it does. Drawn without
 * antd (antd's text button's look): the login page has it before antd's code arrives.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const next: Language = language === 'id' ? 'en' : 'id';
  const codes = LANGUAGES.map((code) => code.toUpperCase()).join(' / ');
  const action = t('layout.language.switchTo', { language: t(`layout.language.${next}`) });

  return (
    <button
      type="button"
      className="boot-ui boot-button boot-button-text"
      data-testid="language-switch"
      aria-label={`${codes}: ${action}`}
      title={action}
      onClick={() => setLanguage(next)}
    >
      <BootIcon icon={GlobalOutlined} />
      <span>
        {LANGUAGES.map((code, index) => (
          <span key={code}>
            {index > 0 && <span style={{ color: 'var(--boot-text-quaternary)' }}> / </span>}
            <span
              style={
                code === language
                  ? { fontWeight: 600, color: 'var(--boot-text)' }
                  : { color: 'var(--boot-text-tertiary)' }
              }
            >
              {code.toUpperCase()}
            </span>
          </span>
        ))}
      </span>
    </button>
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
