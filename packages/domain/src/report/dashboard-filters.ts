import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { LISTED_FLEET_TASK_STATUSES } from '../fleet-task/status';
import type { FleetTaskStatus } from '../fleet-task-status';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The list filters behind each dashboard count (issue 26 item 10). The server counts each with the
 * list's own query and definition, and the web app links to the list with the same expressions, so a
 * count is the total of the list it opens.
 */
export interface TodayRange {
  /** The company's calendar date, YYYY-MM-DD. */
  date: string;
  /** Start of that day and of the next, ISO with the company's offset. */
  start: string;
  end: string;
}

/** Statuses a dispatcher sees among today's tasks: every listed one. */
export const DASHBOARD_TASK_STATUSES: readonly FleetTaskStatus[] = LISTED_FLEET_TASK_STATUSES;

/** Statuses whose planned departure can be late: the task was planned to leave (not a draft or canceled). */
export const DEPARTING_STATUSES = [
  'SCHEDULED',
  'STARTED',
  'ENDED',
] as const satisfies readonly FleetTaskStatus[];

const plannedToday = (today: TodayRange) => [
  `expected_departure_on gte ${today.start}`,
  `expected_departure_on lt ${today.end}`,
];

export const dashboardFilters = {
  /** Fleet task list: today's tasks of one status. */
  todayTasks: (today: TodayRange, status: FleetTaskStatus) => [
    `status.name eq ${status}`,
    ...plannedToday(today),
  ],
  /** Fleet task list: planned today and late by more than the tolerance (`departure_late`). */
  lateDepartures: (today: TodayRange) => ['departure_late eq true', ...plannedToday(today)],
  /** Fleet task list: sent to a vendor, no answer yet. */
  waitingForVendor: () => ['status.name eq WAITING_FOR_VENDOR'],
  /** Fleet task list: the vendor refused. */
  rejectedByVendor: () => ['status.name eq REJECTED_BY_VENDOR'],
  /** Vehicle list (live view): active vehicles with no position in the last hour. */
  vehiclesWithoutRecentPosition: () => ['is_active eq true', 'has_recent_position eq false'],
  /** Delivery order list: orders no task holds yet. */
  ordersNotOnTask: () => ['status.name eq OPEN'],
} as const;

/** The company's today around `now`: its date and its start and end with the zone's offset. */
export function todayRange(now: Date, timeZone: string): TodayRange {
  const start = dayjs(now).tz(timeZone).startOf('day');
  const end = start.add(1, 'day');
  const iso = (day: dayjs.Dayjs) => day.format('YYYY-MM-DDTHH:mm:ss.SSSZ');
  return { date: start.format('YYYY-MM-DD'), start: iso(start), end: iso(end) };
}
