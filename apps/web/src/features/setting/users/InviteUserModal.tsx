import {
  ASSIGNABLE_ROLES,
  type InvitedUser,
  type InviteUserRequest,
  inviteUserRequestSchema,
} from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { FormField } from '../../../shared/forms/FormField';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { useInviteUser } from './api';
import { InvitationLink } from './InvitationLink';

const FIELDS = ['name', 'email', 'phone_no', 'role'] as const;
const EMPTY: InviteUserRequest = { name: '', email: '', phone_no: null, role: 'dispatcher' };

/** Invite a user: the form, then the one-time link to copy (shown once, never stored in clear). */
export function InviteUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useInviteUser();
  const [invited, setInvited] = useState<InvitedUser | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<InviteUserRequest>({
    resolver: zodResolver(inviteUserRequestSchema, localizedZodErrors),
    defaultValues: EMPTY,
  });
  const close = () => {
    reset(EMPTY);
    setInvited(null);
    mutation.reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: setInvited,
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );
  const failure = isApiError(mutation.error) ? mutation.error.message : null;
  return (
    <Modal
      open={open}
      title={invited ? t('users.invite.linkTitle') : t('users.invite.title')}
      onCancel={close}
      destroyOnHidden
      footer={
        invited ? (
          <Button type="primary" onClick={close}>
            {t('users.invite.done')}
          </Button>
        ) : (
          [
            <Button key="cancel" onClick={close}>
              {t('users.invite.cancel')}
            </Button>,
            <Button key="submit" type="primary" loading={mutation.isPending} onClick={() => void submit()}>
              {t('users.invite.submit')}
            </Button>,
          ]
        )
      }
    >
      {invited ? (
        <InvitationLink invited={invited} />
      ) : (
        <Form layout="vertical" component={false}>
          <form noValidate onSubmit={submit} aria-label={t('users.invite.title')}>
            {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
            <FormField control={control} name="name" label={t('users.invite.name')} required>
              {(field, a11y) => <Input {...field} {...a11y} value={field.value ?? ''} autoComplete="off" />}
            </FormField>
            <FormField control={control} name="email" label={t('users.invite.email')} required>
              {(field, a11y) => (
                <Input {...field} {...a11y} value={field.value ?? ''} type="email" autoComplete="off" />
              )}
            </FormField>
            <FormField
              control={control}
              name="phone_no"
              label={t('users.invite.phone')}
              extra={t('users.invite.phoneHint')}
            >
              {(field, a11y) => (
                <Input
                  {...field}
                  {...a11y}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                  type="tel"
                  placeholder="+6281234567890"
                />
              )}
            </FormField>
            <FormField control={control} name="role" label={t('users.invite.role')} required>
              {(field, a11y) => (
                <Select
                  {...a11y}
                  value={field.value}
                  onChange={field.onChange}
                  options={ASSIGNABLE_ROLES.map((role) => ({
                    value: role,
                    label: t(`profile.roles.${role}`),
                  }))}
                />
              )}
            </FormField>
            {/* Enter in a field submits; the visible button is the modal's own. */}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </form>
        </Form>
      )}
    </Modal>
  );
}
