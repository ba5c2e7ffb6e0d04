import { ExclamationCircleOutlined } from '@ant-design/icons';
import { formatDateTime } from '@armada/domain';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { ListTableColumn } from '../../../shared/ListTable';
import { alertRuleEditPath } from '../../../shared/paths/alert-center';
import { ActiveSwitch } from './ActiveSwitch';
import { RULE_FIELDS } from './rule-list-query';
import type { AlertRule } from './rule-types';

export function UrgencyTag({ urgency }: { urgency: AlertRule['alertUrgencyType'] }) {
  const { t } = useTranslation();
  return <Tag color={urgency === 'URGENT' ? 'red' : 'gold'}>{t(`alertRules.urgency.${urgency}`)}</Tag>;
}

/** The mark of a rule naming vehicles, groups or users the reader cannot see (`hasInaccessible*`). */
function InaccessibleMark({ rule }: { rule: AlertRule }) {
  const { t } = useTranslation();
  const parts = [
    rule.hasInaccessibleVehicle && t('alertRules.inaccessibleParts.vehicle'),
    rule.hasInaccessibleVgroup && t('alertRules.inaccessibleParts.vgroup'),
    rule.hasInaccessibleUser && t('alertRules.inaccessibleParts.user'),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return null;
  const text = t('alertRules.inaccessible', { what: parts.join(', ') });
  return (
    <Tooltip title={text}>
      <ExclamationCircleOutlined
        role="img"
        aria-label={text}
        tabIndex={0}
        style={{ color: 'var(--ant-color-warning, #faad14)' }}
      />
    </Tooltip>
  );
}

/** The rule list's columns; only the creation time sorts, the one order `alertRules` offers. */
export function useRuleColumns(timeZone: string, canUpdate: boolean): ListTableColumn<AlertRule>[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const alertName = (rule: AlertRule) =>
    (language === 'id' ? rule.alert?.descriptionIdn : rule.alert?.descriptionEng) ?? String(rule.alertCode);
  return [
    {
      title: t('alertRules.columns.label'),
      key: 'label',
      render: (_value, rule) => (
        <Flex gap={6} align="center">
          <Link
            to={alertRuleEditPath(rule.alertRuleId)}
            aria-label={t('alertRules.openRule', { label: rule.label })}
          >
            {rule.label}
          </Link>
          <InaccessibleMark rule={rule} />
        </Flex>
      ),
    },
    {
      title: t('alertRules.columns.alert'),
      key: 'alert',
      render: (_value, rule) => (
        <Flex gap={8} align="center">
          {rule.alert && (
            <img src={rule.alert.iconUrl} alt="" width={24} height={24} style={{ flex: 'none' }} />
          )}
          <Typography.Text>
            {rule.alertCode} · {alertName(rule)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('alertRules.columns.urgency'),
      key: 'urgency',
      render: (_value, rule) => <UrgencyTag urgency={rule.alertUrgencyType} />,
    },
    {
      title: t('alertRules.columns.targets'),
      key: 'targets',
      render: (_value, rule) =>
        rule.coversAllVehicles
          ? t('alertRules.targets.all')
          : [
              rule.totalVehicles > 0 && t('alertRules.targets.vehicles', { count: rule.totalVehicles }),
              rule.totalVgroups > 0 && t('alertRules.targets.groups', { count: rule.totalVgroups }),
            ]
              .filter(Boolean)
              .join(' · '),
    },
    {
      title: t('alertRules.columns.users'),
      key: 'users',
      render: (_value, rule) => t('alertRules.usersCount', { count: rule.totalUsers }),
    },
    {
      title: t('alertRules.columns.active'),
      key: 'active',
      render: (_value, rule) => <ActiveSwitch rule={rule} disabled={!canUpdate} />,
    },
    {
      title: t('alertRules.columns.createdOn'),
      dataIndex: 'createdOn',
      sortKey: RULE_FIELDS.createdOn,
      width: 170,
      render: (_value, rule) => formatDateTime(rule.createdOn, timeZone, language),
    },
  ];
}
