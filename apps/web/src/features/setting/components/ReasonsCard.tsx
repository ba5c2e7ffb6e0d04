import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { formatDateTime, hasScope, type ListSort } from '@armada/domain';
import { App, Button, Flex, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import {
  fromListQuery,
  INITIAL_LIST_STATE,
  type ListState,
  ListTable,
  type ListTableColumn,
} from '../../../shared/ListTable';
import { type ReasonRow, useDeleteReason, useReasonList } from '../api';
import { ConfirmActionModal, useConfirmTarget } from './ConfirmActionModal';
import { ReasonFormModal } from './ReasonFormModal';
import { SettingCard } from './SettingCard';

/** The server's order when no sort is chosen (its list definition). */
const REASON_DEFAULT_SORT: ListSort = { field: 'reason', direction: 'asc' };

interface RowActions {
  onEdit?: (row: ReasonRow) => void;
  onDelete?: (row: ReasonRow) => void;
}

function useReasonColumns({ onEdit, onDelete }: RowActions): ListTableColumn<ReasonRow>[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  return useMemo(() => {
    const columns: ListTableColumn<ReasonRow>[] = [
      {
        key: 'reason',
        title: t('setting.reasons.columns.reason'),
        sortKey: 'reason',
        // The table is as wide as its content: a long reason wraps instead of pushing the actions out.
        render: (_, row) => (
          <div style={{ maxWidth: 'min(45vw, 560px)', whiteSpace: 'normal' }}>{row.reason}</div>
        ),
      },
      {
        key: 'updated_on',
        // On a phone the reason and its actions need the width.
        responsive: ['md'],
        title: t('setting.reasons.columns.updatedOn'),
        sortKey: 'updated_on',
        render: (_, row) => formatDateTime(row.updated_on, timeZone, language),
      },
    ];
    if (!onEdit && !onDelete) return columns;
    columns.push({
      key: 'actions',
      title: t('setting.reasons.columns.actions'),
      align: 'right',
      render: (_, row) => (
        <Flex gap={4} justify="flex-end">
          {onEdit && (
            <Tooltip title={t('common.edit')}>
              <Button
                type="text"
                icon={<EditOutlined aria-hidden />}
                aria-label={t('setting.reasons.editLabel', { reason: row.reason })}
                onClick={() => onEdit(row)}
              />
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip title={t('setting.reasons.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('setting.reasons.deleteLabel', { reason: row.reason })}
                onClick={() => onDelete(row)}
              />
            </Tooltip>
          )}
        </Flex>
      ),
    });
    return columns;
  }, [t, language, timeZone, onEdit, onDelete]);
}

/** Cancel reasons of the company: list, add, edit and delete, each by its own scope. */
export function ReasonsCard() {
  const { t } = useTranslation();
  const { scopes } = useCurrentUser();
  const [state, setState] = useState<ListState>(INITIAL_LIST_STATE);
  const list = useReasonList(state);
  // undefined: the dialog is closed; null: a new reason.
  const [editing, setEditing] = useState<ReasonRow | null | undefined>(undefined);
  const deletion = useConfirmTarget<ReasonRow>();
  const { message } = App.useApp();
  const remove = useDeleteReason();
  // A refusal gets the spec's 'Gagal menghapus data.' (fleet-task-planning.md section 8).
  const deleteReason = (row: ReasonRow) =>
    remove.mutate(row.id, {
      onSuccess: () => void message.success(t('setting.reasons.deleted')),
      onError: () => void message.error(t('setting.reasons.deleteFailed')),
      onSettled: deletion.close,
    });
  const columns = useReasonColumns({
    onEdit: hasScope(scopes, 'reason:update') ? setEditing : undefined,
    onDelete: hasScope(scopes, 'reason:delete') ? deletion.ask : undefined,
  });

  return (
    <SettingCard
      title={t('setting.reasons.title')}
      description={t('setting.reasons.description')}
      testId="cancel-reasons"
    >
      <ListTable<ReasonRow>
        caption={t('setting.reasons.caption')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        {...fromListQuery(list)}
        state={state}
        onStateChange={setState}
        defaultSort={REASON_DEFAULT_SORT}
        searchPlaceholder={t('setting.reasons.searchPlaceholder')}
        actions={
          hasScope(scopes, 'reason:create') && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
              {t('setting.reasons.add')}
            </Button>
          )
        }
      />
      <ReasonFormModal reason={editing} onClose={() => setEditing(undefined)} />
      <ConfirmActionModal
        open={deletion.open}
        title={t('setting.reasons.deleteTitle')}
        content={t('setting.reasons.deleteConfirm', { reason: deletion.target?.reason ?? '' })}
        okText={t('setting.reasons.delete')}
        pending={remove.isPending}
        onConfirm={() => deletion.target && deleteReason(deletion.target)}
        onCancel={deletion.close}
      />
    </SettingCard>
  );
}
