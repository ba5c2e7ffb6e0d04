import type { MenuItem } from '@armada/domain';
import { theme } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { menuIcon } from './menu-icons';

export const BOTTOM_MENU_HEIGHT = 60;

/**
 * The mobile tab bar (alert-center-and-platform.md section 2, 'Layout'). antd has no tab bar for
 * phones, so these are plain router links styled with the theme's tokens.
 */
export function BottomMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <nav
      data-testid="bottom-menu"
      aria-label={t('layout.bottomNavigation')}
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 100,
        display: 'flex',
        height: BOTTOM_MENU_HEIGHT,
        paddingBottom: 'env(safe-area-inset-bottom)',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {items.map((item) => (
        <NavLink
          key={item.key}
          to={item.route}
          style={({ isActive }) => ({
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            fontSize: token.fontSizeSM,
            color: isActive ? token.colorPrimary : token.colorTextSecondary,
            fontWeight: isActive ? token.fontWeightStrong : undefined,
          })}
        >
          <span style={{ fontSize: 20, lineHeight: 1 }}>{menuIcon(item.key)}</span>
          {t(item.labelKey as ParseKeys)}
        </NavLink>
      ))}
    </nav>
  );
}
