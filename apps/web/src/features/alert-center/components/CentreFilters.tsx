import { DATE_FORMAT } from '@armada/domain';
import { DatePicker, Flex, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '../alert-list';

export type CentreStatus = ListFilter['status'];
const STATUSES: readonly CentreStatus[] = ['all', 'unresolved', 'resolved', 'false'];

interface CentreFiltersProps {
  range: [Dayjs, Dayjs];
  onRangeChange: (range: [Dayjs, Dayjs]) => void;
  status: CentreStatus;
  onStatusChange: (status: CentreStatus) => void;
}

/**
 * The dates and the status filter. Memoised: antd's range picker is costly to render, and a live
 * alert changes the lists, not the filters.
 */
export const CentreFilters = memo(function CentreFilters(props: CentreFiltersProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} wrap="wrap" align="center">
      <DatePicker.RangePicker
        value={props.range}
        format={DATE_FORMAT}
        allowClear={false}
        placeholder={[t('alertCenter.dateFrom'), t('alertCenter.dateTo')]}
        aria-label={`${t('alertCenter.dateFrom')} - ${t('alertCenter.dateTo')}`}
        onChange={(next) => {
          if (next?.[0] && next[1]) props.onRangeChange([next[0], next[1]]);
        }}
        style={{ maxWidth: '100%' }}
      />
      <div className="alert-status-filter">
        <Segmented<CentreStatus>
          aria-label={t('alertCenter.statusLabel')}
          value={props.status}
          onChange={props.onStatusChange}
          options={STATUSES.map((value) => ({ value, label: t(`alertCenter.status.${value}`) }))}
        />
      </div>
    </Flex>
  );
});
