import { ALERT_CATEGORIES, ALERT_CODES, ALERT_URGENCY_TYPES, type AlertUrgencyType } from '@armada/domain';
import { filterValue, type ListState } from '../../../shared/ListTable';
import type { RuleFilter } from './rule-types';

/**
 * The list's filters as list-state fields in the URL ('category eq 4', 'urgency eq URGENT',
 * 'is_active eq false'), so a reload or a link brings the same list back.
 */
export const RULE_FIELDS = {
  createdOn: 'created_on',
  category: 'category',
  urgency: 'urgency',
  active: 'is_active',
} as const;

/**
 * The list state as `alertRules` reads it. The API filters by codes, so a category is the domain's
 * codes of that category; a value the URL mangled is left out rather than sent to be refused.
 */
export function ruleFilterOf(state: ListState): RuleFilter {
  const sort = state.sorts.find((candidate) => candidate.field === RULE_FIELDS.createdOn);
  const filter: RuleFilter = { orderBy: sort?.direction === 'asc' ? 'createdOn asc' : 'createdOn desc' };
  if (state.search !== '') filter.search = state.search.slice(0, 100);
  const category = ALERT_CATEGORIES.find(
    (candidate) => String(candidate.alertCategoryId) === filterValue(state, RULE_FIELDS.category, 'eq'),
  );
  if (category) {
    filter.alertCodes = ALERT_CODES.filter((code) => code.category === category.key).map(
      (code) => code.alertCode,
    );
  }
  const urgency = filterValue(state, RULE_FIELDS.urgency, 'eq');
  if ((ALERT_URGENCY_TYPES as readonly string[]).includes(urgency ?? '')) {
    filter.alertUrgencyType = urgency as AlertUrgencyType;
  }
  const active = filterValue(state, RULE_FIELDS.active, 'eq');
  if (active === 'true' || active === 'false') filter.isActive = active === 'true';
  return filter;
}
