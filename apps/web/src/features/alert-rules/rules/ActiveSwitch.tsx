import { App, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useToggleAlertRule } from './rule-api';
import type { AlertRule } from './rule-types';

/** The row's active switch: shown changed at once, back as it was with the reason when refused. */
export function ActiveSwitch({ rule, disabled }: { rule: AlertRule; disabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toggle = useToggleAlertRule();
  return (
    <Switch
      checked={rule.isActive}
      disabled={disabled}
      loading={toggle.isPending}
      aria-label={t('alertRules.activeSwitch', { label: rule.label })}
      onChange={(isActive) =>
        toggle.mutate(
          { id: rule.alertRuleId, isActive },
          {
            onSuccess: () =>
              void message.success(
                t(isActive ? 'alertRules.activated' : 'alertRules.deactivated', { label: rule.label }),
              ),
            onError: (error) =>
              void message.error(
                t('alertRules.switchFailed', {
                  message: isApiError(error) ? error.message : t('alertRules.bulk.failed'),
                }),
              ),
          },
        )
      }
    />
  );
}
