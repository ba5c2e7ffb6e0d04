import { hasScope, integerIdSchema } from '@armada/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { useCurrentUser } from '../../../platform/session/session-context';
import { DetailNotFound, DetailQueryStates } from '../../../shared/DetailPageStates';
import { PageHeader } from '../../../shared/PageHeader';
import { ALERT_RULE_LIST_PATH } from '../../../shared/paths/alert-center';
import { ruleInputOf } from './form-values';
import { RuleForm } from './RuleForm';
import { useAlertRule, useCreateAlertRule, useUpdateAlertRule } from './rule-api';
import { UrgencyTag } from './rule-columns';
import type { AlertRule } from './rule-types';

/** /notification/setting/new: a new rule; back to the list once it is stored. */
export function RuleCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateAlertRule();
  return (
    <>
      <PageHeader
        back={ALERT_RULE_LIST_PATH}
        title={t('alertRules.form.newTitle')}
        subtitle={t('alertRules.form.newSubtitle')}
      />
      <RuleForm
        save={async (values) => {
          const saved = await create.mutateAsync(ruleInputOf(values));
          void message.success(t('alertRules.form.created', { label: saved.label }));
          navigate(ALERT_RULE_LIST_PATH);
        }}
        onCancel={() => navigate(ALERT_RULE_LIST_PATH)}
      />
    </>
  );
}

function RuleEditor({ rule, reload }: { rule: AlertRule; reload(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const update = useUpdateAlertRule(rule.alertRuleId);
  return (
    <>
      <PageHeader
        back={ALERT_RULE_LIST_PATH}
        title={rule.label}
        besideTitle={<UrgencyTag urgency={rule.alertUrgencyType} />}
        subtitle={t('alertRules.form.editSubtitle')}
      />
      <RuleForm
        rule={rule}
        readOnly={!hasScope(user.scopes, 'alert-rule:update')}
        save={async (values) => {
          try {
            await update.mutateAsync({ ...ruleInputOf(values), updatedOn: rule.updatedOn });
          } catch (error) {
            // Someone saved first: show theirs rather than overwrite it.
            if (isApiError(error) && error.code === 'conflict/stale-update') {
              void message.warning(t('alertRules.form.stale'));
              reload();
              return;
            }
            throw error;
          }
          void message.success(t('alertRules.form.saved'));
          navigate(ALERT_RULE_LIST_PATH);
        }}
        onCancel={() => navigate(ALERT_RULE_LIST_PATH)}
      />
    </>
  );
}

function RuleEditLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const rule = useAlertRule(id);
  return (
    <DetailQueryStates
      query={rule}
      backTo={ALERT_RULE_LIST_PATH}
      texts={{
        loading: t('alertRules.form.loading'),
        notFound: t('alertRules.form.notFound'),
        notFoundHint: t('alertRules.form.notFoundHint'),
        loadFailed: t('alertRules.form.loadFailed'),
      }}
    >
      {/* Keyed by the version read: a reload after a stale edit starts the form from the stored rule. */}
      {(data) => (
        <RuleEditor
          key={`${data.alertRuleId}-${data.updatedOn}`}
          rule={data}
          reload={() => void rule.refetch()}
        />
      )}
    </DetailQueryStates>
  );
}

/** /notification/setting/:id: the rule's every field; read-only without alert-rule:update. */
export function RuleEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const parsed = integerIdSchema.safeParse(id);
  if (!parsed.success || !/^\d+$/.test(id))
    return (
      <DetailNotFound
        title={t('alertRules.form.notFound')}
        hint={t('alertRules.form.notFoundHint')}
        backTo={ALERT_RULE_LIST_PATH}
      />
    );
  return <RuleEditLoader key={parsed.data} id={parsed.data} />;
}
