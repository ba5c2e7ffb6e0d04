import { CheckOutlined } from '@ant-design/icons';
import { type ErrorCode, errorMessage, templateChoicesProblem } from '@armada/domain';
import { Alert, Button, Checkbox, Flex, Result, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { NOTIFICATION_ONBOARDING_PATH } from '../../../../shared/paths/alert-center';
import type { OnboardingTemplate, TemplateAlertCode } from '../api';
import { type Chosen, presetCodes, templateDescription, templateName } from '../wizard-state';
import { CodeOption } from './CodeOption';
import { WizardActionBar } from './WizardActionBar';
import { WizardSteps } from './WizardSteps';

interface DetailStepProps {
  templates: readonly OnboardingTemplate[];
  chosen: Chosen;
  onChoose: (templateId: number, codes: readonly number[]) => void;
}

/** A category's detail page: `/notification/onboarding/:templateId`. */
export function DetailStep({ templates, chosen, onChoose }: DetailStepProps) {
  const { t } = useTranslation();
  const { templateId } = useParams();
  const template = templates.find((candidate) => String(candidate.templateId) === templateId);
  if (!template)
    return (
      <Result
        status="404"
        title={t('onboarding.detail.notFound')}
        extra={<Link to={NOTIFICATION_ONBOARDING_PATH}>{t('onboarding.detail.back')}</Link>}
      />
    );
  // Keyed so that another category starts from its own choice.
  return <CategoryCodes key={template.templateId} template={template} chosen={chosen} onChoose={onChoose} />;
}

function CodeSection({ title, codes }: { title: string; codes: TemplateAlertCode[] }) {
  const { token } = theme.useToken();
  if (codes.length === 0) return null;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: token.marginSM }}>{title}</legend>
      <Flex vertical gap={token.marginSM}>
        {codes.map((code) => (
          <CodeOption key={code.alertCode} code={code} />
        ))}
      </Flex>
    </fieldset>
  );
}

/**
 * The codes of one category: the default ones preselected (unless already active), the additional
 * ones beside them. Confirming needs at least one chosen code; going back leaves the choice as it was.
 */
function CategoryCodes({
  template,
  chosen,
  onChoose,
}: { template: OnboardingTemplate } & Omit<DetailStepProps, 'templates'>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<number[]>(() => [
    ...(chosen.get(template.templateId) ?? presetCodes(template)),
  ]);
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const name = templateName(template, language);

  const confirm = () => {
    const found = templateChoicesProblem([{ templateId: template.templateId, alertCodes: draft }]);
    setProblem(found);
    if (found) return;
    onChoose(template.templateId, draft);
    void navigate(NOTIFICATION_ONBOARDING_PATH);
  };

  return (
    <Flex vertical gap={token.marginLG}>
      <WizardSteps active="detail" subLabel={name} />
      <Flex align="center" gap={12}>
        <img src={template.iconUrl} alt="" width={48} height={48} style={{ flex: 'none' }} />
        <Flex vertical>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {name}
          </Typography.Title>
          <Typography.Text type="secondary">{templateDescription(template, language)}</Typography.Text>
        </Flex>
      </Flex>
      <Checkbox.Group
        value={draft}
        onChange={(values) => {
          setProblem(null);
          setDraft(values as number[]);
        }}
        aria-label={t('onboarding.detail.codesLabel', { name })}
        style={{ display: 'block' }}
      >
        <Flex vertical gap={token.marginLG}>
          <CodeSection title={t('onboarding.detail.defaultCodes')} codes={template.defaultAlertCodes} />
          <CodeSection title={t('onboarding.detail.additionalCodes')} codes={template.additionalAlertCodes} />
        </Flex>
      </Checkbox.Group>
      <WizardActionBar>
        {problem && <Alert type="warning" showIcon role="alert" title={errorMessage(problem, language)} />}
        <Flex justify="flex-end" gap={token.marginSM} wrap>
          <Button onClick={() => void navigate(NOTIFICATION_ONBOARDING_PATH)}>
            {t('onboarding.detail.back')}
          </Button>
          <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={confirm}>
            {t('onboarding.detail.confirm')}
          </Button>
        </Flex>
      </WizardActionBar>
    </Flex>
  );
}
