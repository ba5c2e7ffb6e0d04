import { isPlatformOperator } from '@armada/domain';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useNavigate } from 'react-router';
import { useCurrentUser } from '../../platform/session/session-context';
import { lazyPage, PageSuspense } from '../../shared/lazy-page';
import { HOME_PATH } from '../../shared/paths/root';
import { PLATFORM_ANNOUNCEMENTS_PATH, PLATFORM_BANNER_PATH, PLATFORM_COMPANIES_PATH } from './paths';

const AnnouncementsPage = lazyPage(() =>
  import('./announcements/AnnouncementsPage').then((m) => m.AnnouncementsPage),
);
const BannerPage = lazyPage(() => import('./banner/BannerPage').then((m) => m.BannerPage));
const CompaniesPage = lazyPage(() => import('./companies/CompaniesPage').then((m) => m.CompaniesPage));
const PlatformConsoleLayout = lazyPage(() =>
  import('./PlatformConsoleLayout').then((m) => m.PlatformConsoleLayout),
);

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
  return (
    <PageSuspense>
      <PlatformConsoleLayout />
    </PageSuspense>
  );
}

/** The console's pages, under PLATFORM_CONSOLE_PATH. */
export const PLATFORM_CONSOLE_PAGES: RouteObject[] = [
  { index: true, element: <Navigate to={PLATFORM_ANNOUNCEMENTS_PATH} replace /> },
  {
    path: PLATFORM_ANNOUNCEMENTS_PATH,
    element: (
      <PageSuspense>
        <AnnouncementsPage />
      </PageSuspense>
    ),
  },
  {
    path: PLATFORM_BANNER_PATH,
    element: (
      <PageSuspense>
        <BannerPage />
      </PageSuspense>
    ),
  },
  {
    path: PLATFORM_COMPANIES_PATH,
    element: (
      <PageSuspense>
        <CompaniesPage />
      </PageSuspense>
    ),
  },
  { path: '*', element: <ConsoleNotFound /> },
];
