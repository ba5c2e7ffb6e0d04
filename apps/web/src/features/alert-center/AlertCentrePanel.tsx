import { ALERT_CENTRE, isUnresolvedAlert, meetsScopeRequirement } from '@armada/domain';
import { Alert, Badge, Collapse, Flex, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session/session-context';
import { type ListQuery, useRawAlerts, useUnresolvedCounts } from './api';
import { dayRange, rangeEndingOn, useCompanyToday } from './centre-dates';
import { AlertList } from './components/AlertList';
import { CentreFilters, type CentreStatus } from './components/CentreFilters';
import { FalseAlertModal } from './components/FalseAlertModal';
import { ReminderSelect } from './components/ReminderSelect';
import { TopAlertsCarousel } from './components/TopAlertsCarousel';
import { URGENT_SCOPE, useAlertCenterLiveContext } from './live/AlertCenterLiveProvider';
import { useOptionalPreviewPopups } from './preview/preview-context';
import type { RawAlert, Urgency } from './raw-alert';
import { useCentreActions } from './useCentreActions';

type Status = CentreStatus;

export interface AlertCentrePanelProps {
  /** Opens an alert's preview popup; by default the layout's preview popups (rows and carousel call it). */
  onOpenAlert?: (alert: RawAlert) => void;
  /** Beside the live status: the dropdown's pin, detach and close buttons. */
  toolbar?: ReactNode;
}

/** The unresolved alerts of the loaded lists, urgent first: the carousel's top 3. */
function topAlerts(...lists: (readonly RawAlert[] | undefined)[]): RawAlert[] {
  return lists.flatMap((list) => (list ?? []).filter(isUnresolvedAlert)).slice(0, 3);
}

/**
 * The notification centre's content (alert-center-and-platform.md section 2 'Alert Center', section
 * 4): the top-3 carousel, the urgent and important accordions with their unresolved counts, the
 * dates, the status filter, the reminder interval, and Read, Resolve (Yes) and false alert (with a
 * reason) on one alert. The same in the `/notification/` page, the top bar's dropdown, the pinned
 * panel and the detached window; the live side is the app's one `AlertCenterLiveProvider`.
 */
export function AlertCentrePanel({ onOpenAlert: openAlert, toolbar }: AlertCentrePanelProps) {
  const { t } = useTranslation();
  const previews = useOptionalPreviewPopups();
  const onOpenAlert = openAlert ?? previews?.open;
  const user = useCurrentUser();
  const timeZone = user.company.time_zone;
  const hasUrgent = meetsScopeRequirement(user.scopes, URGENT_SCOPE);
  const live = useAlertCenterLiveContext();

  // Until the user picks dates, the window follows the company's day (an open centre at midnight).
  const today = useCompanyToday(timeZone);
  const [chosenRange, setChosenRange] = useState<[Dayjs, Dayjs] | null>(null);
  const range = useMemo(() => chosenRange ?? rangeEndingOn(today), [chosenRange, today]);
  const [status, setStatus] = useState<Status>('all');
  const [pages, setPages] = useState<Record<Urgency, number>>({ urgent: 1, important: 1 });
  const [open, setOpen] = useState<Urgency>(hasUrgent ? 'urgent' : 'important');

  const dates = useMemo(() => dayRange(range, timeZone), [range, timeZone]);
  const queryOf = (urgency: Urgency): ListQuery => ({ ...dates, status, page: pages[urgency] });

  const urgent = useRawAlerts('urgent', queryOf('urgent'), hasUrgent && open === 'urgent');
  const important = useRawAlerts('important', queryOf('important'), open === 'important');
  const counts = useUnresolvedCounts(dates.startDate, dates.endDate);
  const { busyIds, onRead, onResolve, falseAlertFor, setFalseAlertFor, flagFalse } = useCentreActions();

  const onRangeChange = useCallback((next: [Dayjs, Dayjs]) => {
    setChosenRange(next);
    setPages({ urgent: 1, important: 1 });
  }, []);
  const onStatusChange = useCallback((next: Status) => {
    setStatus(next);
    setPages({ urgent: 1, important: 1 });
  }, []);

  const urgentAlerts = hasUrgent ? urgent.data?.data : undefined;
  const importantAlerts = important.data?.data;
  const carousel = useMemo(() => topAlerts(urgentAlerts, importantAlerts), [urgentAlerts, importantAlerts]);

  const panel = (urgency: Urgency, list: typeof urgent) => {
    const label = t(`alertCenter.${urgency}`);
    const count = counts.data?.[urgency] ?? 0;
    return {
      key: urgency,
      label: (
        <Flex gap={8} align="center">
          <span>{label}</span>
          <Badge
            count={count}
            overflowCount={ALERT_CENTRE.countCap}
            color={urgency === 'urgent' ? 'red' : 'orange'}
            aria-label={t('alertCenter.unresolvedCount', { count })}
          />
        </Flex>
      ),
      collapsible: !hasUrgent && urgency === 'important' ? ('disabled' as const) : undefined,
      children: (
        <AlertList
          label={label}
          answer={list.data}
          loading={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          page={pages[urgency]}
          onPageChange={(page) => setPages((current) => ({ ...current, [urgency]: page }))}
          onRead={onRead}
          onResolve={onResolve}
          onFalseAlert={setFalseAlertFor}
          onOpenAlert={onOpenAlert}
          busyIds={busyIds}
        />
      ),
    };
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap="wrap" align="center" justify="space-between">
        <Tag color={live.status === 'open' ? 'green' : 'default'} role="status">
          {t(`alertCenter.live.${live.status}`)}
        </Tag>
        <Flex gap={4} wrap="wrap" align="center">
          {hasUrgent && <ReminderSelect />}
          {toolbar}
        </Flex>
      </Flex>
      <TopAlertsCarousel alerts={carousel} onOpenAlert={onOpenAlert} />
      <CentreFilters
        range={range}
        onRangeChange={onRangeChange}
        status={status}
        onStatusChange={onStatusChange}
      />
      {counts.isError && <Alert type="warning" showIcon title={t('alertCenter.countsError')} />}
      {!hasUrgent && <Alert type="info" showIcon title={t('alertCenter.urgentComingSoon')} />}
      <Collapse
        accordion
        activeKey={[open]}
        onChange={(keys) => {
          const next = (Array.isArray(keys) ? keys[0] : keys) as Urgency | undefined;
          if (next) setOpen(next);
        }}
        items={
          hasUrgent
            ? [panel('urgent', urgent), panel('important', important)]
            : [panel('important', important)]
        }
      />
      <FalseAlertModal
        open={falseAlertFor !== null}
        pending={falseAlertFor !== null && busyIds.has(falseAlertFor.id)}
        onSubmit={flagFalse}
        onCancel={() => setFalseAlertFor(null)}
      />
    </Flex>
  );
}
