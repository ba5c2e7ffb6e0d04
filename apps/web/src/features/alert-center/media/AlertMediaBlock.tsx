import {
  dashcamTypeOfChannel,
  mediaChannelKindOf,
  UPLOAD_SENT,
  type VideoChannelKind,
  videoChannelOf,
} from '@armada/domain';
import { Alert, Button, Flex, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RawAlert } from '../raw-alert';
import type { AlertMediaFields, DownloadVideoHistory } from './media-api';
import { useMediaGatewayStatus } from './media-api';
import { useAlertMedia } from './useAlertMedia';
import { type ChannelClipRequest, useChannelClipRequest } from './useChannelClipRequest';

const CHANNEL_KINDS: VideoChannelKind[] = ['adas', 'dms'];

/** The newest Sent clip of a channel (videoData is newest first). */
const clipOf = (videos: readonly DownloadVideoHistory[], kind: VideoChannelKind) =>
  videos.find((video) => video.channelKind === kind && video.status === UPLOAD_SENT && video.url);

/** The device's name of the alert's other camera (CH03 beside CH01), null when the device type is unknown. */
const otherChannelOf = (fields: AlertMediaFields | undefined, kind: VideoChannelKind) => {
  const type = dashcamTypeOfChannel(fields?.mediaChannel);
  return type ? videoChannelOf(type, kind) : null;
};

/**
 * The popup's video block (section 4 'Media polling status', section 8): the status of the alert's
 * own channel with Request / Check as the server allows, the Sent clip's player, and the other
 * channel's clip, asked for by hand. Alerts without media show nothing.
 */
export function AlertMediaBlock({ alert }: { alert: RawAlert }) {
  const { t } = useTranslation();
  const media = useAlertMedia(alert);
  const gateway = useMediaGatewayStatus();
  const ownKind = mediaChannelKindOf(alert.alertCode) ?? 'adas';
  const [kind, setKind] = useState<VideoChannelKind>(ownKind);
  const otherKind: VideoChannelKind = ownKind === 'adas' ? 'dms' : 'adas';
  // Kept above the tabs so switching back and forth never cancels a request in flight.
  const other = useChannelClipRequest({
    alertId: alert.id,
    createdOn: alert.createdOn,
    fields: media.fields,
    kind: otherKind,
    channel: otherChannelOf(media.fields, otherKind),
  });

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
        kind !== ownKind && <OtherChannel request={other} configured={configured} online={media.online} />
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

/** The other camera without a clip yet: its request's progress and a Request button. */
function OtherChannel({
  request,
  configured,
  online,
}: {
  request: ChannelClipRequest;
  configured: boolean;
  online: boolean;
}) {
  const { t } = useTranslation();
  const status =
    request.phase === 'requesting'
      ? t('alertMedia.status.requesting')
      : request.phase === 'failed'
        ? t('alertMedia.status.failed')
        : t('alertMedia.noClip');
  return (
    <>
      <Typography.Text
        role="status"
        aria-live="polite"
        type={request.phase === 'idle' ? 'secondary' : undefined}
      >
        {status}
      </Typography.Text>
      {request.error && <Alert type="error" showIcon title={request.error} />}
      {configured && request.available && request.phase !== 'requesting' && (
        <Flex gap={8} wrap="wrap">
          <Button type="primary" disabled={!online} onClick={request.request}>
            {t('alertMedia.request')}
          </Button>
        </Flex>
      )}
    </>
  );
}
