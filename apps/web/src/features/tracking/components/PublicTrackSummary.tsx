import type { PublicTrack } from '@armada/domain';
import { Card, Descriptions, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { FleetTaskStatusTag } from '../../../shared/FleetTaskStatusTag';
import { formatEtaInOwnOffset, formatTimeAgo } from '../../../shared/time-format';

/** The FO number, its status in the reader's language, the plate and how fresh the position is. */
export function PublicTrackSummary({ track }: { track: PublicTrack }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const position = track.last_position;
  return (
    <Card size="small">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'number',
            label: t('tracking.publicPage.number'),
            children: <strong data-testid="track-number">{track.number}</strong>,
          },
          {
            key: 'status',
            label: t('tracking.publicPage.status'),
            children: (
              <span data-testid="track-status">
                <FleetTaskStatusTag status={track.status.id} />
              </span>
            ),
          },
          {
            key: 'plate',
            label: t('tracking.publicPage.plate'),
            children: track.vehicle?.license_plate ?? '-',
          },
          {
            key: 'position',
            label: t('tracking.publicPage.lastReport'),
            children: position ? (
              <Tooltip title={formatEtaInOwnOffset(position.recorded_on, language)}>
                <span data-testid="last-report">
                  {formatTimeAgo(position.recorded_on, new Date(), language)}
                </span>
              </Tooltip>
            ) : (
              t('tracking.publicPage.noPosition')
            ),
          },
        ]}
      />
    </Card>
  );
}
