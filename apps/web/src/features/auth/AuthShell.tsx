import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../shared/BrandMark';
import { LanguageSwitch } from '../../shared/LanguageSwitch';
import '../../shared/boot-ui/boot-ui.css';

/**
 * The frame of the pages outside the app: login, set-up, invitation, forgotten password. Drawn
 * without antd (in its card's look), so the login page's first load carries none of antd (issue 23
 * item 1); the other pages put antd's forms inside it.
 */
export function AuthShell({
  title,
  subtitle,
  children,
  width = 400,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="boot-ui boot-auth">
      <div className="boot-auth-top">
        <LanguageSwitch />
      </div>
      <div className="boot-auth-middle">
        <main className="boot-auth-main" style={{ maxWidth: width }}>
          <div className="boot-auth-brand">
            <BrandMark size={48} />
            <h1>{t('common.appName')}</h1>
            <p>{t('common.tagline')}</p>
          </div>
          <div className="boot-card">
            <h2>{title}</h2>
            {subtitle && <p className="boot-subtitle">{subtitle}</p>}
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}
