import { type ActivityProof, formatDateTime, type SequenceActivityResponse } from '@armada/domain';
import { Alert, Button, Descriptions, Empty, Flex, Image, Modal, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { useOrderProof } from './api';
import { PHOTO_PREVIEW_ZOOM } from './constants';
import { PhotoPreviewToolbar } from './PhotoPreviewToolbar';

export interface ProofModalProps {
  taskId: string;
  activity: SequenceActivityResponse;
  onClose: () => void;
  /** Opens 'Lihat Muatan'; without it the button is not offered. */
  onViewLoad?: () => void;
}

const THUMBNAIL_SIZE = 96;

/** The photo preview's open state, held by the modal so that its Escape can close the preview first. */
interface PreviewState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Section 2 'View proof': the photos in antd's preview, zoom 0.5x to 1.5x in steps of 0.5, rotate by
 * 90 degrees, prev/next, Escape to close, and a download named fotoN.jpg.
 */
function ProofPhotos({ proof, preview }: { proof: ActivityProof; preview: PreviewState }) {
  const { t } = useTranslation();
  if (proof.attachments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fleetTaskActivity.proof.noPhotos')} />;
  }
  return (
    <Image.PreviewGroup
      preview={{
        ...PHOTO_PREVIEW_ZOOM,
        open: preview.open,
        onOpenChange: preview.onOpenChange,
        actionsRender: (_, info) => <PhotoPreviewToolbar info={info} />,
      }}
    >
      <Flex gap={8} wrap>
        {proof.attachments.map((photo, index) => (
          <Image
            key={photo.id}
            src={photo.url}
            alt={t('fleetTaskActivity.proof.photoAlt', { index: index + 1 })}
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

function ProofDetails({ proof, preview }: { proof: ActivityProof; preview: PreviewState }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  const pickup = proof.type === 'PICKUP';
  const empty = t('common.empty');
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        {
          key: 'location',
          label: t('fleetTaskActivity.proof.location'),
          children: `${proof.point.address.name}, ${proof.point.address.city}`,
        },
        {
          key: 'contact',
          label: pickup
            ? t('fleetTaskActivity.complete.senderName')
            : t('fleetTaskActivity.complete.receiverName'),
          children: proof.contact_person_name ?? empty,
        },
        {
          key: 'time',
          label: pickup
            ? t('fleetTaskActivity.complete.completedOnPickup')
            : t('fleetTaskActivity.complete.completedOnDrop'),
          children: proof.completed_on ? formatDateTime(proof.completed_on, timeZone, language) : empty,
        },
        { key: 'note', label: t('fleetTaskActivity.complete.note'), children: proof.note ?? empty },
        {
          key: 'by',
          label: t('fleetTaskActivity.proof.completedBy'),
          children: proof.completed_by?.name ?? t('fleetTaskActivity.proof.system'),
        },
        {
          key: 'photos',
          label: t('fleetTaskActivity.proof.photos'),
          children: <ProofPhotos proof={proof} preview={preview} />,
        },
      ]}
    />
  );
}

function ProofBody({
  taskId,
  activity,
  preview,
}: Pick<ProofModalProps, 'taskId' | 'activity'> & { preview: PreviewState }) {
  const { t } = useTranslation();
  const proofs = useOrderProof(taskId, activity.delivery_order.id, true);
  if (proofs.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (proofs.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('fleetTaskActivity.proof.loadError')}
        description={proofs.error.message}
      />
    );
  }
  const proof = proofs.data.find((candidate) => candidate.id === activity.id);
  if (!proof) return <Empty description={t('fleetTaskActivity.proof.notFound')} />;
  return <ProofDetails proof={proof} preview={preview} />;
}

/** The proof of a completed pickup or drop (section 2 'Modals': view proof). */
export function ProofModal({ taskId, activity, onClose, onViewLoad }: ProofModalProps) {
  const { t } = useTranslation();
  const number = activity.delivery_order.number;
  const [previewOpen, setPreviewOpen] = useState(false);
  const preview = { open: previewOpen, onOpenChange: setPreviewOpen };
  // Escape goes to the topmost layer, which should be the preview; should the modal get it anyway,
  // it still closes the preview only, as a user expects of Escape over a photo.
  const cancel = () => (previewOpen ? setPreviewOpen(false) : onClose());
  const title =
    activity.type === 'PICKUP'
      ? t('fleetTaskActivity.proof.titlePickup', { number })
      : t('fleetTaskActivity.proof.titleDrop', { number });
  return (
    <Modal
      open
      title={
        <Flex gap={8} align="center" wrap>
          {title}
          <Tag color={activity.type === 'PICKUP' ? 'blue' : 'green'}>
            {t(`fleetTaskActivity.type.${activity.type}`)}
          </Tag>
        </Flex>
      }
      onCancel={cancel}
      destroyOnHidden
      width={640}
      footer={
        <Flex gap={8} justify="end" wrap>
          {onViewLoad && <Button onClick={onViewLoad}>{t('fleetTaskActivity.proof.viewLoad')}</Button>}
          <Button type="primary" onClick={onClose}>
            {t('fleetTaskActivity.proof.close')}
          </Button>
        </Flex>
      }
    >
      <ProofBody taskId={taskId} activity={activity} preview={preview} />
    </Modal>
  );
}
