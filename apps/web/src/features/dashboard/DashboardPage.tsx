import { hasAllScopes, OPERATIONS_DASHBOARD_SCOPES } from '@armada/domain';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session/session-context';
import { LoadError } from '../../shared/LoadError';
import { PageHeader } from '../../shared/PageHeader';
import { useDashboardSummary } from './api';
import { DashboardSkeleton } from './components/DashboardSkeleton';
import { DeliveryStatusCard } from './components/DeliveryStatusCard';
import { OperationsCard } from './components/OperationsCard';
import { SummaryCards } from './components/SummaryCards';
import { operationsRefreshMs, useDashboardLive } from './useDashboardLive';

function DashboardBody() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const summary = useDashboardSummary();
  const live = useDashboardLive();
  if (summary.isPending) return <DashboardSkeleton />;
  if (summary.isError) {
    return (
      <LoadError
        variant="page"
        title={t('dashboard.loadError')}
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      {hasAllScopes(user.scopes, OPERATIONS_DASHBOARD_SCOPES) && (
        <OperationsCard refreshMs={operationsRefreshMs(live)} />
      )}
      <SummaryCards summary={summary.data} />
      <DeliveryStatusCard deliveries={summary.data.delivery_orders} />
    </Flex>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle', { company: user.company.name })}
      />
      <DashboardBody />
    </>
  );
}
