import type { DriverActivity } from '@armada/domain';
import { formatDateTime } from '@armada/domain';
import { Descriptions, Flex, Image, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';

/** 'Lihat Bukti': who received or handed over, when, the note and the photos (signed links). */
export function DriverProofModal({ activity, onClose }: { activity: DriverActivity; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  const proof = activity.proof;
  const completedOn = proof?.completed_on ?? activity.completed_on;
  const photos = proof?.attachments ?? [];
  return (
    <Modal
      open
      title={t('driver.proof.title', {
        type: t(`fleetTaskActivity.type.${activity.type}`),
        number: activity.delivery_order.number,
      })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('driver.proof.receiver')}>
            {proof?.contact_person_name ?? activity.contact_person_name ?? '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('driver.proof.time')}>
            {completedOn ? formatDateTime(completedOn, timeZone, language) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('driver.proof.note')}>
            {proof?.note ?? activity.note ?? '-'}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Text strong>{t('driver.proof.photos')}</Typography.Text>
        {photos.length === 0 ? (
          <Typography.Text type="secondary">{t('driver.proof.noPhotos')}</Typography.Text>
        ) : (
          <Image.PreviewGroup>
            <Flex gap={8} wrap>
              {photos.map((photo, index) => (
                <Image
                  key={photo.id}
                  src={photo.url}
                  width={96}
                  height={96}
                  style={{ objectFit: 'cover' }}
                  alt={t('driver.proof.photoAlt', { index: index + 1 })}
                />
              ))}
            </Flex>
          </Image.PreviewGroup>
        )}
      </Flex>
    </Modal>
  );
}
