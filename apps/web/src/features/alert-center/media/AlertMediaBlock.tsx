import { mediaChannelKindOf, UPLOAD_SENT, type VideoChannelKind } from '@armada/domain';
import { Alert, Button, Flex, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RawAlert } from '../raw-alert';
import type { DownloadVideoHistory } from './media-api';
import { useMediaGatewayStatus } from './media-api';
import { useAlertMedia } from './useAlertMedia';

const CHANNEL_KINDS: VideoChannelKind[] = ['adas', 'dms'];

/** The newest Sent clip of a channel (videoData is newest first). */
const clipOf = (videos: readonly DownloadVideoHistory[], kind: VideoChannelKind) =>
  videos.find((video) => video.channelKind === kind && video.status === UPLOAD_SENT && video.url);

/**
 * The popup's video block (section 4 'Media polling status', section 8): the status of the alert's
 * own channel with Request / Check as the server allows, the Sent clip's player, and the other
 * channel's clip when one was downloaded. Alerts without media show nothing.
 */
export function AlertMediaBlock({ alert }: { alert: RawAlert }) {
  const { t } = useTranslation();
  const media = useAlertMedia(alert);
  const gateway = useMediaGatewayStatus();
  const ownKind = mediaChannelKindOf(alert.alertCode) ?? 'adas';
  const [kind, setKind] = useState<VideoChannelKind>(ownKind);

  if (media.loadError) {
    const text = media.loadError instanceof Error ? media.loadError.message : '';
    return <Alert type="error" showIcon title={text || t('alertMedia.requestFailed')} />;
  }
  if (!media.fields || gateway.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (!media.hasMedia) return <Alert type="info" showIcon title={t('alertPreview.noMedia')} />;

  const clip = clipOf(media.fields.videoData, kind);
  const configured = gateway.data?.configured ?? false;
  const state = media.state;
  return (
    <Flex vertical gap={8} data-testid="alert-media">
      <Segmented
        aria-label={t('alertMedia.channels')}
        value={kind}
        onChange={(value) => setKind(value as VideoChannelKind)}
        options={CHANNEL_KINDS.map((value) => ({
          value,
          label: t(`alertMedia.${value === 'adas' ? 'road' : 'driver'}`),
        }))}
      />
      {kind === ownKind && state && (
        <Typography.Text role="status" aria-live="polite">
          {t(`alertMedia.status.${state.pollingStatus}`)}
        </Typography.Text>
      )}
      {!media.online && <Alert type="warning" showIcon title={t('alertMedia.offline')} />}
      {!configured && <Alert type="info" showIcon title={t('alertMedia.noGateway')} />}
      {media.error && <Alert type="error" showIcon title={media.error} />}
      {clip?.url ? (
        // Dashcam clips carry no speech track to caption.
        // biome-ignore lint/a11y/useMediaCaption: no audio worth captions
        <video
          key={clip.url}
          src={clip.url}
          controls
          preload="metadata"
          style={{ width: '100%', maxHeight: 240 }}
        />
      ) : (
        kind !== ownKind && <Typography.Text type="secondary">{t('alertMedia.noClip')}</Typography.Text>
      )}
      {kind === ownKind && configured && state && (state.canRequest || state.canCheck) && (
        <Flex gap={8} wrap="wrap">
          {state.canRequest && (
            <Button type="primary" loading={media.busy} disabled={!media.online} onClick={media.request}>
              {t('alertMedia.request')}
            </Button>
          )}
          {state.canCheck && (
            <Button loading={media.busy} disabled={!media.online} onClick={media.check}>
              {t('alertMedia.check')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
