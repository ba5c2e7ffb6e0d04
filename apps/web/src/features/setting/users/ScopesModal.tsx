import { type CompanyUser, presetScopesOf, type Scope } from '@armada/domain';
import { Alert, App, Button, Checkbox, Flex, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { LoadError } from '../../../shared/LoadError';
import { useRoles, useUpdateUser } from './api';

/** Tailors a user's scopes one by one, grouped by the spec's modules (names from GET /role). */
export function ScopesModal({ user, onClose }: { user: CompanyUser; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const roles = useRoles();
  const mutation = useUpdateUser();
  const [held, setHeld] = useState<Set<string>>(() => new Set(user.scopes));
  const toggle = (scope: string, on: boolean) =>
    setHeld((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });
  const save = () =>
    mutation.mutate(
      { id: user.id, scopes: [...held] as Scope[] },
      {
        onSuccess: () => {
          void message.success(t('users.scopes.saved'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      width={640}
      title={t('users.scopes.title', { name: user.name })}
      okText={t('users.scopes.save')}
      cancelText={t('common.cancel')}
      onOk={save}
      onCancel={onClose}
      okButtonProps={{ loading: mutation.isPending, disabled: !roles.data }}
    >
      {isApiError(mutation.error) && (
        <Alert type="error" showIcon title={mutation.error.message} style={{ marginBottom: 16 }} />
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('users.scopes.help')}</Typography.Text>
        <Button size="small" onClick={() => setHeld(new Set(presetScopesOf(user.role)))}>
          {t('users.scopes.reset')}
        </Button>
      </Flex>
      {roles.isPending && <Skeleton active />}
      {roles.isError && (
        <LoadError
          title={t('users.scopes.loadError')}
          message={roles.error.message}
          onRetry={() => void roles.refetch()}
          retrying={roles.isFetching}
        />
      )}
      {roles.data && (
        <Flex vertical gap={16} style={{ maxHeight: '55vh', overflowY: 'auto' }}>
          {roles.data.modules.map((module) => (
            <Flex key={module.key} vertical gap={4} role="group" aria-label={module.name}>
              <Flex justify="space-between" gap={8}>
                <Typography.Text strong>{module.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('users.scopes.count', {
                    held: module.scopes.filter((scope) => held.has(scope)).length,
                    total: module.scopes.length,
                  })}
                </Typography.Text>
              </Flex>
              {module.scopes.map((scope) => (
                <Checkbox
                  key={scope}
                  checked={held.has(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                >
                  <Typography.Text code>{scope}</Typography.Text>
                </Checkbox>
              ))}
            </Flex>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
