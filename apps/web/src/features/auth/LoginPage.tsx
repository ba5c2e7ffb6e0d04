import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../platform/session/session-context';
import { BootAlert } from '../../shared/boot-ui/BootAlert';
import { FORGOT_PASSWORD_PATH, SETUP_PATH } from '../../shared/paths/account';
import { safeRedirectTarget } from '../../shared/paths/root';
import { AuthShell } from './AuthShell';
import { useSetupStatus } from './api';
import { LoginForm } from './LoginForm';

/** Part of the first load, without antd (issue 23 item 1): a phone on a slow line gets the form first. */
export function LoginPage() {
  const { t } = useTranslation();
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
      {expiredMessage && <BootAlert type="warning" message={expiredMessage} />}
      <LoginForm />
      <div className="boot-auth-footer">
        <Link to={FORGOT_PASSWORD_PATH}>{t('account.forgot.link')}</Link>
      </div>
    </AuthShell>
  );
}
