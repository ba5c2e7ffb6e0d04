import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../platform/api/api-error';
import { FormField } from '../../shared/forms/FormField';
import { localizedZodErrors } from '../../shared/forms/localized-zod-errors';
import { LOGIN_PATH } from '../../shared/paths/root';
import { AuthShell } from './AuthShell';
import { useForgotPassword } from './api';

/** /forgot-password: asks for a reset link; the answer never tells whether the e-mail exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const mutation = useForgotPassword();
  const { control, handleSubmit } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema, localizedZodErrors),
    defaultValues: { email: '' },
  });
  const failure = isApiError(mutation.error) ? mutation.error.message : null;
  return (
    <AuthShell title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')}>
      {mutation.isSuccess ? (
        <Alert type="success" showIcon title={t('account.forgot.sent')} />
      ) : (
        <Form layout="vertical" component={false} requiredMark={false}>
          <form
            noValidate
            onSubmit={handleSubmit((values) => mutation.mutate(values))}
            aria-label={t('account.forgot.title')}
          >
            {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
            <FormField control={control} name="email" label={t('account.forgot.email')} required>
              {(field, a11y) => (
                <Input
                  {...field}
                  {...a11y}
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  size="large"
                />
              )}
            </FormField>
            <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
              {t('account.forgot.submit')}
            </Button>
          </form>
        </Form>
      )}
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={LOGIN_PATH}>{t('account.forgot.backToLogin')}</Link>
      </Flex>
    </AuthShell>
  );
}
