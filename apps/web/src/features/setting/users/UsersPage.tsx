import { UserAddOutlined } from '@ant-design/icons';
import type { CompanyUser, InvitedUser } from '@armada/domain';
import { App, Button, Modal } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useCurrentUser } from '../../../platform/session/session-context';
import { fromListQuery, ListTable, useUrlListState } from '../../../shared/ListTable';
import { PageHeader } from '../../../shared/PageHeader';
import { SETTING_PATH } from '../../../shared/paths/setting';
import { useRenewInvitation, useUpdateUser, useUserList } from './api';
import { USER_DEFAULT_SORT, type UserAction, useUserColumns } from './columns';
import { InvitationLink } from './InvitationLink';
import { InviteUserModal } from './InviteUserModal';
import { RoleModal } from './RoleModal';
import { ScopesModal } from './ScopesModal';

type Editing = { kind: 'role' | 'scopes'; user: CompanyUser } | null;

/** Deactivation (confirmed first) and activation; the last admin's refusal comes back as a message. */
function useActivity() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const update = useUpdateUser();
  const report = (error: unknown) => isApiError(error) && void message.error(error.message);
  const deactivate = (user: CompanyUser) =>
    modal.confirm({
      title: t('users.deactivate.title', { name: user.name }),
      content: t('users.deactivate.content'),
      okText: t('users.deactivate.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        update
          .mutateAsync({ id: user.id, is_active: false })
          .then(() => void message.success(t('users.deactivate.done')), report),
    });
  const activate = (user: CompanyUser) =>
    update.mutate(
      { id: user.id, is_active: true },
      { onSuccess: () => void message.success(t('users.activated')), onError: report },
    );
  return { deactivate, activate };
}

/** /setting/users: the company's users, invitations, roles and scopes (issue 14 item 4; user:read). */
export function UsersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useCurrentUser();
  const [state, setState] = useUrlListState();
  const list = useUserList(state);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [renewed, setRenewed] = useState<InvitedUser | null>(null);
  const renew = useRenewInvitation();
  const { deactivate, activate } = useActivity();
  const onAction = useCallback(
    (action: UserAction, user: CompanyUser) => {
      if (action === 'role' || action === 'scopes') setEditing({ kind: action, user });
      else if (action === 'deactivate') deactivate(user);
      else if (action === 'activate') activate(user);
      else
        renew.mutate(user.id, {
          onSuccess: setRenewed,
          onError: (error) => isApiError(error) && void message.error(error.message),
        });
    },
    [deactivate, activate, renew, message],
  );
  const columns = useUserColumns(me.id, onAction);
  const canInvite = me.scopes.includes('user:create');
  return (
    <>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        breadcrumb={[{ title: t('menu.setting'), to: SETTING_PATH }, { title: t('users.title') }]}
      />
      <ListTable<CompanyUser>
        caption={t('users.caption')}
        columns={columns}
        rowKey={(user) => String(user.id)}
        {...fromListQuery(list)}
        state={state}
        onStateChange={setState}
        defaultSort={USER_DEFAULT_SORT}
        searchPlaceholder={t('users.searchPlaceholder')}
        actions={
          canInvite && (
            <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
              {t('users.invite.button')}
            </Button>
          )
        }
      />
      <InviteUserModal open={inviting} onClose={() => setInviting(false)} />
      {editing?.kind === 'role' && <RoleModal user={editing.user} onClose={() => setEditing(null)} />}
      {editing?.kind === 'scopes' && <ScopesModal user={editing.user} onClose={() => setEditing(null)} />}
      <Modal
        open={renewed !== null}
        title={t('users.invite.linkTitle')}
        onCancel={() => setRenewed(null)}
        footer={
          <Button type="primary" onClick={() => setRenewed(null)}>
            {t('users.invite.done')}
          </Button>
        }
      >
        {renewed && <InvitationLink invited={renewed} />}
      </Modal>
    </>
  );
}
