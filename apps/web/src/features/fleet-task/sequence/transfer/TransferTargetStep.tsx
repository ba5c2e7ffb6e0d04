import {
  type FleetTaskListRow,
  formatDateTime,
  formatVolume,
  formatWeight,
  TRANSFER_TARGET_PAGE_SIZE,
} from '@armada/domain';
import { Alert, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { ListSearch } from '../../../../shared/ListTable/ListSearch';
import { useLabelledTable } from '../../../../shared/ListTable/table-parts';
import { LoadError } from '../../../../shared/LoadError';
import { useTransferTargets } from '../api';

interface TransferTargetStepProps {
  taskId: string;
  orderNumber: string;
  timeZone: string;
  page: number;
  search: string;
  selected: FleetTaskListRow | null;
  /** 'A destination selection is required before next in transfer' (section 5). */
  showRequired: boolean;
  onPage: (page: number) => void;
  onSearch: (search: string) => void;
  onSelect: (row: FleetTaskListRow) => void;
}

function useTargetColumns(timeZone: string): ColumnType<FleetTaskListRow>[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return [
    { key: 'number', title: t('fleetTaskSequence.transfer.number'), dataIndex: 'number' },
    {
      key: 'departure',
      title: t('fleetTaskSequence.transfer.departure'),
      render: (_, row) =>
        row.expected_departure_on ? formatDateTime(row.expected_departure_on, timeZone, language) : '-',
    },
    {
      key: 'route',
      title: t('fleetTaskSequence.transfer.route'),
      render: (_, row) => `${row.start_address?.name ?? '-'} → ${row.end_address?.name ?? '-'}`,
    },
    {
      key: 'vehicle',
      title: t('fleetTaskSequence.transfer.vehicle'),
      render: (_, row) => row.vehicle?.license_plate ?? '-',
    },
    {
      key: 'driver',
      title: t('fleetTaskSequence.transfer.driver'),
      render: (_, row) => row.driver_user?.name ?? '-',
    },
    {
      key: 'load',
      title: t('fleetTaskSequence.transfer.load'),
      render: (_, row) =>
        `${formatWeight(row.current_total_weight, language)} · ${formatVolume(row.current_total_volume, language)}`,
    },
  ];
}

/**
 * The wizard's first step (section 4, 'Transfer wizard'): the scheduled tasks that would accept the
 * order (the server's transfer-target list), 5 a page (section 9), searchable, one chosen by radio.
 */
export function TransferTargetStep(props: TransferTargetStepProps) {
  const { taskId, page, search, selected } = props;
  const { t } = useTranslation();
  const targets = useTransferTargets(taskId, page, search, true);
  const caption = t('fleetTaskSequence.transfer.caption');
  const components = useLabelledTable(caption);
  const columns = useTargetColumns(props.timeZone);
  const rows = targets.data?.rows;

  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        {t('fleetTaskSequence.transfer.intro', { number: props.orderNumber })}
      </Typography.Text>
      <ListSearch
        value={search}
        onSearch={props.onSearch}
        label={t('fleetTaskSequence.transfer.searchLabel')}
        placeholder={t('fleetTaskSequence.transfer.searchPlaceholder')}
      />
      {targets.isError && (
        <LoadError
          title={t('fleetTaskSequence.transfer.loadFailed')}
          message={targets.error.message}
          onRetry={() => void targets.refetch()}
        />
      )}
      {props.showRequired && (
        <Alert type="error" showIcon role="alert" title={t('fleetTaskSequence.transfer.required')} />
      )}
      <Table<FleetTaskListRow>
        components={components}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows ?? []}
        loading={targets.isFetching && rows !== undefined}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: targets.isPending ? (
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fleetTaskSequence.transfer.empty')} />
          ),
        }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected.id] : [],
          onChange: (_keys, chosen) => {
            const row = chosen[0];
            if (row) props.onSelect(row);
          },
          getCheckboxProps: (row) => ({
            'aria-label': t('fleetTaskSequence.transfer.chooseRow', { number: row.number }),
          }),
        }}
        onRow={(row) => ({ onClick: () => props.onSelect(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: TRANSFER_TARGET_PAGE_SIZE,
          total: targets.data?.total ?? 0,
          showSizeChanger: false,
          onChange: props.onPage,
          size: 'small',
        }}
      />
    </Flex>
  );
}
