import { SettingOutlined } from '@ant-design/icons';
import { App, Button, Card, Checkbox, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { notificationOnboardingDetailPath } from '../../../../shared/paths/alert-center';
import { VisuallyHidden } from '../../../../shared/VisuallyHidden';
import type { OnboardingTemplate } from '../api';
import { presetCodes, templateDescription, templateName } from '../wizard-state';

interface TemplateCardProps {
  template: OnboardingTemplate;
  /** The confirmed codes of this category, or undefined while it is not chosen. */
  codes: readonly number[] | undefined;
  onChoose: (codes: readonly number[] | null) => void;
}

/**
 * One recommended category: choosing it takes its default codes (the quick way), 'Atur Notifikasi'
 * opens its detail page to choose codes one by one.
 */
export function TemplateCard({ template, codes, onChoose }: TemplateCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const name = templateName(template, language);
  const detailPath = notificationOnboardingDetailPath(template.templateId);

  const toggle = (checked: boolean) => {
    if (!checked) return onChoose(null);
    const preset = presetCodes(template);
    if (preset.length > 0) return onChoose(preset);
    // Nothing left to preselect: the user picks additional codes on the detail page.
    void message.info(t('onboarding.main.noneAvailable'));
    void navigate(detailPath);
  };

  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      styles={{ body: { height: '100%' } }}
      data-testid={`onboarding-template-${template.templateId}`}
    >
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex align="center" gap={12}>
          <img src={template.iconUrl} alt="" width={40} height={40} style={{ flex: 'none' }} />
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {name}
          </Typography.Title>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0, flex: 1 }}>
          {templateDescription(template, language)}
        </Typography.Paragraph>
        <div>
          {codes ? (
            <Tag color="blue">{t('onboarding.main.selected', { count: codes.length })}</Tag>
          ) : (
            <Tag>{t('onboarding.main.notSelected')}</Tag>
          )}
        </div>
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Checkbox checked={codes !== undefined} onChange={(event) => toggle(event.target.checked)}>
            {t('onboarding.main.select')}
            <VisuallyHidden>{`: ${name}`}</VisuallyHidden>
          </Checkbox>
          <Button
            icon={<SettingOutlined aria-hidden />}
            onClick={() => void navigate(detailPath)}
            aria-label={`${t('onboarding.main.configure')}: ${name}`}
          >
            {t('onboarding.main.configure')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
