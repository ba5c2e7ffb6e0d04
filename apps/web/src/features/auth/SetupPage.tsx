import { type SetupRequest, setupRequestSchema } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '../../platform/api/api-error';
import { useSession } from '../../platform/session/session-context';
import { FullPageSpin } from '../../shared/FullPageSpin';
import { FormField } from '../../shared/forms/FormField';
import { localizedZodErrors } from '../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../shared/forms/server-field-errors';
import { TimeZoneSelect } from '../../shared/forms/TimeZoneSelect';
import { useLocalErrorsFollowLanguage } from '../../shared/forms/useLocalErrorsFollowLanguage';
import { LoadError } from '../../shared/LoadError';
import { HOME_PATH, LOGIN_PATH } from '../../shared/paths/root';
import { AuthShell } from './AuthShell';
import { useSetUpCompany, useSetupStatus } from './api';

const FIELDS = ['company_name', 'time_zone', 'name', 'email', 'password'] as const;

function SetupForm() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const mutation = useSetUpCompany();
  const { control, handleSubmit, setError, trigger, getFieldState } = useForm<SetupRequest>({
    resolver: zodResolver(setupRequestSchema, localizedZodErrors),
    defaultValues: { company_name: '', time_zone: 'Asia/Jakarta', name: '', email: '', password: '' },
  });
  useLocalErrorsFollowLanguage({ getFieldState, trigger }, FIELDS);
  const submit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ token, user }) => signIn(token, user),
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );
  const failure = isApiError(mutation.error) ? mutation.error.message : null;
  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={submit} aria-label={t('account.setup.title')}>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Divider titlePlacement="start" plain>
          {t('account.setup.company')}
        </Divider>
        <FormField control={control} name="company_name" label={t('account.setup.companyName')} required>
          {(field, a11y) => <Input {...field} {...a11y} autoComplete="organization" />}
        </FormField>
        <FormField control={control} name="time_zone" label={t('account.setup.timeZone')} required>
          {(field, a11y) => (
            <TimeZoneSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              accessibility={a11y}
            />
          )}
        </FormField>
        <Divider titlePlacement="start" plain>
          {t('account.setup.admin')}
        </Divider>
        <FormField control={control} name="name" label={t('account.setup.name')} required>
          {(field, a11y) => <Input {...field} {...a11y} autoComplete="name" />}
        </FormField>
        <FormField control={control} name="email" label={t('account.setup.email')} required>
          {(field, a11y) => (
            <Input {...field} {...a11y} type="email" autoComplete="username" inputMode="email" />
          )}
        </FormField>
        <FormField
          control={control}
          name="password"
          label={t('account.setup.password')}
          extra={t('account.setup.passwordHint')}
          required
        >
          {(field, a11y) => <Input.Password {...field} {...a11y} autoComplete="new-password" />}
        </FormField>
        <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
          {t('account.setup.submit')}
        </Button>
      </form>
    </Form>
  );
}

/**
 * /setup: the company and its first admin, on a database that has no company yet (the login page
 * sends its visitors here then). Once a company exists the page leads to the login instead.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const setup = useSetupStatus(status !== 'authenticated');
  if (status === 'authenticated') return <Navigate to={HOME_PATH} replace />;
  if (setup.isPending) return <FullPageSpin description={t('account.setup.checking')} />;
  if (setup.isError) {
    return (
      <AuthShell title={t('account.setup.title')}>
        <LoadError
          title={t('account.setup.checkError')}
          message={setup.error.message}
          onRetry={() => void setup.refetch()}
          retrying={setup.isFetching}
        />
      </AuthShell>
    );
  }
  if (!setup.data.needs_setup) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <AuthShell title={t('account.setup.title')} subtitle={t('account.setup.subtitle')} width={480}>
      <SetupForm />
    </AuthShell>
  );
}
