import { formatDateTime } from '@armada/domain';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { formatTimeAgo } from '../../../shared/time-format';
import type { VehicleRow } from '../types';

/**
 * The vehicle's last GPS report (time and place), or that its device has never reported: a new
 * vehicle whose IMEI is mistyped stays 'Belum pernah melapor', which is how the mistake shows.
 */
export function LastReport({ vehicle }: { vehicle: Pick<VehicleRow, 'imei' | 'last_position'> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useCurrentUser();
  const report = vehicle.last_position;
  if (!report) {
    return vehicle.imei ? (
      <Tag color="warning">{t('masterData.vehicle.neverReported')}</Tag>
    ) : (
      <Typography.Text type="secondary">{t('masterData.vehicle.noDevice')}</Typography.Text>
    );
  }
  return (
    <Flex vertical gap={0}>
      <span title={formatTimeAgo(report.recorded_on, new Date(), language)}>
        {formatDateTime(report.recorded_on, user.company.time_zone, language)}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {report.latitude.toFixed(5)}, {report.longitude.toFixed(5)}
      </Typography.Text>
    </Flex>
  );
}
