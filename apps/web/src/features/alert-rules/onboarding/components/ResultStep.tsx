import { hasScope, onboardingOutcome } from '@armada/domain';
import { Button, Card, Flex, Result, Typography, theme } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../../platform/session/session-context';
import { ALERT_RULE_LIST_PATH } from '../../../../shared/paths/alert-center';
import type { CreatedRule } from '../api';
import { codeName } from '../wizard-state';
import { WizardSteps } from './WizardSteps';

const DASHBOARD_PATH = '/dashboard/';

/**
 * The result page (spec section 2): 'activated' for a user with the main Alert Center access,
 * 'requested' for the others (the domain's onboardingOutcome), and the rules the save created.
 */
export function ResultStep({ created }: { created: readonly CreatedRule[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { token } = theme.useToken();
  const user = useCurrentUser();
  const outcome = onboardingOutcome(user.scopes);
  const canSeeRules = hasScope(user.scopes, 'e4b-alert-center-rule-setting:read');
  const navigate = useNavigate();
  // Real links (open in a new tab works) that stay in the app on a plain click.
  const follow = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    void navigate(path);
  };
  return (
    <Flex vertical gap={token.marginLG}>
      <WizardSteps active="result" />
      <Result
        status="success"
        title={t(`onboarding.result.${outcome}.title`)}
        subTitle={
          created.length > 0
            ? t(`onboarding.result.${outcome}.subtitle`, { count: created.length })
            : t('onboarding.result.noneCreated')
        }
        extra={
          <Flex justify="center" gap={token.marginSM} wrap>
            {canSeeRules && (
              <Button type="primary" href={ALERT_RULE_LIST_PATH} onClick={follow(ALERT_RULE_LIST_PATH)}>
                {t('onboarding.result.toSettings')}
              </Button>
            )}
            <Button href={DASHBOARD_PATH} onClick={follow(DASHBOARD_PATH)}>
              {t('onboarding.result.toDashboard')}
            </Button>
          </Flex>
        }
      />
      {created.length > 0 && (
        <Card size="small" title={t('onboarding.result.createdLabel')}>
          <ul
            aria-label={t('onboarding.result.createdLabel')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {created.map((rule) => (
              <li key={rule.alertRuleId} style={{ paddingBlock: token.paddingXS }}>
                <Flex align="center" gap={10}>
                  {rule.alert && <img src={rule.alert.iconUrl} alt="" width={24} height={24} />}
                  <Typography.Text>
                    {rule.alert ? codeName(rule.alert, language) : rule.label}
                  </Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Flex>
  );
}
