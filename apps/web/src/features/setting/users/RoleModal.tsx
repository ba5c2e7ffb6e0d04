import { ASSIGNABLE_ROLES, type AssignableRole, type CompanyUser } from '@armada/domain';
import { Alert, App, Form, Modal, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useUpdateUser } from './api';

/** A new role for a user; the role's preset replaces the user's scopes. */
export function RoleModal({ user, onClose }: { user: CompanyUser; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useId();
  const mutation = useUpdateUser();
  const [role, setRole] = useState<AssignableRole | undefined>(
    (ASSIGNABLE_ROLES as readonly string[]).includes(user.role) ? (user.role as AssignableRole) : undefined,
  );
  const save = () =>
    role &&
    mutation.mutate(
      { id: user.id, role, scopes: undefined },
      {
        onSuccess: () => {
          void message.success(t('users.role.saved'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('users.role.title', { name: user.name })}
      okText={t('users.role.save')}
      cancelText={t('common.cancel')}
      onOk={save}
      onCancel={onClose}
      okButtonProps={{ loading: mutation.isPending, disabled: !role || role === user.role }}
    >
      {isApiError(mutation.error) && (
        <Alert type="error" showIcon title={mutation.error.message} style={{ marginBottom: 16 }} />
      )}
      <Typography.Paragraph type="secondary">{t('users.role.help')}</Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Form.Item label={t('users.columns.role')} htmlFor={id}>
          <Select
            id={id}
            value={role}
            onChange={setRole}
            options={ASSIGNABLE_ROLES.map((value) => ({ value, label: t(`profile.roles.${value}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
