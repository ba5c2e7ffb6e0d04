import { ALERT_CATEGORIES, ALERT_URGENCY_TYPES } from '@armada/domain';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import {
  FILTER_COLUMN,
  FilterGrid,
  type ListState,
  type ListStateChange,
  SelectFilter,
} from '../../../shared/ListTable';
import { RULE_FIELDS } from './rule-list-query';

/** Category (the domain's alert categories), urgency and active. */
export function RuleListFilters({
  state,
  onStateChange,
}: {
  state: ListState;
  onStateChange: ListStateChange;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const shared = { state, onStateChange };
  return (
    <FilterGrid {...shared} label={t('alertRules.filters.title')}>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field={RULE_FIELDS.category}
          mode="eq"
          label={t('alertRules.filters.category')}
          options={ALERT_CATEGORIES.map((category) => ({
            value: String(category.alertCategoryId),
            label: language === 'id' ? category.categoryIdn : category.categoryEng,
          }))}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field={RULE_FIELDS.urgency}
          mode="eq"
          label={t('alertRules.filters.urgency')}
          options={ALERT_URGENCY_TYPES.map((value) => ({ value, label: t(`alertRules.urgency.${value}`) }))}
        />
      </Col>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          {...shared}
          field={RULE_FIELDS.active}
          mode="eq"
          label={t('alertRules.filters.active')}
          options={[
            { value: 'true', label: t('alertRules.filters.activeYes') },
            { value: 'false', label: t('alertRules.filters.activeNo') },
          ]}
        />
      </Col>
    </FilterGrid>
  );
}
