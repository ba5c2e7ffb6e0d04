import { LOGOUT_REDIRECT_DELAY_MS } from '@armada/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../platform/session/session-context';
import { FullPageSpin } from '../../shared/FullPageSpin';
import { LOGIN_PATH } from '../../shared/paths/root';

/** /logout: ends the session at once, then goes to the login page after the spec's delay. */
export function LogoutPage() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    signOut();
    const timer = window.setTimeout(() => navigate(LOGIN_PATH, { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signOut, navigate]);

  return <FullPageSpin description={t('auth.loggingOut')} />;
}
