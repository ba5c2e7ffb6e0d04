import type { RouteObject } from 'react-router';
import { lazyPage, PageSuspense } from '../../shared/lazy-page';
import { DRIVER_ACTIVITY_PATH, DRIVER_TASK_PATH } from '../../shared/paths/driver';

const DriverCompletePage = lazyPage(() =>
  import('./complete/DriverCompletePage').then((m) => m.DriverCompletePage),
);
const DriverTaskListPage = lazyPage(() =>
  import('./list/DriverTaskListPage').then((m) => m.DriverTaskListPage),
);
const DriverTaskPage = lazyPage(() => import('./task/DriverTaskPage').then((m) => m.DriverTaskPage));

/**
 * Fetches every driver page's code once the driver's shell is shown: a driver loses the signal on the
 * road, and the completion form must open without it (its outbox sends the proof later).
 */
export async function preloadDriverPages(): Promise<void> {
  // Offline already: a page is fetched on its visit, or the route's error page offers a reload.
  await Promise.allSettled(
    [DriverTaskListPage, DriverTaskPage, DriverCompletePage].map((page) => page.preload()),
  );
}

/** The pages under /driver; the router mounts them in DriverShell (outbox and connection notice). */
export const DRIVER_PAGES: RouteObject[] = [
  {
    index: true,
    element: (
      <PageSuspense>
        <DriverTaskListPage />
      </PageSuspense>
    ),
  },
  {
    path: DRIVER_TASK_PATH,
    element: (
      <PageSuspense>
        <DriverTaskPage />
      </PageSuspense>
    ),
  },
  {
    path: DRIVER_ACTIVITY_PATH,
    element: (
      <PageSuspense>
        <DriverCompletePage />
      </PageSuspense>
    ),
  },
];
