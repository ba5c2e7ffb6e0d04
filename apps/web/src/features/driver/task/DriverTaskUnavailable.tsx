import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { DetailLoading, DetailNotFound } from '../../../shared/DetailPageStates';
import { LoadError } from '../../../shared/LoadError';
import { DRIVER_PATH } from '../../../shared/paths/driver';
import type { useDriverTaskOffline } from './useDriverTaskOffline';

/**
 * What a driver page shows while its task is not there: loading, not found (another driver's task
 * answers 404 like a missing one), or the failed read with a retry titled by the page.
 */
export function DriverTaskUnavailable({
  query,
  loadFailedTitle,
}: {
  query: ReturnType<typeof useDriverTaskOffline>['query'];
  loadFailedTitle: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <DetailLoading label={t('driver.task.loading')} />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <DetailNotFound
        title={t('driver.task.notFound')}
        hint={t('driver.task.notFoundHint')}
        backTo={DRIVER_PATH}
        backLabel={t('driver.task.backToList')}
      />
    );
  }
  return (
    <LoadError
      variant="page"
      title={loadFailedTitle}
      message={query.error?.message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
