import { SearchOutlined } from '@ant-design/icons';
import { formatDateTime, type LoadChangeDetail } from '@armada/domain';
import { Empty, Flex, Input, Modal, Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../platform/session/session-context';
import { useLabelledTable } from '../ListTable/table-parts';
import { LoadError } from '../LoadError';
import { LongText } from '../LongText';
import { useNumberFormat } from '../useNumberFormat';
import { type LoadChangeEntry, useLoadChangeHistory } from './api';

export interface LoadHistoryModalProps {
  deliveryOrder: { id: string; number: string };
  /** The time of the history event that was clicked; without it, the order's latest change. */
  at?: string | null;
  onClose: () => void;
}

function matches(detail: LoadChangeDetail, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [detail.product_name, detail.product_type_name, detail.reason ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

function ChangesTable({ entry, number, search }: { entry: LoadChangeEntry; number: string; search: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const components = useLabelledTable(t('fleetTaskActivity.history.tableLabel', { number }));
  const rows = entry.details.filter((detail) => matches(detail, search));
  const columns: TableColumnsType<LoadChangeDetail> = [
    {
      key: 'product',
      title: t('fleetTaskActivity.history.product'),
      width: 170,
      render: (_, detail) => (
        <Flex vertical>
          <LongText text={detail.product_name} />
          <Typography.Text type="secondary">{detail.product_type_name}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'old',
      title: t('fleetTaskActivity.history.oldQuantity'),
      align: 'right',
      width: 130,
      render: (_, detail) => `${format(detail.old_qty)} ${detail.uom}`,
    },
    {
      key: 'new',
      title: t('fleetTaskActivity.history.newQuantity'),
      align: 'right',
      width: 130,
      render: (_, detail) => `${format(detail.new_qty)} ${detail.uom}`,
    },
    {
      key: 'reason',
      title: t('fleetTaskActivity.history.reason'),
      render: (_, detail) => (detail.reason ? <LongText text={detail.reason} /> : t('common.empty')),
    },
  ];
  return (
    <Table<LoadChangeDetail>
      components={components}
      rowKey="delivery_load_uuid"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      // A fixed minimum rather than max-content: the reason column wraps inside the modal instead of
      // pushing the table wider than it.
      scroll={{ x: 640 }}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fleetTaskActivity.history.noMatch')} />
        ),
      }}
    />
  );
}

function EntryView({ entry, number }: { entry: LoadChangeEntry; number: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  const [search, setSearch] = useState('');
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Tag color={entry.type === 'PICKUP' ? 'blue' : 'green'}>
          {t(`fleetTaskActivity.type.${entry.type}`)}
        </Tag>
        <Typography.Text type="secondary">
          {t('fleetTaskActivity.history.changedBy', {
            name: entry.createdBy ?? t('fleetTaskActivity.history.unknownUser'),
            time: formatDateTime(entry.createdOn, timeZone, language),
          })}
        </Typography.Text>
      </Flex>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('fleetTaskActivity.history.searchPlaceholder')}
        aria-label={t('fleetTaskActivity.history.searchLabel')}
      />
      <ChangesTable entry={entry} number={number} search={search} />
    </Flex>
  );
}

function HistoryBody({ deliveryOrder, at }: Pick<LoadHistoryModalProps, 'deliveryOrder' | 'at'>) {
  const { t } = useTranslation();
  const history = useLoadChangeHistory(deliveryOrder.id, at ?? null, true);
  if (history.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (history.isError) {
    return (
      <LoadError
        title={t('fleetTaskActivity.history.loadError')}
        message={history.error.message}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data === null) return <Empty description={t('fleetTaskActivity.history.empty')} />;
  return <EntryView entry={history.data} number={deliveryOrder.number} />;
}

/**
 * 'Perubahan Kuantitas Muatan #DO number' (section 2 'History modal'): one load change of the order,
 * searchable, old and new quantity with unit, the reason (tooltip over 60 characters), Ambil or
 * Kirim, and who changed it when.
 */
export function LoadHistoryModal({ deliveryOrder, at, onClose }: LoadHistoryModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('fleetTaskActivity.history.title', { number: deliveryOrder.number })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={760}
    >
      <HistoryBody deliveryOrder={deliveryOrder} at={at} />
    </Modal>
  );
}
