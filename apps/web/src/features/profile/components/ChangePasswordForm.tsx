import { changePasswordRequestSchema } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { App, Button, Card, Flex, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../platform/api/api-error';
import { FormField } from '../../../shared/forms/FormField';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { useChangePassword } from '../api';

interface Values {
  current_password: string;
  new_password: string;
  confirm: string;
}
const EMPTY: Values = { current_password: '', new_password: '', confirm: '' };

/** One's own password: the current one, then the new one twice (POST /api/auth/password). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mutation = useChangePassword();
  const schema = useMemo(
    () =>
      changePasswordRequestSchema
        .extend({ confirm: z.string() })
        .refine((values) => values.new_password === values.confirm, {
          path: ['confirm'],
          message: t('account.changePassword.mismatch'),
        }),
    [t],
  );
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    resolver: zodResolver(schema, localizedZodErrors),
    defaultValues: EMPTY,
  });
  const submit = handleSubmit(({ current_password, new_password }) =>
    mutation.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          reset(EMPTY);
          void message.success(t('account.changePassword.saved'));
        },
        onError: (error) => {
          if (
            !applyServerFieldErrors(error, ['current_password', 'new_password'], setError) &&
            isApiError(error)
          )
            void message.error(error.message);
        },
      },
    ),
  );
  return (
    <Card title={t('account.changePassword.title')}>
      <Form layout="vertical" component={false}>
        <form noValidate onSubmit={submit} aria-label={t('account.changePassword.title')}>
          <FormField
            control={control}
            name="current_password"
            label={t('account.changePassword.current')}
            required
          >
            {(field, a11y) => <Input.Password {...field} {...a11y} autoComplete="current-password" />}
          </FormField>
          <FormField control={control} name="new_password" label={t('account.changePassword.next')} required>
            {(field, a11y) => <Input.Password {...field} {...a11y} autoComplete="new-password" />}
          </FormField>
          <FormField control={control} name="confirm" label={t('account.changePassword.confirm')} required>
            {(field, a11y) => <Input.Password {...field} {...a11y} autoComplete="new-password" />}
          </FormField>
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={mutation.isPending}>
              {t('account.changePassword.submit')}
            </Button>
          </Flex>
        </form>
      </Form>
    </Card>
  );
}
