import { alertCategoryIconPath, alertIconPath } from '@armada/domain';
import type { AlertCodeRow } from './catalogue-queries';

/** A category as the spec's Alert code type nests it (`icon_url` is the spec's own spelling). */
export function presentAlertCategory(row: AlertCodeRow) {
  const iconUrl = alertCategoryIconPath(row.category_id);
  return {
    alertCategoryId: row.category_id,
    categoryIdn: row.category_idn,
    categoryEng: row.category_eng,
    descriptionIdn: row.category_description_idn,
    descriptionEng: row.category_description_eng,
    iconUrl,
    icon_url: iconUrl,
  };
}

export function presentAlertCode(row: AlertCodeRow) {
  return {
    alertCode: row.code,
    descriptionIdn: row.description_idn,
    descriptionEng: row.description_eng,
    fullDescriptionIdn: row.full_description_idn,
    fullDescriptionEng: row.full_description_eng,
    enabledInRule: row.enabled_in_rule,
    iconUrl: alertIconPath(row.code),
    defaultUrgency: row.default_urgency,
    thresholdFields: row.threshold_fields,
    defaultMaxThreshold: row.default_max_threshold,
    defaultMinThreshold: row.default_min_threshold,
    defaultMinThresholdTime: row.default_min_threshold_time,
    alertCategories: [presentAlertCategory(row)],
  };
}
export type PresentedAlertCode = ReturnType<typeof presentAlertCode>;
