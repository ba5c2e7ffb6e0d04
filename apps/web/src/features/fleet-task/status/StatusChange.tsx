import { ArrowRightOutlined } from '@ant-design/icons';
import {
  type FleetTask,
  type FleetTaskStatus,
  fleetTaskStatusLabel,
  showsAutomationOffAlert,
} from '@armada/domain';
import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { VisuallyHidden } from '../../../shared/VisuallyHidden';

/** Section 2, 'Modals': the number, the old to new status, and the optional automation alert. */
export function StatusChange({ task, target }: { task: FleetTask; target: FleetTaskStatus }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        {t('fleetTaskStatus.transition.confirmQuestion', { number: task.number })}
      </Typography.Text>
      <Flex align="center" gap={8} wrap data-testid="status-change">
        <VisuallyHidden>{t('fleetTaskStatus.transition.from')}</VisuallyHidden>
        <Tag>{fleetTaskStatusLabel(task.status.name, language)}</Tag>
        <ArrowRightOutlined aria-hidden />
        <VisuallyHidden>{t('fleetTaskStatus.transition.to')}</VisuallyHidden>
        <Tag color={target === 'CANCELED' ? 'red' : 'blue'}>{fleetTaskStatusLabel(target, language)}</Tag>
      </Flex>
      {showsAutomationOffAlert(task, target) && (
        <Alert type="warning" showIcon title={t('fleetTaskStatus.transition.automationOffAlert')} />
      )}
    </Flex>
  );
}
