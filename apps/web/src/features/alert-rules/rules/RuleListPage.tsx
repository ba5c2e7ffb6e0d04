import { GatewayOutlined, PlusOutlined } from '@ant-design/icons';
import { ALERT_RULE_READ_SCOPES, hasAllScopes, hasScope } from '@armada/domain';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../platform/session/session-context';
import { fromListQuery, ListTable, useUrlListState } from '../../../shared/ListTable';
import { PageHeader } from '../../../shared/PageHeader';
import { ALERT_RULE_CREATE_PATH, GEOFENCE_LIST_PATH } from '../../../shared/paths/alert-center';
import { RuleBulkActions } from './RuleBulkActions';
import { RuleListFilters } from './RuleListFilters';
import { useAlertRuleList } from './rule-api';
import { useRuleColumns } from './rule-columns';
import { RULE_FIELDS } from './rule-list-query';
import type { AlertRule } from './rule-types';

/** Setting Notification List (`/notification/setting/`): the company's alert rules. */
export function RuleListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [state, setState] = useUrlListState();
  const list = useAlertRuleList(state);
  const canUpdate = hasScope(user.scopes, 'alert-rule:update');
  const canDelete = hasScope(user.scopes, 'alert-rule:delete');
  const columns = useRuleColumns(user.company.time_zone, canUpdate);
  const create = hasScope(user.scopes, 'alert-rule:create') && (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => navigate(ALERT_RULE_CREATE_PATH)}
    >
      {t('alertRules.create')}
    </Button>
  );
  // The geofence page's queries ask what the rules' do (its route guards with the same scopes).
  const geofences = hasAllScopes(user.scopes, ALERT_RULE_READ_SCOPES) && (
    <Button icon={<GatewayOutlined aria-hidden />} onClick={() => navigate(GEOFENCE_LIST_PATH)}>
      {t('alertRules.geofences')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('alertRules.title')} subtitle={t('alertRules.subtitle')} />
      <ListTable<AlertRule>
        caption={t('alertRules.caption')}
        columns={columns}
        rowKey={(rule) => String(rule.alertRuleId)}
        {...fromListQuery(list)}
        state={state}
        onStateChange={setState}
        defaultSort={{ field: RULE_FIELDS.createdOn, direction: 'desc' }}
        searchPlaceholder={t('alertRules.searchPlaceholder')}
        actions={
          <Space wrap>
            {/* The geofences a rule can use are kept on their own page. */}
            {geofences}
            {create}
          </Space>
        }
        filters={<RuleListFilters state={state} onStateChange={setState} />}
        selection={
          canUpdate || canDelete
            ? {
                rowLabel: (rule) => rule.label,
                actions: (selection) => (
                  <RuleBulkActions selection={selection} canUpdate={canUpdate} canDelete={canDelete} />
                ),
              }
            : undefined
        }
      />
    </>
  );
}
