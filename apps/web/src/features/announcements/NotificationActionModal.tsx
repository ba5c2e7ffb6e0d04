import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { AnnouncementAction, AnnouncementData } from '@armada/domain';
import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoPlayerOf } from './video-embed';

const mediaStyle = { display: 'block', width: '100%', maxHeight: '60vh', objectFit: 'contain' } as const;

function ActionVideo({ link, title }: { link: string; title: string }) {
  const { t } = useTranslation();
  const player = videoPlayerOf(link);
  return (
    <Flex vertical gap={8}>
      {player.kind === 'frame' && (
        <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
          <iframe
            src={player.src}
            title={t('announcements.action.videoTitle', { title })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </div>
      )}
      {player.kind === 'file' && (
        // biome-ignore lint/a11y/useMediaCaption: the operator's announcement videos come without captions
        <video
          src={player.src}
          controls
          style={mediaStyle}
          aria-label={t('announcements.action.videoTitle', { title })}
        />
      )}
      {/* Always offered: a player the browser refuses (or a page we cannot embed) still has its way out. */}
      <Typography.Link href={link} target="_blank" rel="noopener noreferrer">
        {t('announcements.action.openVideo')}
      </Typography.Link>
    </Flex>
  );
}

function ActionCarousel({ urls, title }: { urls: readonly string[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const total = urls.length;
  const position = { index: index + 1, total };
  return (
    <Flex vertical gap={8} align="center" role="group" aria-roledescription="carousel" aria-label={title}>
      <img
        src={urls[index]}
        alt={t('announcements.action.slideAlt', { ...position, title })}
        style={mediaStyle}
      />
      <Flex align="center" gap={12}>
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('announcements.action.previous')}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        />
        <Typography.Text aria-live="polite">{t('announcements.action.position', position)}</Typography.Text>
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label={t('announcements.action.next')}
          disabled={index === total - 1}
          onClick={() => setIndex(index + 1)}
        />
      </Flex>
    </Flex>
  );
}

function ActionContent({ data, title }: { data: AnnouncementData; title: string }) {
  const { t } = useTranslation();
  if ('image_url' in data) {
    return (
      <img src={data.image_url} alt={t('announcements.action.imageAlt', { title })} style={mediaStyle} />
    );
  }
  if ('video_url' in data) return <ActionVideo link={data.video_url} title={title} />;
  return <ActionCarousel urls={data.image_urls} title={title} />;
}

interface NotificationActionModalProps {
  action: AnnouncementAction | null;
  data: AnnouncementData | null;
  open: boolean;
  onClose: () => void;
}

/** The notification action modal (section 2 'Top bar'): the action's title, text and its image, video or carousel. */
export function NotificationActionModal({ action, data, open, onClose }: NotificationActionModalProps) {
  const { t } = useTranslation();
  if (!action || !data) return null;
  return (
    <Modal
      open={open}
      title={action.title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('announcements.action.close')}</Button>}
      width={720}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="announcement-action">
        {action.description && (
          <Typography.Paragraph style={{ margin: 0 }}>{action.description}</Typography.Paragraph>
        )}
        <ActionContent data={data} title={action.title} />
      </Flex>
    </Modal>
  );
}
