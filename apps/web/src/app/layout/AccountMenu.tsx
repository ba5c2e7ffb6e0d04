import { DownOutlined, GiftOutlined, HistoryOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, type MenuProps, Typography } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackToOldVersionModal } from '../../features/platform-shell/BackToOldVersionModal';
import { ReferralModal } from '../../features/platform-shell/ReferralModal';
import { isWhiteLabel } from '../../platform/session/features';
import { useCurrentUser } from '../../platform/session/session-context';
import { LOGOUT_PATH, PROFILE_PATH } from '../../shared/paths/root';

/**
 * antd closes the menu on Escape but leaves focus on the page body; keyboard users expect to be back
 * on the button that opened it.
 */
function useFocusTriggerOnEscape(open: boolean, triggerRef: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') requestAnimationFrame(() => triggerRef.current?.focus());
    };
    // Capture phase: the menu stops the key's propagation before it would reach the window.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open, triggerRef]);
}

export const REFERRAL_SCOPE = 'referal_program:read';
export const BACK_TO_OLD_VERSION_SCOPE = 'back_to_vsms1:create';

type AccountModal = 'referral' | 'back-to-old-version' | null;

/**
 * The top bar's account dropdown: who is logged in, the profile page, the referral program (not for
 * a white-label company), the return to the old version (when LEGACY_APP_URL is set) and logging
 * out. The user is a menu group title rather than a custom popup, so antd keeps moving focus into
 * the menu when it opens and the arrow keys work.
 */
export function AccountMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState<AccountModal>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useFocusTriggerOnEscape(open, triggerRef);
  const withReferral = user.scopes.includes(REFERRAL_SCOPE) && !isWhiteLabel(user);
  const legacyAppUrl = user.scopes.includes(BACK_TO_OLD_VERSION_SCOPE) ? user.legacy_app_url : null;

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'account',
      label: (
        <Flex vertical>
          <Typography.Text strong>{user.name}</Typography.Text>
          <Typography.Text type="secondary">{user.company.name}</Typography.Text>
        </Flex>
      ),
      children: [
        { key: 'profile', icon: <UserOutlined aria-hidden />, label: t('layout.account.profile') },
        ...(withReferral
          ? [{ key: 'referral', icon: <GiftOutlined aria-hidden />, label: t('platformShell.referral.menu') }]
          : []),
        ...(legacyAppUrl
          ? [
              {
                key: 'back-to-old-version',
                icon: <HistoryOutlined aria-hidden />,
                label: t('platformShell.backToOld.menu'),
              },
            ]
          : []),
      ],
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('layout.account.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'referral' || key === 'back-to-old-version') setModal(key);
    else navigate(key === 'logout' ? LOGOUT_PATH : PROFILE_PATH);
  };
  const closeModal = () => {
    setModal(null);
    triggerRef.current?.focus();
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        autoFocus
        menu={{ items, onClick, style: { minWidth: 220 } }}
      >
        <Button
          ref={triggerRef}
          data-testid="account-menu"
          type="text"
          aria-label={`${t('layout.account.menu')}: ${user.name}`}
          aria-haspopup="menu"
          aria-expanded={open}
          style={{ height: 'auto', paddingBlock: 4 }}
        >
          <Flex align="center" gap={8}>
            <Avatar size="small" icon={<UserOutlined aria-hidden />} />
            {!compact && (
              <Typography.Text style={{ maxWidth: 180 }} ellipsis>
                {user.name}
              </Typography.Text>
            )}
            <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </Flex>
        </Button>
      </Dropdown>
      {withReferral && <ReferralModal open={modal === 'referral'} onClose={closeModal} />}
      {legacyAppUrl && (
        <BackToOldVersionModal
          open={modal === 'back-to-old-version'}
          legacyAppUrl={legacyAppUrl}
          onClose={closeModal}
        />
      )}
    </>
  );
}
