import { ALERT_CODES } from '@armada/domain';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import {
  DateRangeFilter,
  FILTER_COLUMN,
  FilterGrid,
  type ListState,
  type ListStateChange,
  SelectFilter,
} from '../../../shared/ListTable';
import { useLogVehicleOptions } from './log-api';
import { LOG_FIELDS, URGENCY_VALUES } from './log-query';

/** Date range, urgency, alert code (the domain's catalogue), vehicle, resolved and false alert. */
export function LogFilters({
  state,
  onStateChange,
  timeZone,
}: {
  state: ListState;
  onStateChange: ListStateChange;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const vehicles = useLogVehicleOptions();
  const shared = { state, onStateChange };
  const yesNo = [
    { value: 'true', label: t('notificationLog.filters.yes') },
    { value: 'false', label: t('notificationLog.filters.no') },
  ];
  const codes = ALERT_CODES.map((code) => ({
    value: String(code.alertCode),
    label: `${code.alertCode} · ${language === 'id' ? code.descriptionIdn : code.descriptionEng}`,
  }));
  return (
    <FilterGrid {...shared} label={t('notificationLog.filters.title')}>
      <Col {...FILTER_COLUMN}>
        <DateRangeFilter
          {...shared}
          field={LOG_FIELDS.createdOn}
          timeZone={timeZone}
          labels={[t('notificationLog.filters.from'), t('notificationLog.filters.to')]}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field={LOG_FIELDS.urgency}
          mode="eq"
          label={t('notificationLog.filters.urgency')}
          options={URGENCY_VALUES.map((value) => ({ value, label: t(`notificationLog.urgency.${value}`) }))}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field={LOG_FIELDS.alertCode}
          mode="eq"
          label={t('notificationLog.filters.alertCode')}
          options={codes}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field={LOG_FIELDS.vehicle}
          mode="eq"
          label={t('notificationLog.filters.vehicle')}
          options={vehicles.data}
          loading={vehicles.isLoading}
          error={vehicles.error?.message}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field={LOG_FIELDS.resolved}
          mode="eq"
          label={t('notificationLog.filters.resolved')}
          options={yesNo}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field={LOG_FIELDS.falseAlert}
          mode="eq"
          label={t('notificationLog.filters.falseAlert')}
          options={yesNo}
        />
      </Col>
    </FilterGrid>
  );
}
