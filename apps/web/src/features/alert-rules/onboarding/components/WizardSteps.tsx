import { useTranslation } from 'react-i18next';
import { StepWizard } from '../../../../shared/StepWizard';

export type OnboardingStep = 'main' | 'detail' | 'result';

/** The wizard's three pages on the shared step wizard; `subLabel` names the category being chosen. */
export function WizardSteps({ active, subLabel }: { active: OnboardingStep; subLabel?: string }) {
  const { t } = useTranslation();
  return (
    <StepWizard
      ariaLabel={t('onboarding.steps.ariaLabel')}
      activeKey={active}
      compact
      items={[
        { key: 'main', label: t('onboarding.steps.main') },
        { key: 'detail', label: t('onboarding.steps.detail'), subLabel },
        { key: 'result', label: t('onboarding.steps.result') },
      ]}
    />
  );
}
