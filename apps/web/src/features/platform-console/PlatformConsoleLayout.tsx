import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Layout, Menu, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../platform/session/session-context';
import { BrandMark } from '../../shared/BrandMark';
import { LOGOUT_PATH } from '../../shared/paths/root';
import {
  PLATFORM_ANNOUNCEMENTS_PATH,
  PLATFORM_BANNER_PATH,
  PLATFORM_COMPANIES_PATH,
  PLATFORM_CONSOLE_PATH,
} from './paths';

const TOP_BAR_HEIGHT = 56;
const MENU = [
  { key: PLATFORM_ANNOUNCEMENTS_PATH, labelKey: 'platformConsole.menu.announcements' },
  { key: PLATFORM_BANNER_PATH, labelKey: 'platformConsole.menu.banner' },
  { key: PLATFORM_COMPANIES_PATH, labelKey: 'platformConsole.menu.companies' },
] as const;

function ConsoleTopBar({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        height: TOP_BAR_HEIGHT,
        lineHeight: `${TOP_BAR_HEIGHT}px`,
        paddingInline: compact ? token.padding : token.paddingLG,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Link
        to={PLATFORM_CONSOLE_PATH}
        aria-label={t('platformConsole.homeLink')}
        style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      >
        <BrandMark />
        {!compact && (
          <Typography.Text strong style={{ fontSize: token.fontSizeLG, whiteSpace: 'nowrap' }}>
            {t('platformConsole.title')}
          </Typography.Text>
        )}
      </Link>
      <div style={{ flex: 1 }} />
      <Flex align="center" gap={6} style={{ minWidth: 0 }} data-testid="console-operator">
        <UserOutlined aria-hidden />
        <Typography.Text ellipsis style={{ maxWidth: compact ? 150 : 240 }}>
          {t('platformConsole.operator', { name: user.name })}
        </Typography.Text>
      </Flex>
      <Button
        type="text"
        icon={<LogoutOutlined aria-hidden />}
        aria-label={compact ? t('platformConsole.logout') : undefined}
        onClick={() => navigate(LOGOUT_PATH)}
      >
        {!compact && t('platformConsole.logout')}
      </Button>
    </Layout.Header>
  );
}

/**
 * The operator's own small layout: brand, name and logout, and the console's three pages. None of
 * the company layout (side menu, Alert Center socket, onboarding) is mounted here: each would ask
 * company routes that answer the operator 403 `auth/company-only`.
 */
export function PlatformConsoleLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  const selected = MENU.find((item) => pathname.startsWith(item.key))?.key;
  const gutter = compact ? token.padding : token.paddingLG;
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="platform-console">
      <ConsoleTopBar compact={compact} />
      <nav aria-label={t('platformConsole.menuLabel')}>
        <Menu
          mode="horizontal"
          selectedKeys={selected ? [selected] : []}
          onClick={({ key }) => navigate(key)}
          items={MENU.map((item) => ({ key: item.key, label: t(item.labelKey) }))}
          style={{ paddingInline: compact ? 0 : token.paddingSM }}
        />
      </nav>
      <Layout.Content style={{ padding: gutter }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
