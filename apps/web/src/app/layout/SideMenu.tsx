import { ExportOutlined } from '@ant-design/icons';
import type { MenuItem } from '@armada/domain';
import { Badge, Menu, type MenuProps } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePendingVendorRequestCount } from '../../features/vendor-request/api';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import { menuIcon } from './menu-icons';
import { activeMenuKey, useOpenMenuItem } from './navigation';

const VENDOR_REQUEST_KEY = 'vendor-request';

interface SideMenuProps {
  items: readonly MenuItem[];
  /** Called after an item is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
}

export function SideMenu({ items, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const openItem = useOpenMenuItem(items);
  const selected = activeMenuKey(items, pathname);
  // The vendor's inbox shows how many requests wait for an answer (issue 13 item 4).
  const pending = usePendingVendorRequestCount(items.some((item) => item.key === VENDOR_REQUEST_KEY));
  const pendingCount = pending.data ?? 0;

  const menuItems: MenuProps['items'] = items.map((item) => {
    // The domain names labels by key ('menu.fleetTask'); the i18n test checks each one exists.
    const label = t(item.labelKey as ParseKeys);
    return {
      key: item.key,
      icon: menuIcon(item.key),
      label: item.external ? (
        <>
          {label}
          <ExportOutlined aria-hidden style={{ fontSize: 11, marginInlineStart: 6 }} />
          <VisuallyHidden>{t('layout.opensInNewTab')}</VisuallyHidden>
        </>
      ) : item.key === VENDOR_REQUEST_KEY && pendingCount > 0 ? (
        <>
          {label}
          <Badge count={pendingCount} size="small" aria-hidden style={{ marginInlineStart: 6 }} />
          <VisuallyHidden>{t('layout.pendingRequests', { count: pendingCount })}</VisuallyHidden>
        </>
      ) : (
        label
      ),
    };
  });

  return (
    <nav aria-label={t('layout.mainNavigation')}>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={menuItems}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key }) => {
          openItem(key);
          onNavigate?.();
        }}
      />
    </nav>
  );
}
