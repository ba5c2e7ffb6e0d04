import type { RouteObject } from 'react-router';
import { DRIVER_ACTIVITY_PATH, DRIVER_TASK_PATH } from '../../shared/paths/driver';
import { DriverCompletePage } from './complete/DriverCompletePage';
import { DriverTaskListPage } from './list/DriverTaskListPage';
import { DriverTaskPage } from './task/DriverTaskPage';

/** The pages under /driver; the router mounts them in DriverShell (outbox and connection notice). */
export const DRIVER_PAGES: RouteObject[] = [
  { index: true, element: <DriverTaskListPage /> },
  { path: DRIVER_TASK_PATH, element: <DriverTaskPage /> },
  { path: DRIVER_ACTIVITY_PATH, element: <DriverCompletePage /> },
];
