import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { hasScope, type ListSort } from '@armada/domain';
import { App, Button, Drawer, Flex, Grid } from 'antd';
import { type ComponentType, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../platform/session/session-context';
import {
  BulkDeleteButton,
  fromListQuery,
  ListTable,
  type ListTableColumn,
  useUrlListState,
} from '../../../shared/ListTable';
import type { MasterDataEntity } from '../../../shared/paths/master-data';
import {
  MASTER_IMPORT_RESOURCES,
  type MasterImportResourcePath,
  masterImportPath,
} from '../../../shared/paths/master-import';
import { useDeleteMasterData, useMasterDataList } from './api';
import { FormDirtyContext } from './form-dirty';

/** What the list hands the entity's form in its drawer. */
export interface EntityFormProps<Row> {
  /** The row being edited, as the list read it; absent for a new one. */
  row?: Row;
  readOnly: boolean;
  /** Stored: the drawer closes with the server's row. */
  onSaved(saved: Row): void;
  /** Someone else saved the row first: the drawer closes and the list is read again. */
  onStale(): void;
  onCancel(): void;
}

export interface MasterDataListProps<Row extends { id: number }> {
  entity: MasterDataEntity;
  /** The columns; `open` makes a cell the button that opens the row's form. */
  columns: (open: (row: Row) => ReactNode) => ListTableColumn<Row>[];
  rowLabel(row: Row): string;
  defaultSort: ListSort;
  Form: ComponentType<EntityFormProps<Row>>;
}

/** The entities a spreadsheet can fill (issue 14 item 3): the others have a few rows typed by hand. */
const importable = (entity: MasterDataEntity): entity is MasterImportResourcePath =>
  (MASTER_IMPORT_RESOURCES as readonly string[]).includes(entity);

type Editing<Row> = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; row: Row };

const DRAWER_WIDTH = 640;

/**
 * One master data tab: the shared ListTable (search, sort, pages, select-all and bulk delete with the
 * server's in-use refusal), the create button, 'Impor' for the entities a spreadsheet fills, and the
 * entity's form in a drawer, so the list stays where the user left it.
 */
export function MasterDataList<Row extends { id: number }>(props: MasterDataListProps<Row>) {
  const { entity, rowLabel, Form } = props;
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [state, setState] = useUrlListState();
  const list = useMasterDataList<Row>(entity, state);
  const remove = useDeleteMasterData(entity);
  const [editing, setEditing] = useState<Editing<Row>>({ mode: 'closed' });
  const canCreate = hasScope(user.scopes, 'master-data:create');
  const canUpdate = hasScope(user.scopes, 'master-data:update');
  const { columns: columnsOf } = props;

  const columns = useMemo(
    () =>
      columnsOf((row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          aria-label={t('masterData.edit', { name: rowLabel(row) })}
          onClick={() => setEditing({ mode: 'edit', row })}
        >
          {rowLabel(row)}
        </Button>
      )),
    [columnsOf, rowLabel, t],
  );

  const dirty = useRef(false);
  const reportDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const close = () => {
    dirty.current = false;
    setEditing({ mode: 'closed' });
  };
  // Closing a form with changes loses them: ask first, as leaving a page does.
  const askToClose = () => {
    if (!dirty.current) {
      close();
      return;
    }
    modal.confirm({
      title: t('sharedWidgets.leave.title'),
      content: t('sharedWidgets.leave.content'),
      okText: t('sharedWidgets.leave.exit'),
      cancelText: t('sharedWidgets.leave.stay'),
      okButtonProps: { danger: true },
      onOk: close,
    });
  };
  const editedRow = editing.mode === 'edit' ? editing.row : undefined;
  const actions = (
    <Flex gap={8} wrap>
      {canCreate && importable(entity) && (
        <Button
          icon={<ImportOutlined aria-hidden />}
          data-testid="master-data-import"
          onClick={() => navigate(masterImportPath(entity))}
        >
          {t('masterData.import')}
        </Button>
      )}
      {canCreate && (
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setEditing({ mode: 'create' })}
        >
          {t(`masterData.create.${entity}`)}
        </Button>
      )}
    </Flex>
  );

  return (
    <>
      <ListTable<Row>
        caption={t(`masterData.caption.${entity}`)}
        columns={columns}
        rowKey={(row) => String(row.id)}
        {...fromListQuery(list)}
        state={state}
        onStateChange={setState}
        defaultSort={props.defaultSort}
        searchPlaceholder={t(`masterData.search.${entity}`)}
        actions={actions}
        selection={
          hasScope(user.scopes, 'master-data:delete')
            ? {
                rowLabel,
                actions: ({ keys, clear }) => (
                  <BulkDeleteButton
                    count={keys.length}
                    title={t('masterData.deleteTitle')}
                    content={t('masterData.deleteConfirm', { count: keys.length })}
                    successMessage={t('masterData.deleted', { count: keys.length })}
                    onConfirm={() => remove.mutateAsync(keys.map(Number))}
                    onDeleted={clear}
                  />
                ),
              }
            : undefined
        }
      />
      <Drawer
        open={editing.mode !== 'closed'}
        onClose={askToClose}
        title={editedRow ? rowLabel(editedRow) : t(`masterData.create.${entity}`)}
        size={screens.md ? DRAWER_WIDTH : '100%'}
        maskClosable={false}
        destroyOnHidden
      >
        {editing.mode !== 'closed' && (
          <FormDirtyContext.Provider value={reportDirty}>
            <Form
              key={editedRow ? `${editedRow.id}` : 'new'}
              row={editedRow}
              readOnly={editedRow !== undefined && !canUpdate}
              onSaved={(saved) => {
                void message.success(
                  editedRow ? t('masterData.saved') : t('masterData.created', { name: rowLabel(saved) }),
                );
                close();
              }}
              onStale={() => {
                close();
                void list.refetch();
              }}
              onCancel={askToClose}
            />
          </FormDirtyContext.Provider>
        )}
      </Drawer>
    </>
  );
}
