import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { BulkDeleteButton, type ListSelection } from '../../../shared/ListTable';
import { useBulkUpdateAlertRules, useDeleteAlertRules } from './rule-api';

interface RuleBulkActionsProps {
  selection: ListSelection;
  canUpdate: boolean;
  canDelete: boolean;
}

/**
 * Activate, deactivate and delete the selected rules, each confirmed; the toast says how many the
 * server changed (all or none: a refusal changes nothing and keeps the selection).
 */
export function RuleBulkActions({ selection, canUpdate, canDelete }: RuleBulkActionsProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const update = useBulkUpdateAlertRules();
  const remove = useDeleteAlertRules();
  const ids = selection.keys.map(Number);
  const count = ids.length;

  const confirmActive = (isActive: boolean) =>
    modal.confirm({
      title: t(isActive ? 'alertRules.bulk.activateTitle' : 'alertRules.bulk.deactivateTitle'),
      content: t(isActive ? 'alertRules.bulk.activateConfirm' : 'alertRules.bulk.deactivateConfirm', {
        count,
      }),
      okText: t(isActive ? 'alertRules.bulk.activate' : 'alertRules.bulk.deactivate'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const answer = await update.mutateAsync({ ids, change: { isActive } });
          selection.clear();
          void message.success(
            t(isActive ? 'alertRules.bulk.activated' : 'alertRules.bulk.deactivated', {
              count: answer.count,
            }),
          );
        } catch (error) {
          void message.error(isApiError(error) ? error.message : t('alertRules.bulk.failed'));
        }
      },
    });

  return (
    <>
      {canUpdate && (
        <>
          <Button icon={<CheckCircleOutlined aria-hidden />} onClick={() => confirmActive(true)}>
            {t('alertRules.bulk.activate')}
          </Button>
          <Button icon={<StopOutlined aria-hidden />} onClick={() => confirmActive(false)}>
            {t('alertRules.bulk.deactivate')}
          </Button>
        </>
      )}
      {canDelete && (
        <BulkDeleteButton
          count={count}
          title={t('alertRules.bulk.deleteTitle')}
          content={t('alertRules.bulk.deleteConfirm', { count })}
          successMessage={(answer) =>
            t('alertRules.bulk.deleted', { count: (answer as { count: number }).count })
          }
          onConfirm={() => remove.mutateAsync(ids)}
          onDeleted={selection.clear}
        />
      )}
    </>
  );
}
