import { isPlatformOperator, usesDriverLayout, visibleMenuItems } from '@armada/domain';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PLATFORM_CONSOLE_PATH } from '../../features/platform-console/paths';
import { featuresOf } from '../../platform/session/features';
import { useCurrentUser, useSession } from '../../platform/session/session-context';
import { FullPageSpin } from '../../shared/FullPageSpin';
import { DRIVER_PATH } from '../../shared/paths/driver';
import { loginPathFor, PROFILE_PATH } from '../../shared/paths/root';
import { hasAppPage } from './pages';

/** Pages behind login: wait for the user, or send a visitor to /login keeping the target. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageSpin description={t('common.loading')} />;
  if (session.status === 'anonymous') return <Navigate to={loginPathFor(location)} replace />;
  if (session.status === 'error') {
    return (
      <Result
        status="warning"
        title={t('auth.sessionError')}
        subTitle={session.error?.message}
        extra={
          <Button type="primary" onClick={session.retry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return children;
}

/** `/`: the first page of the user's menu (the dashboard), or the driver's tasks in the driver layout. */
export function HomeRedirect() {
  const user = useCurrentUser();
  if (usesDriverLayout(user.scopes)) return <Navigate to={DRIVER_PATH} replace />;
  const first = visibleMenuItems(user.scopes, featuresOf(user), hasAppPage).find((item) => !item.external);
  return <Navigate to={first?.route ?? PROFILE_PATH} replace />;
}

/**
 * The company layout and pages are not the platform operator's (each call would answer 403
 * `auth/company-only`): the operator lands on the console instead, after login (`/`) or at any
 * company address.
 */
export function CompanyOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (isPlatformOperator(user)) return <Navigate to={PLATFORM_CONSOLE_PATH} replace />;
  return children;
}
