import { PlusOutlined } from '@ant-design/icons';
import {
  canAddDelivery,
  type DeliveryOrderRowResponse,
  errorMessage,
  type FleetTask,
  fleetTaskFacts,
  shownFleetTaskNumber,
} from '@armada/domain';
import { Alert, App, Button, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { useRefreshFailureToast } from '../../../shared/DetailPageStates';
import { fromListQuery, type ListSelection, ListTable, useUrlListState } from '../../../shared/ListTable';
import { LoadError } from '../../../shared/LoadError';
import { PageHeader } from '../../../shared/PageHeader';
import { FLEET_TASK_LIST_PATH } from '../../../shared/paths/fleet-task';
import { useFleetTask } from '../detail/api';
import { useTaskStateReset } from '../sequence/useTaskStateReset';
import { useAttachableOrders, useAttachDeliveryOrders } from './api';
import { AttachFilters } from './components/AttachFilters';
import { ATTACH_DEFAULT_SORT, useAttachColumns } from './components/attach-columns';
import { backToTaskTarget, isIntervention } from './navigation';

function AttachButton({
  task,
  selection,
  backTo,
}: {
  task: FleetTask;
  selection: ListSelection;
  backTo: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const attach = useAttachDeliveryOrders(task.id, isIntervention(query));
  const onClick = () =>
    attach.mutate(selection.keys, {
      onSuccess: () => {
        void message.success(
          t('fleetTaskSequence.attach.success', {
            count: selection.keys.length,
            number: shownFleetTaskNumber(task) ?? t('fleetTask.newTask'),
          }),
        );
        selection.clear();
        navigate(backTo);
      },
      // The server's message names the order and the reason (not OPEN, on another task, ...).
      onError: (error) =>
        void message.error(isApiError(error) ? error.message : errorMessage('failed-to-save', language)),
    });
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} loading={attach.isPending} onClick={onClick}>
      {t('fleetTaskSequence.attach.submitCount', { count: selection.keys.length })}
    </Button>
  );
}

function AttachOrders({ task, backTo }: { task: FleetTask; backTo: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [state, setState] = useUrlListState();
  const orders = useAttachableOrders(state);
  const columns = useAttachColumns(user.company.time_zone);
  return (
    <ListTable<DeliveryOrderRowResponse>
      caption={t('fleetTaskSequence.attach.caption')}
      columns={columns}
      rowKey={(row) => row.id}
      {...fromListQuery(orders)}
      state={state}
      onStateChange={setState}
      defaultSort={ATTACH_DEFAULT_SORT}
      searchPlaceholder={t('fleetTaskSequence.attach.searchPlaceholder')}
      filters={<AttachFilters state={state} onStateChange={setState} timeZone={user.company.time_zone} />}
      selection={{
        rowLabel: (row) => row.number,
        actions: (selection) => <AttachButton task={task} selection={selection} backTo={backTo} />,
      }}
    />
  );
}

function AttachHeader({ number, backTo }: { number: string | null; backTo: string }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('fleetTaskSequence.attach.title')}
      subtitle={number ? t('fleetTaskSequence.attach.subtitle', { number }) : undefined}
      back={backTo}
      breadcrumb={[
        { title: t('fleetTask.breadcrumb.list'), to: FLEET_TASK_LIST_PATH },
        { title: number ?? '…', to: backTo },
        { title: t('fleetTaskSequence.attach.title') },
      ]}
    />
  );
}

/**
 * 'Fleet Task Attach Delivery' (section 2, 'Routes'): pick OPEN delivery orders, attach them to the
 * task (an intervention when the query says isIntervention), then back to the task with the query
 * it came with.
 */
export function AttachDeliveryPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const task = useFleetTask(id);
  useTaskStateReset(id);
  useRefreshFailureToast(task, t('fleetTaskSequence.attach.taskLoadFailed'));
  const backTo = backToTaskTarget(id, query);

  if (task.isPending) {
    return (
      <>
        <AttachHeader number={null} backTo={backTo} />
        <Skeleton active paragraph={{ rows: 8 }} />
      </>
    );
  }
  if (task.data === undefined) {
    return (
      <LoadError
        variant="page"
        title={t('fleetTaskSequence.attach.taskLoadFailed')}
        message={task.error?.message}
        onRetry={() => void task.refetch()}
      />
    );
  }
  const facts = fleetTaskFacts(task.data);
  return (
    <>
      <AttachHeader number={shownFleetTaskNumber(task.data) ?? t('fleetTask.newTask')} backTo={backTo} />
      <Flex vertical gap={16}>
        {isIntervention(query) && (
          <Alert type="info" showIcon title={t('fleetTaskSequence.attach.intervention')} />
        )}
        {canAddDelivery(facts) ? (
          <AttachOrders task={task.data} backTo={backTo} />
        ) : (
          <Alert
            type="warning"
            showIcon
            title={errorMessage('fleet-task/cannot-add-delivery', language)}
            action={<Button onClick={() => navigate(backTo)}>{t('common.back')}</Button>}
          />
        )}
      </Flex>
    </>
  );
}
