import { type FleetTaskStatus, fleetTaskStatusLabel } from '@armada/domain';
import { Alert, Card, Col, Grid, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useNumberFormat } from '../../../shared/useNumberFormat';
import { type OperationsDashboard, useOperationsDashboard } from '../api';
import { operationsLinks } from './operations-links';

/** One count as a link to its list; the whole tile is the link, so it is one tab stop. */
function CountLink({
  to,
  title,
  value,
  testId,
  warn,
}: {
  to: string;
  title: ReactNode;
  value: number;
  testId: string;
  warn?: boolean;
}) {
  const format = useNumberFormat();
  return (
    <Link to={to} data-testid={testId} style={{ display: 'block' }}>
      <Statistic
        title={title}
        value={value}
        formatter={(count) => format(Number(count))}
        valueStyle={warn && value > 0 ? { color: 'var(--ant-color-error)' } : undefined}
      />
    </Link>
  );
}

function OperationsBody({ data }: { data: OperationsDashboard }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const links = operationsLinks(data);
  const attention = [
    {
      key: 'late',
      title: t('dashboard.operations.lateDepartures'),
      value: data.late_departures,
      to: links.lateDepartures,
    },
    {
      key: 'waiting',
      title: t('dashboard.operations.waitingForVendor'),
      value: data.waiting_for_vendor,
      to: links.waitingForVendor,
    },
    {
      key: 'rejected',
      title: t('dashboard.operations.rejectedByVendor'),
      value: data.rejected_by_vendor,
      to: links.rejectedByVendor,
    },
    {
      key: 'stale',
      title: t('dashboard.operations.vehiclesWithoutRecentPosition'),
      value: data.vehicles_without_recent_position,
      to: links.vehiclesWithoutRecentPosition,
    },
    {
      key: 'unassigned',
      title: t('dashboard.operations.ordersNotOnTask'),
      value: data.orders_not_on_task,
      to: links.ordersNotOnTask,
    },
  ];
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('dashboard.operations.todayTasks', { date: data.today.date })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {data.today_tasks_by_status.map((row) => (
          <Col key={row.status} xs={12} md={6} xl={3}>
            <CountLink
              testId={`today-${row.status}`}
              to={links.todayTasks(row.status as FleetTaskStatus)}
              title={fleetTaskStatusLabel(row.status as FleetTaskStatus, language, 'list')}
              value={row.count}
            />
          </Col>
        ))}
      </Row>
      <Typography.Title level={5}>{t('dashboard.operations.attention')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {attention.map((item) => (
          <Col key={item.key} xs={12} md={8} xl={4}>
            <CountLink
              testId={`attention-${item.key}`}
              to={item.to}
              title={item.title}
              value={item.value}
              warn
            />
          </Col>
        ))}
      </Row>
    </>
  );
}

/**
 * The dispatcher's counts, each a link to the list filtered to exactly those rows (issue 26 item 10),
 * asked again every `refreshMs` (the page sets it by the state of its live socket).
 */
export function OperationsCard({ refreshMs }: { refreshMs: number }) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const operations = useOperationsDashboard(refreshMs);
  return (
    <Card
      data-testid="dashboard-operations"
      size={isPhone ? 'small' : 'medium'}
      title={t('dashboard.operations.title')}
    >
      {operations.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {operations.isError && !operations.data && (
        <Alert
          type="error"
          showIcon
          title={t('dashboard.operations.loadError')}
          description={operations.error.message}
        />
      )}
      {operations.data && <OperationsBody data={operations.data} />}
    </Card>
  );
}
