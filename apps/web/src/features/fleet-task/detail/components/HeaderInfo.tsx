import { type FleetTask, formatLastUpdated, formatVolume, formatWeight } from '@armada/domain';
import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../platform/i18n/useLanguage';

function InfoItem({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Flex vertical style={{ minWidth: 0 }} data-testid={testId}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong ellipsis={{ tooltip: true }}>
        {value}
      </Typography.Text>
    </Flex>
  );
}

/**
 * Section 2 'Header info': origin city (first pickup), destination city (last drop), total weight and
 * volume (dash if missing) and the last update (time only if today).
 */
export function HeaderInfo({ task, timeZone }: { task: FleetTask; timeZone: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { token } = theme.useToken();
  return (
    <Flex
      component="section"
      aria-label={t('fleetTask.info.label')}
      wrap
      gap={token.marginLG}
      style={{ rowGap: token.marginXS }}
    >
      <InfoItem
        testId="info-origin"
        label={t('fleetTask.info.origin')}
        value={task.origin_city ?? t('common.empty')}
      />
      <InfoItem
        testId="info-destination"
        label={t('fleetTask.info.destination')}
        value={task.destination_city ?? t('common.empty')}
      />
      <InfoItem
        testId="info-weight"
        label={t('fleetTask.info.totalWeight')}
        value={formatWeight(task.current_total_weight, language)}
      />
      <InfoItem
        testId="info-volume"
        label={t('fleetTask.info.totalVolume')}
        value={formatVolume(task.current_total_volume, language)}
      />
      <InfoItem
        testId="info-updated"
        label={t('fleetTask.info.lastUpdated')}
        value={formatLastUpdated(task.updated_on, new Date(), timeZone, language)}
      />
    </Flex>
  );
}
