import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { deliveryLoadTotals, deliveryOrderTotals, formatVolume, formatWeight } from '@armada/domain';
import { Button, Card, Empty, Flex, Popconfirm, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useLabelledTable } from '../../../shared/ListTable/table-parts';
import { useNumberFormat } from '../../../shared/useNumberFormat';
import { LoadModal } from './LoadModal';
import type { LoadDraft, LoadRowView } from './load-draft';

export interface LoadsEditorProps {
  rows: LoadRowView[];
  readOnly?: boolean;
  /** Stores a new load (index null) or a changed one; rejects with the server's ApiError. */
  onSave(draft: LoadDraft, index: number | null): Promise<void>;
  onDelete(index: number): Promise<void>;
  /** Under the title: what saving a row does (kept in the form, or stored at once). */
  hint?: ReactNode;
  /** A message about the loads as a whole (the schema's or the server's). */
  error?: string;
  /** Shown in the delete confirmation. */
  deleteDescription?: string;
}

function RowErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
      {errors.join(' ')}
    </Typography.Text>
  );
}

/**
 * The order's loads: product, quantity, unit, and the weight and volume the domain computes from the
 * product's conversion values, with the order's totals under them. Rows are added and edited in a
 * modal and deleted after a confirmation.
 */
export function LoadsEditor({
  rows,
  readOnly,
  onSave,
  onDelete,
  hint,
  error,
  deleteDescription,
}: LoadsEditorProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const count = useNumberFormat();
  const components = useLabelledTable(t('deliveryForm.loads.label'));
  // undefined: closed; null: a new load; a number: that row.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const totals = deliveryOrderTotals(rows);

  const columns: TableColumnsType<LoadRowView> = [
    {
      key: 'product',
      title: t('deliveryForm.loads.product'),
      render: (_, row) => (
        <Flex vertical>
          <span>{row.product.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.product.typeName}
          </Typography.Text>
          <RowErrors errors={row.errors} />
        </Flex>
      ),
    },
    {
      key: 'quantity',
      title: t('deliveryForm.loads.quantity'),
      align: 'right',
      render: (_, row) => count(row.quantity),
    },
    { key: 'uom', title: t('deliveryForm.loads.uom'), render: (_, row) => row.uom },
    {
      key: 'weight',
      title: t('deliveryForm.loads.weight'),
      align: 'right',
      render: (_, row) => formatWeight(deliveryLoadTotals(row).weight, language),
    },
    {
      key: 'volume',
      title: t('deliveryForm.loads.volume'),
      align: 'right',
      render: (_, row) => formatVolume(deliveryLoadTotals(row).volume, language),
    },
  ];
  if (!readOnly) {
    columns.push({
      key: 'actions',
      title: t('deliveryForm.loads.actions'),
      render: (_, row, index) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('deliveryForm.loads.editRow', { product: row.product.name })}
            onClick={() => setEditing(index)}
          />
          <Popconfirm
            title={t('deliveryForm.loads.deleteTitle', { product: row.product.name })}
            description={deleteDescription}
            okText={t('deliveryForm.loads.confirmDelete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(index)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('deliveryForm.loads.deleteRow', { product: row.product.name })}
            />
          </Popconfirm>
        </Flex>
      ),
    });
  }

  return (
    <Card
      title={t('deliveryForm.sections.loads')}
      extra={
        !readOnly && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            {t('deliveryForm.loads.add')}
          </Button>
        )
      }
    >
      <Flex vertical gap={8}>
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
        <Table<LoadRowView>
          components={components}
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deliveryForm.loads.empty')} />
            ),
          }}
          summary={() =>
            rows.length > 0 && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <strong>{t('deliveryForm.loads.total')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <strong data-testid="loads-total-weight">{formatWeight(totals.weight, language)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  <strong data-testid="loads-total-volume">{formatVolume(totals.volume, language)}</strong>
                </Table.Summary.Cell>
                {!readOnly && <Table.Summary.Cell index={5} />}
              </Table.Summary.Row>
            )
          }
        />
      </Flex>
      {editing !== undefined && (
        <LoadModal
          initial={editing === null ? null : (rows[editing] ?? null)}
          onCancel={() => setEditing(undefined)}
          onSubmit={async (draft) => {
            await onSave(draft, editing);
            setEditing(undefined);
          }}
        />
      )}
    </Card>
  );
}
