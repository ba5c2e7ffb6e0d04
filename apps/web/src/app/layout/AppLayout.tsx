import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { type MenuItem, showsBottomMenu, usesDriverLayout } from '@armada/domain';
import { Button, Drawer, Grid, Layout, theme } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AlertCenterLiveProvider } from '../../features/alert-center/live/AlertCenterLiveProvider';
import { PreviewPopupsProvider, usePreviewPopups } from '../../features/alert-center/preview';
import { useCentreMode } from '../../features/alert-center/shell/centre-mode';
import { NotificationCentre } from '../../features/alert-center/shell/NotificationCentre';
import { OnboardingPrompt } from '../../features/alert-rules/onboarding/OnboardingPrompt';
import { BannerModal } from '../../features/banner/BannerModal';
import { ContactReminder } from '../../features/contact-reminder/ContactReminder';
import { FeedbackPrompt } from '../../features/feedback/FeedbackPrompt';
import { useCurrentUser } from '../../platform/session/session-context';
import { DASHBOARD_PATH } from '../../shared/paths/root';
import { hasAppPage } from '../router/pages';
import { BOTTOM_MENU_HEIGHT, BottomMenu } from './BottomMenu';
import { type HasPage, useVisibleMenu } from './navigation';
import { SideMenu } from './SideMenu';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';
import { useSiderCollapsed } from './useSiderCollapsed';

interface MenuToggleProps {
  isMobile: boolean;
  collapsed: boolean;
  onToggle: () => void;
}

function MenuToggle({ isMobile, collapsed, onToggle }: MenuToggleProps) {
  const { t } = useTranslation();
  if (isMobile) {
    return (
      <Button
        type="text"
        icon={<MenuOutlined aria-hidden />}
        aria-label={t('layout.openMenu')}
        onClick={onToggle}
      />
    );
  }
  return (
    <Button
      type="text"
      icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
      aria-label={collapsed ? t('layout.expandMenu') : t('layout.collapseMenu')}
      aria-expanded={!collapsed}
      onClick={onToggle}
    />
  );
}

function DesktopSider({ items, collapsed }: { items: readonly MenuItem[]; collapsed: boolean }) {
  const { token } = theme.useToken();
  return (
    <Layout.Sider
      data-testid="side-menu"
      theme="light"
      width={232}
      collapsible
      collapsed={collapsed}
      trigger={null}
      style={{
        position: 'sticky',
        top: TOP_BAR_HEIGHT,
        height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
        overflowY: 'auto',
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <SideMenu items={items} />
    </Layout.Sider>
  );
}

interface MenuDrawerProps {
  items: readonly MenuItem[];
  open: boolean;
  onClose: () => void;
}

/** On a phone the full menu (beyond the bottom menu's four) lives in a drawer. */
function MenuDrawer({ items, open, onClose }: MenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      size={280}
      title={t('layout.mainNavigation')}
      open={open}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <SideMenu items={items} onNavigate={onClose} />
    </Drawer>
  );
}

/**
 * Top bar, side menu and content (alert-center-and-platform.md section 2, 'Layout'). Below 768 px
 * the side menu moves into a drawer and the bottom menu appears; drivers get neither menu. With the
 * Alert Center's scope the top bar has the notification centre's bell, and the app one live socket
 * for the centre (`AlertCenterLiveProvider`).
 */
export function AppLayout({ hasPage = hasAppPage }: { hasPage?: HasPage }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const items = useVisibleMenu(hasPage);
  const [collapsed, setCollapsed] = useSiderCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Before the first media-query answer `md` is undefined: assume a desktop rather than flash a drawer.
  const isMobile = screens.md === false;
  const withMenus = !usesDriverLayout(user.scopes);
  const bottomItems = items.filter((item) => item.inBottomMenu);
  const withBottomMenu = withMenus && isMobile && bottomItems.length > 0 && showsBottomMenu(pathname);
  const centre = useCentreMode(isMobile);

  const gutter = isMobile ? token.padding : token.paddingLG;
  const contentStyle = {
    paddingInline: gutter,
    paddingTop: gutter,
    // The fixed bottom menu would otherwise cover the end of the page.
    paddingBottom: withBottomMenu ? BOTTOM_MENU_HEIGHT + gutter : gutter,
    // The pinned notification panel covers the right 420 px (section 2 'Layout').
    marginRight: centre.contentMargin,
    '--armada-sticky-top': `${TOP_BAR_HEIGHT}px`,
    // What a bar sticking to the bottom of the page stays above (the wizard's save on a phone).
    '--armada-sticky-bottom': `${withBottomMenu ? BOTTOM_MENU_HEIGHT : 0}px`,
  } as CSSProperties;

  return (
    // The preview popups stay open from page to page (section 2) and follow the live events, so they
    // sit outside the one live provider that feeds them.
    <PreviewPopupsProvider>
      <PopupsFollowPinnedCentre pinned={centre.mode === 'pinned'} />
      <AlertCenterLiveProvider>
        <Layout style={{ minHeight: '100vh' }}>
          <TopBar
            compact={isMobile}
            notifications={
              centre.available && (
                <NotificationCentre centre={centre} top={TOP_BAR_HEIGHT} compact={isMobile} />
              )
            }
            menuToggle={
              withMenus && (
                <MenuToggle
                  isMobile={isMobile}
                  collapsed={collapsed}
                  onToggle={() => (isMobile ? setDrawerOpen(true) : setCollapsed(!collapsed))}
                />
              )
            }
          />
          <Layout>
            {withMenus && !isMobile && <DesktopSider items={items} collapsed={collapsed} />}
            {/* antd's Content is the page's <main> landmark. */}
            <Layout.Content style={contentStyle}>
              <ContactReminder />
              <Outlet />
            </Layout.Content>
          </Layout>
          {withMenus && isMobile && (
            <MenuDrawer items={items} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          )}
          {withBottomMenu && <BottomMenu items={bottomItems} />}
          <OnboardingPrompt />
          <FeedbackPrompt />
          {/* The promotional banner belongs to the Dashboard (section 2). */}
          {pathname === DASHBOARD_PATH && <BannerModal />}
        </Layout>
      </AlertCenterLiveProvider>
    </PreviewPopupsProvider>
  );
}

/** A pinned centre gives the popups their pinned height (750 px, section 2 'Alert Center'). */
function PopupsFollowPinnedCentre({ pinned }: { pinned: boolean }) {
  const { setCentrePinned } = usePreviewPopups();
  useEffect(() => setCentrePinned(pinned), [pinned, setCentrePinned]);
  return null;
}
