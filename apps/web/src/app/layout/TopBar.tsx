import { SettingOutlined } from '@ant-design/icons';
import { ALERT_RULE_READ_SCOPES, hasAllScopes } from '@armada/domain';
import { Button, Layout, Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AnnouncementsButton } from '../../features/announcements/AnnouncementsButton';
import { useHeaderScrollStyle } from '../../features/app-update/useHeaderScrolled';
import { TopBarBrand } from '../../features/platform-shell/TopBarBrand';
import { isWhiteLabel, useFeatures } from '../../platform/session/features';
import { useCurrentUser } from '../../platform/session/session-context';
import { LanguageSwitch, useIndonesianOnly } from '../../shared/LanguageSwitch';
import { ALERT_RULE_LIST_PATH } from '../../shared/paths/alert-center';
import { AccountMenu } from './AccountMenu';

export const TOP_BAR_HEIGHT = 56;

interface TopBarProps {
  /** The side-menu toggle; absent in the driver layout, which has no menu. */
  menuToggle?: ReactNode;
  /** The notification centre's bell (with the Alert Center's scope). */
  notifications?: ReactNode;
  compact: boolean;
}

/**
 * The settings gear (section 2 'Top bar'): the Setting Notification List, shown with what the list's
 * server queries ask (rule-setting and alert-rule read), so it never leads to a page that fails.
 */
function RuleSettingsGear() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  if (!hasAllScopes(user.scopes, ALERT_RULE_READ_SCOPES)) return null;
  return (
    <Tooltip title={t('alertRules.gear')}>
      <Button
        type="text"
        icon={<SettingOutlined aria-hidden />}
        aria-label={t('alertRules.gear')}
        onClick={() => navigate(ALERT_RULE_LIST_PATH)}
      />
    </Tooltip>
  );
}

export function TopBar({ menuToggle, notifications, compact }: TopBarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const scrolledStyle = useHeaderScrollStyle();
  const user = useCurrentUser();
  const bilingual = useFeatures().vsms2_bilingual;
  // Without the bilingual flag the app is Indonesian only (issue 17 item 3), whatever was stored.
  useIndonesianOnly(!bilingual);
  const homeLabel = isWhiteLabel(user)
    ? t('platformShell.homeLink', { name: user.company.branding.name || user.company.name })
    : t('layout.homeLink');
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 110,
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        height: TOP_BAR_HEIGHT,
        lineHeight: `${TOP_BAR_HEIGHT}px`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        // Section 9: the header turns white after 24 px of scroll.
        ...scrolledStyle,
      }}
    >
      {menuToggle}
      <Link
        to="/"
        aria-label={homeLabel}
        style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}
      >
        {/* A phone keeps the mark only: the bells, the settings gear, the language and the account need the width. */}
        <TopBarBrand compact={compact} />
      </Link>
      <div style={{ flex: 1 }} />
      <AnnouncementsButton />
      {notifications}
      <RuleSettingsGear />
      {bilingual && <LanguageSwitch />}
      <AccountMenu compact={compact} />
    </Layout.Header>
  );
}
