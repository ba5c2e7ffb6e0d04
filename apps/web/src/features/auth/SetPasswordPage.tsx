import { newPasswordSchema } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../platform/api/api-error';
import { useSession } from '../../platform/session/session-context';
import { FormField } from '../../shared/forms/FormField';
import { localizedZodErrors } from '../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../shared/forms/server-field-errors';
import { FORGOT_PASSWORD_PATH } from '../../shared/paths/account';
import { HOME_PATH } from '../../shared/paths/root';
import { AuthShell } from './AuthShell';
import { type LinkKind, useSetPasswordByLink } from './api';

interface Values {
  password: string;
  confirm: string;
}

/**
 * /invitation/:token and /reset-password/:token: a new password through a one-time link, then the
 * user is logged in. An expired or used link says so and offers the forgotten-password page.
 */
export function SetPasswordPage({ kind }: { kind: LinkKind }) {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { status, signIn } = useSession();
  const mutation = useSetPasswordByLink(kind, token);
  const schema = useMemo(
    () =>
      z
        .object({ password: newPasswordSchema, confirm: z.string() })
        .refine((values) => values.password === values.confirm, {
          path: ['confirm'],
          message: t('account.setPassword.mismatch'),
        }),
    [t],
  );
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema, localizedZodErrors),
    defaultValues: { password: '', confirm: '' },
  });
  if (status === 'authenticated' && !mutation.isSuccess) return <Navigate to={HOME_PATH} replace />;
  if (mutation.isSuccess) return <Navigate to={HOME_PATH} replace />;

  const submit = handleSubmit(({ password }) =>
    mutation.mutate(
      { password },
      {
        onSuccess: (session) => signIn(session.token, session.user),
        onError: (error) => applyServerFieldErrors(error, ['password'], setError),
      },
    ),
  );
  const invalidLink = isApiError(mutation.error) && mutation.error.code === 'auth/invalid-link';
  const failure = isApiError(mutation.error) ? mutation.error.message : null;
  const title =
    kind === 'invitation' ? t('account.setPassword.invitationTitle') : t('account.setPassword.resetTitle');
  const subtitle =
    kind === 'invitation'
      ? t('account.setPassword.invitationSubtitle')
      : t('account.setPassword.resetSubtitle');
  return (
    <AuthShell title={title} subtitle={subtitle}>
      <Form layout="vertical" component={false} requiredMark={false}>
        <form noValidate onSubmit={submit} aria-label={title}>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          {invalidLink && (
            <Flex justify="center" style={{ marginBottom: 16 }}>
              <Link to={FORGOT_PASSWORD_PATH}>{t('account.forgot.link')}</Link>
            </Flex>
          )}
          <FormField control={control} name="password" label={t('account.setPassword.password')} required>
            {(field, a11y) => (
              <Input.Password {...field} {...a11y} autoComplete="new-password" size="large" />
            )}
          </FormField>
          <FormField control={control} name="confirm" label={t('account.setPassword.confirm')} required>
            {(field, a11y) => (
              <Input.Password {...field} {...a11y} autoComplete="new-password" size="large" />
            )}
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
            {t('account.setPassword.submit')}
          </Button>
        </form>
      </Form>
    </AuthShell>
  );
}
