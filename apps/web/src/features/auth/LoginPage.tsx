import { Alert, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../platform/session/session-context';
import { FORGOT_PASSWORD_PATH, SETUP_PATH } from '../../shared/paths/account';
import { safeRedirectTarget } from '../../shared/paths/root';
import { AuthShell } from './AuthShell';
import { useSetupStatus } from './api';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { status, expiredMessage } = useSession();
  const [params] = useSearchParams();
  // A database with no company has no one to log in: its first visitor sets the company up.
  const setup = useSetupStatus(status !== 'authenticated');

  if (status === 'authenticated') {
    return <Navigate to={safeRedirectTarget(params.get('redirect'))} replace />;
  }
  if (setup.data?.needs_setup) return <Navigate to={SETUP_PATH} replace />;
  return (
    <AuthShell title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {expiredMessage && (
        <Alert type="warning" showIcon title={expiredMessage} style={{ marginBottom: token.margin }} />
      )}
      <LoginForm />
      <Flex justify="center" style={{ marginTop: token.margin }}>
        <Link to={FORGOT_PASSWORD_PATH}>{t('account.forgot.link')}</Link>
      </Flex>
    </AuthShell>
  );
}
