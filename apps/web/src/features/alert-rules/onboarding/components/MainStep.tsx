import { CheckOutlined } from '@ant-design/icons';
import { dedupeTemplateChoices, type ErrorCode, errorMessage, templateChoicesProblem } from '@armada/domain';
import { Alert, Button, Empty, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../platform/api/api-error';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { useSession } from '../../../../platform/session/session-context';
import { NOTIFICATION_ONBOARDING_RESULT_PATH } from '../../../../shared/paths/alert-center';
import { type CreatedRule, type OnboardingTemplate, useCreateAlertRules } from '../api';
import { type Chosen, choicesOf } from '../wizard-state';
import { TemplateCard } from './TemplateCard';
import { WizardActionBar } from './WizardActionBar';
import { WizardSteps } from './WizardSteps';

interface MainStepProps {
  templates: readonly OnboardingTemplate[];
  chosen: Chosen;
  onChoose: (templateId: number, codes: readonly number[] | null) => void;
  onSaved: (rules: CreatedRule[]) => void;
}

/** A save the server refused or that never arrived: the catalogue's failed-save message, and why. */
interface Failure {
  reason: string;
}

/**
 * The wizard's main page: the recommended categories and the save. Saving needs at least one
 * category with codes (the domain's templateChoicesProblem) and sends each code once
 * (dedupeTemplateChoices); a failed save stops here with the choices kept.
 */
export function MainStep({ templates, chosen, onChoose, onSaved }: MainStepProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const session = useSession();
  const save = useCreateAlertRules();
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const choices = choicesOf(templates, chosen);
  const codeCount = dedupeTemplateChoices(choices).reduce(
    (total, choice) => total + choice.alertCodes.length,
    0,
  );

  const submit = () => {
    const found = templateChoicesProblem(choices);
    setProblem(found);
    setFailure(null);
    if (found) return;
    save.mutate(dedupeTemplateChoices(choices), {
      onSuccess: (rules) => {
        // The server marked the set-up complete with the rules: the session follows, so the prompt stops.
        const user = session.user;
        if (user) session.updateUser({ ...user, company: { ...user.company, setup_notif_completed: true } });
        onSaved(rules);
        void navigate(NOTIFICATION_ONBOARDING_RESULT_PATH);
      },
      onError: (error) => setFailure({ reason: isApiError(error) ? error.message : '' }),
    });
  };

  return (
    <Flex vertical gap={token.marginLG}>
      <WizardSteps active="main" />
      {templates.length === 0 ? (
        <Empty description={t('onboarding.main.empty')} />
      ) : (
        <ul
          aria-label={t('onboarding.main.listLabel')}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: token.margin,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
          }}
        >
          {templates.map((template) => (
            <li key={template.templateId}>
              <TemplateCard
                template={template}
                codes={chosen.get(template.templateId)}
                onChoose={(codes) => {
                  setProblem(null);
                  onChoose(template.templateId, codes);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <WizardActionBar>
        {problem && <Alert type="warning" showIcon role="alert" title={errorMessage(problem, language)} />}
        {failure && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorMessage('failed-save-settings', language)}
            description={[failure.reason, t('onboarding.main.failedSaveHint')].filter(Boolean).join(' ')}
          />
        )}
        <Flex align="center" justify="space-between" gap={token.marginSM} wrap>
          <Typography.Text type="secondary" aria-live="polite">
            {t('onboarding.main.summary', { categories: choices.length, codes: codeCount })}
          </Typography.Text>
          <Button
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            loading={save.isPending}
            onClick={submit}
          >
            {t('onboarding.main.save')}
          </Button>
        </Flex>
      </WizardActionBar>
    </Flex>
  );
}
