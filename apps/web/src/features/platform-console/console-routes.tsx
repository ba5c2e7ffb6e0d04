import { isPlatformOperator } from '@armada/domain';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useNavigate } from 'react-router';
import { useCurrentUser } from '../../platform/session/session-context';
import { HOME_PATH } from '../../shared/paths/root';
import { AnnouncementsPage } from './announcements/AnnouncementsPage';
import { BannerPage } from './banner/BannerPage';
import { CompaniesPage } from './companies/CompaniesPage';
import { PlatformConsoleLayout } from './PlatformConsoleLayout';
import { PLATFORM_ANNOUNCEMENTS_PATH, PLATFORM_BANNER_PATH, PLATFORM_COMPANIES_PATH } from './paths';

function ConsoleNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('platformConsole.notFound')}</h1>}
      extra={
        <Button type="primary" onClick={() => navigate(PLATFORM_ANNOUNCEMENTS_PATH)}>
          {t('platformConsole.backToConsole')}
        </Button>
      }
    />
  );
}

/** The console for the platform operator; a company user who opens /platform/ goes to their home. */
export function PlatformConsole() {
  const user = useCurrentUser();
  if (!isPlatformOperator(user)) return <Navigate to={HOME_PATH} replace />;
  return <PlatformConsoleLayout />;
}

/** The console's pages, under PLATFORM_CONSOLE_PATH. */
export const PLATFORM_CONSOLE_PAGES: RouteObject[] = [
  { index: true, element: <Navigate to={PLATFORM_ANNOUNCEMENTS_PATH} replace /> },
  { path: PLATFORM_ANNOUNCEMENTS_PATH, element: <AnnouncementsPage /> },
  { path: PLATFORM_BANNER_PATH, element: <BannerPage /> },
  { path: PLATFORM_COMPANIES_PATH, element: <CompaniesPage /> },
  { path: '*', element: <ConsoleNotFound /> },
];
