import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { type LoginRequest, loginRequestSchema } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';
import { login } from '../../platform/session/api';
import { useSession } from '../../platform/session/session-context';
import { FormField } from '../../shared/forms/FormField';
import { localizedZodErrors } from '../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../shared/forms/server-field-errors';
import { useLocalErrorsFollowLanguage } from '../../shared/forms/useLocalErrorsFollowLanguage';

const FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const { control, handleSubmit, setError, trigger, getFieldState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema, localizedZodErrors),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => signIn(token, user),
    onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
  });
  useLocalErrorsFollowLanguage({ getFieldState, trigger }, FIELDS);

  const failure = isApiError(mutation.error) ? mutation.error.message : null;
  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        aria-label={t('auth.login.title')}
      >
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <FormField control={control} name="email" label={t('auth.login.email')} required>
          {(field, a11y) => (
            <Input
              {...field}
              {...a11y}
              type="email"
              autoComplete="username"
              inputMode="email"
              size="large"
              prefix={<MailOutlined aria-hidden />}
              placeholder={t('auth.login.emailPlaceholder')}
            />
          )}
        </FormField>
        <FormField control={control} name="password" label={t('auth.login.password')} required>
          {(field, a11y) => (
            <Input.Password
              {...field}
              {...a11y}
              autoComplete="current-password"
              size="large"
              prefix={<LockOutlined aria-hidden />}
            />
          )}
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
          {t('auth.login.submit')}
        </Button>
      </form>
    </Form>
  );
}
