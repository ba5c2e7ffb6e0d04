import { PlusOutlined } from '@ant-design/icons';
import { type FleetTaskListRow, hasScope } from '@armada/domain';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { useCurrentUser } from '../../../platform/session/session-context';
import { BulkDeleteButton, fromListQuery, ListTable, useUrlListState } from '../../../shared/ListTable';
import { PageHeader } from '../../../shared/PageHeader';
import { fleetTaskDetailPath } from '../../../shared/paths/fleet-task';
import { useCreateFleetTask, useDeleteFleetTasks, useFleetTaskList } from './api';
import { FLEET_TASK_DEFAULT_SORT, useFleetTaskColumns } from './components/columns';
import { FleetTaskListFilters } from './components/FleetTaskListFilters';

/** Starts a task in Temporary on the server and opens its page, where it is filled in and saved. */
function CreateFleetTaskButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateFleetTask();
  return (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      loading={create.isPending}
      onClick={() =>
        create.mutate(undefined, {
          onSuccess: (task) => navigate(fleetTaskDetailPath(task.id)),
          onError: (error) =>
            void message.error(isApiError(error) ? error.message : t('fleetTaskList.createFailed')),
        })
      }
    >
      {t('fleetTaskList.create')}
    </Button>
  );
}

/** The fleet task list (route 'Fleet Task', fleet-task-planning.md section 2). */
export function FleetTaskListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [state, setState] = useUrlListState();
  const list = useFleetTaskList(state);
  const remove = useDeleteFleetTasks();
  const columns = useFleetTaskColumns();
  const canDelete = hasScope(user.scopes, 'fleet-task:delete');

  return (
    <>
      <PageHeader title={t('fleetTaskList.title')} subtitle={t('fleetTaskList.subtitle')} />
      <ListTable<FleetTaskListRow>
        caption={t('fleetTaskList.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        {...fromListQuery(list)}
        state={state}
        onStateChange={setState}
        defaultSort={FLEET_TASK_DEFAULT_SORT}
        searchPlaceholder={t('fleetTaskList.searchPlaceholder')}
        actions={hasScope(user.scopes, 'fleet-task:create') && <CreateFleetTaskButton />}
        filters={
          <FleetTaskListFilters state={state} onStateChange={setState} timeZone={user.company.time_zone} />
        }
        selection={
          canDelete
            ? {
                rowLabel: (row) => row.number,
                actions: ({ keys, clear }) => (
                  <BulkDeleteButton
                    count={keys.length}
                    title={t('fleetTaskList.delete.title')}
                    content={t('fleetTaskList.delete.confirm', { count: keys.length })}
                    successMessage={t('fleetTaskList.delete.done', { count: keys.length })}
                    onConfirm={() => remove.mutateAsync(keys)}
                    onDeleted={clear}
                  />
                ),
              }
            : undefined
        }
      />
    </>
  );
}
