import { errorMessage } from '@armada/domain';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { LoadError } from '../../../shared/LoadError';
import { FLEET_TASK_LIST_PATH } from '../../../shared/paths/fleet-task';
import { useDeferredArrival } from '../../../shared/useDeferredArrival';
import { useFleetTask } from './api';
import { DetailSkeleton } from './components/DetailSkeleton';
import { FleetTaskDetail } from './components/FleetTaskDetail';
import { forgetPrefetchedTask } from './task-queries';

/**
 * Section 8 'Save and fetch': a task that does not exist (or is another company's) toasts not-found
 * and returns to the Fleet Task list; any other failure toasts failed-to-get and offers a retry.
 */
function useLoadFailure(error: Error | null) {
  const { message } = App.useApp();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const notFound = isApiError(error) && error.status === 404;
  useEffect(() => {
    if (!error) return;
    if (notFound) {
      void message.error(errorMessage('not-found', language));
      navigate(FLEET_TASK_LIST_PATH, { replace: true });
      return;
    }
    void message.error(errorMessage('failed-to-get', language));
  }, [error, notFound, message, language, navigate]);
}

/** /fleet-task/:id, both create (a Temporary task) and detail (section 2, 'Routes'). */
export function FleetTaskDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const task = useFleetTask(id);
  const shownTask = task.data;
  useEffect(() => () => shownTask && forgetPrefetchedTask(shownTask), [shownTask]);
  useLoadFailure(task.error);
  const shown = useDeferredArrival(task.data !== undefined);

  if (task.isPending) return <DetailSkeleton />;
  // Only a task never loaded is an error page: a later refresh that fails (a dropped line) keeps the
  // page, its open dialogs and unsaved typing, and only toasts (useLoadFailure).
  if (task.data === undefined) {
    return (
      <LoadError
        variant="page"
        title={t('fleetTask.loadFailed')}
        message={task.error?.message}
        onRetry={() => void task.refetch()}
        retrying={task.isFetching}
      />
    );
  }
  if (!shown) return <DetailSkeleton />;
  // Keyed by the task, so another task's page starts with its own form and autosave state.
  return <FleetTaskDetail key={task.data.id} task={task.data} reload={task.refetch} />;
}
