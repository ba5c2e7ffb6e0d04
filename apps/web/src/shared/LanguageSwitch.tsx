import { GlobalOutlined } from '@ant-design/icons';
import type { Language } from '@armada/domain';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../platform/i18n';
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
