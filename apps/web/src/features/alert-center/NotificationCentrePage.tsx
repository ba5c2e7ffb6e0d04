import { ALERT_CENTRE, DATE_FORMAT, meetsScopeRequirement, type RawAlertActionType } from '@armada/domain';
import { Alert, App, Badge, Collapse, DatePicker, Flex, Segmented, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';
import { useCurrentUser } from '../../platform/session/session-context';
import { PageHeader } from '../../shared/PageHeader';
import type { ListFilter } from './alert-list';
import { type ListQuery, useAlertAction, useRawAlerts, useUnresolvedCounts } from './api';
import { AlertList } from './components/AlertList';
import { FalseAlertModal, isReasonRefusal } from './components/FalseAlertModal';
import { useOptionalPreviewPopups } from './preview/preview-context';
import type { RawAlert, Urgency } from './raw-alert';
import { useAlertCenterLive } from './useAlertCenterLive';

dayjs.extend(utc);
dayjs.extend(timezone);

export const URGENT_SCOPE = 'e4e-alert-center-urgent:read';

type Status = ListFilter['status'];
const STATUSES: readonly Status[] = ['all', 'unresolved', 'resolved', 'false'];

/** Whole days in the company's zone, sent with its offset: the first window is the last 2 days. */
function dayRange(range: [Dayjs, Dayjs], timeZone: string): { startDate: string; endDate: string } {
  const [from, to] = range;
  return {
    startDate: dayjs.tz(from.format('YYYY-MM-DD'), timeZone).startOf('day').format(),
    endDate: dayjs.tz(to.format('YYYY-MM-DD'), timeZone).endOf('day').format(),
  };
}

function initialRange(timeZone: string): [Dayjs, Dayjs] {
  const today = dayjs(dayjs().tz(timeZone).format('YYYY-MM-DD'));
  return [today.subtract(ALERT_CENTRE.initialDays - 1, 'day'), today];
}

/**
 * The notification centre (alert-center-and-platform.md section 2 'Alert Center', section 4): the
 * urgent and important accordions with their unresolved counts, the dates and the status filter,
 * alerts arriving live, and Read, Resolve (Yes) and false alert (with a reason) on one alert. Without the urgent scope the urgent list is
 * a coming-soon banner and the important list stays open (its accordion cannot be closed).
 */
export function NotificationCentrePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const timeZone = user.company.time_zone;
  const hasUrgent = meetsScopeRequirement(user.scopes, URGENT_SCOPE);

  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => initialRange(timeZone));
  const [status, setStatus] = useState<Status>('all');
  const [pages, setPages] = useState<Record<Urgency, number>>({ urgent: 1, important: 1 });
  const [open, setOpen] = useState<Urgency>(hasUrgent ? 'urgent' : 'important');
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [falseAlertFor, setFalseAlertFor] = useState<RawAlert | null>(null);

  const dates = dayRange(range, timeZone);
  const queryOf = (urgency: Urgency): ListQuery => ({ ...dates, status, page: pages[urgency] });
  const queries = { urgent: queryOf('urgent'), important: queryOf('important') };

  const urgent = useRawAlerts('urgent', queries.urgent, hasUrgent && open === 'urgent');
  const important = useRawAlerts('important', queries.important, open === 'important');
  const counts = useUnresolvedCounts(dates.startDate, dates.endDate);
  const live = useAlertCenterLive(queries, true);
  const action = useAlertAction();
  const previews = useOptionalPreviewPopups();

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  /** One action on one alert; its answer is applied to the lists as the socket's would be. */
  const act = async (alert: RawAlert, actionType: RawAlertActionType, data?: string) => {
    setBusy(alert.id, true);
    try {
      await action.mutateAsync({ actionType, rawAlertId: [alert.id], ...(data ? { data } : {}) });
      live.applyOwnAction({
        actionType,
        revert: false,
        count: 1,
        selectionMode: 'Selection',
        rawAlertIds: [alert.id],
      });
    } finally {
      setBusy(alert.id, false);
    }
  };

  const actOrToast = (alert: RawAlert, actionType: RawAlertActionType) =>
    act(alert, actionType).catch((error: unknown) => {
      void message.error(
        isApiError(error) && error.message ? error.message : t('alertCenter.actions.failed'),
      );
    });

  /** The false-alert form keeps its field messages; any other refusal is a toast. */
  const flagFalse = async (reason: string) => {
    if (!falseAlertFor) return;
    try {
      await act(falseAlertFor, 'FalseAlert', reason);
      setFalseAlertFor(null);
    } catch (error) {
      if (!isReasonRefusal(error)) {
        void message.error(
          isApiError(error) && error.message ? error.message : t('alertCenter.actions.failed'),
        );
      }
      throw error;
    }
  };

  const changeFilters = (change: () => void) => {
    change();
    setPages({ urgent: 1, important: 1 });
  };

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
          onRead={(alert) => void actOrToast(alert, 'Read')}
          onResolve={(alert) => void actOrToast(alert, 'Resolve')}
          onFalseAlert={setFalseAlertFor}
          busyIds={busyIds}
          onOpenAlert={previews?.open}
        />
      ),
    };
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('alertCenter.title')}
        subtitle={t('alertCenter.subtitle')}
        besideTitle={
          <Tag color={live.status === 'open' ? 'green' : 'default'} role="status">
            {t(`alertCenter.live.${live.status}`)}
          </Tag>
        }
      />
      <Flex gap={12} wrap="wrap" align="center">
        <DatePicker.RangePicker
          value={range}
          format={DATE_FORMAT}
          allowClear={false}
          placeholder={[t('alertCenter.dateFrom'), t('alertCenter.dateTo')]}
          aria-label={`${t('alertCenter.dateFrom')} - ${t('alertCenter.dateTo')}`}
          onChange={(next) => {
            if (next?.[0] && next[1]) changeFilters(() => setRange([next[0] as Dayjs, next[1] as Dayjs]));
          }}
          style={{ maxWidth: '100%' }}
        />
        <div className="alert-status-filter">
          <Segmented<Status>
            aria-label={t('alertCenter.statusLabel')}
            value={status}
            onChange={(next) => changeFilters(() => setStatus(next))}
            options={STATUSES.map((value) => ({ value, label: t(`alertCenter.status.${value}`) }))}
          />
        </div>
      </Flex>
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
