import { MoreOutlined } from '@ant-design/icons';
import type { CompanyUser, ListSort } from '@armada/domain';
import { Button, Dropdown, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTableColumn } from '../../../shared/ListTable';

/** The server's order when no sort is chosen (its list definition): by name. */
export const USER_DEFAULT_SORT: ListSort = { field: 'name', direction: 'asc' };

export type UserAction = 'role' | 'scopes' | 'deactivate' | 'activate' | 'newLink';

function StatusTag({ user }: { user: CompanyUser }) {
  const { t } = useTranslation();
  if (!user.is_active) return <Tag>{t('users.status.inactive')}</Tag>;
  if (user.invitation_pending) return <Tag color="gold">{t('users.status.invited')}</Tag>;
  return <Tag color="green">{t('users.status.active')}</Tag>;
}

function RowActions({
  user,
  onAction,
}: {
  user: CompanyUser;
  onAction: (action: UserAction, user: CompanyUser) => void;
}) {
  const { t } = useTranslation();
  const items = [
    { key: 'role', label: t('users.actions.changeRole') },
    { key: 'scopes', label: t('users.actions.scopes') },
    ...(user.invitation_pending && user.is_active
      ? [{ key: 'newLink', label: t('users.actions.newLink') }]
      : []),
    user.is_active
      ? { key: 'deactivate', label: t('users.actions.deactivate'), danger: true }
      : { key: 'activate', label: t('users.actions.activate') },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as UserAction, user) }}>
      <Button icon={<MoreOutlined aria-hidden />} aria-label={t('users.actions.more', { name: user.name })} />
    </Dropdown>
  );
}

export function useUserColumns(
  currentUserId: number,
  onAction: (action: UserAction, user: CompanyUser) => void,
): ListTableColumn<CompanyUser>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'name',
        title: t('users.columns.name'),
        sortKey: 'name',
        render: (_, user) => (user.id === currentUserId ? `${user.name} ${t('users.you')}` : user.name),
      },
      { key: 'email', title: t('users.columns.email'), sortKey: 'email', render: (_, user) => user.email },
      { key: 'phone', title: t('users.columns.phone'), render: (_, user) => user.phone_no ?? '-' },
      {
        key: 'role',
        title: t('users.columns.role'),
        sortKey: 'role',
        render: (_, user) => t(`profile.roles.${user.role}`, { defaultValue: user.role }),
      },
      { key: 'status', title: t('users.columns.status'), render: (_, user) => <StatusTag user={user} /> },
      {
        key: 'actions',
        title: t('users.columns.actions'),
        render: (_, user) => <RowActions user={user} onAction={onAction} />,
      },
    ],
    [t, currentUserId, onAction],
  );
}
