import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { formatDateTime, hasScope, type ListSort } from '@armada/domain';
import { App, Button, Card, Flex, Tooltip, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import {
  INITIAL_LIST_STATE,
  type ListState,
  ListTable,
  type ListTableColumn,
} from '../../../shared/ListTable';
import { type ReasonRow, useDeleteReason, useReasonList } from '../api';
import { ReasonFormModal } from './ReasonFormModal';
import { SectionTitle } from './SectionTitle';

/** The server's order when no sort is chosen (its list definition). */
const REASON_DEFAULT_SORT: ListSort = { field: 'reason', direction: 'asc' };

/** Asks first; a refusal gets the spec's 'Gagal menghapus data.' (fleet-task-planning.md section 8). */
function useConfirmDelete() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const remove = useDeleteReason();
  return useCallback(
    (row: ReasonRow) =>
      modal.confirm({
        title: t('setting.reasons.deleteTitle'),
        content: t('setting.reasons.deleteConfirm', { reason: row.reason }),
        okText: t('setting.reasons.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await remove.mutateAsync(row.id);
            void message.success(t('setting.reasons.deleted'));
          } catch {
            void message.error(t('setting.reasons.deleteFailed'));
          }
        },
      }),
    [t, modal, message, remove.mutateAsync],
  );
}

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
      { key: 'reason', title: t('setting.reasons.columns.reason'), sortKey: 'reason', dataIndex: 'reason' },
      {
        key: 'updated_on',
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
  const confirmDelete = useConfirmDelete();
  const columns = useReasonColumns({
    onEdit: hasScope(scopes, 'reason:update') ? setEditing : undefined,
    onDelete: hasScope(scopes, 'reason:delete') ? confirmDelete : undefined,
  });

  return (
    <Card
      title={
        <Flex vertical gap={2} style={{ paddingBlock: 12 }}>
          <SectionTitle level={2}>{t('setting.reasons.title')}</SectionTitle>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', whiteSpace: 'normal' }}>
            {t('setting.reasons.description')}
          </Typography.Text>
        </Flex>
      }
      data-testid="cancel-reasons"
    >
      <ListTable<ReasonRow>
        caption={t('setting.reasons.caption')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        page={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
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
    </Card>
  );
}
