import { ALERT_CENTRE } from '@armada/domain';
import { Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/LoadError';
import type { RawAlertPage } from '../api';
import type { RawAlert } from '../raw-alert';
import { AlertRow } from './AlertRow';
import '../alert-center.css';

export interface AlertListProps {
  label: string;
  answer: RawAlertPage | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onRead: (alert: RawAlert) => void;
  onResolve: (alert: RawAlert) => void;
  onFalseAlert: (alert: RawAlert) => void;
  busyIds: ReadonlySet<string>;
  onOpenAlert?: (alert: RawAlert) => void;
}

/** One accordion's list: loading, error, empty, or the alerts (newest first) and the pages. */
export function AlertList(props: AlertListProps) {
  const { t } = useTranslation();
  const { answer, loading, error, page } = props;
  if (loading && !answer) return <Skeleton active aria-busy="true" />;
  if (error && !answer) {
    return (
      <LoadError
        title={t('alertCenter.loadError')}
        message={error.message}
        onRetry={props.onRetry}
        retrying={props.retrying}
      />
    );
  }
  const alerts = answer?.data ?? [];
  if (alerts.length === 0) return <Empty description={t('alertCenter.empty')} />;
  return (
    <>
      <ul aria-label={props.label} className="alert-list">
        {alerts.map((alert) => (
          <li key={alert.id}>
            <AlertRow
              alert={alert}
              onRead={props.onRead}
              onResolve={props.onResolve}
              onFalseAlert={props.onFalseAlert}
              busy={props.busyIds.has(alert.id)}
              onOpenAlert={props.onOpenAlert}
            />
          </li>
        ))}
      </ul>
      {(answer?.pagination.total ?? 0) > ALERT_CENTRE.pageSize && (
        <nav aria-label={t('alertCenter.pagination', { urgency: props.label })}>
          <Pagination
            size="small"
            current={page}
            pageSize={ALERT_CENTRE.pageSize}
            total={answer?.pagination.total ?? 0}
            showSizeChanger={false}
            onChange={props.onPageChange}
          />
        </nav>
      )}
    </>
  );
}
