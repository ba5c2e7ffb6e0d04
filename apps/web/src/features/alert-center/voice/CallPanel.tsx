import { PhoneOutlined } from '@ant-design/icons';
import { meetsScopeRequirement, type ScopeRequirement, VOICE_SCOPES } from '@armada/domain';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import { useMediaGatewayStatus } from '../media/media-api';
import type { RawAlert } from '../raw-alert';
import { useActiveCall } from './active-call';
import { useVoiceCall, type VoiceCallState } from './useVoiceCall';
import { browserVoiceAudio, type VoiceAudio } from './voice-audio';

/** Section 9 'Access': calling the driver needs both scopes. */
export const VOICE_SCOPE: ScopeRequirement = { all: [...VOICE_SCOPES] };

interface CallPanelProps {
  alert: RawAlert;
  /** The audio half (tests give one without AudioWorklet). */
  audio?: () => VoiceAudio;
  url?: string;
}

/** The call button and, once pressed, the call's state; nothing for alerts without VoIP or without the scopes. */
export function CallPanel({ alert, audio, url }: CallPanelProps) {
  const user = useCurrentUser();
  if (!alert.callState?.isHaveVoip || !meetsScopeRequirement(user.scopes, VOICE_SCOPE)) return null;
  return <CallControls alertId={alert.id} audio={audio ?? browserVoiceAudio} url={url} />;
}

function CallControls({ alertId, audio, url }: { alertId: string; audio: () => VoiceAudio; url?: string }) {
  const { t } = useTranslation();
  const { state, start, hangup, reset } = useVoiceCall({ alertId, audio, url });
  const active = useActiveCall();
  const busy = active !== null && active !== alertId;
  // Issue 19 item 1: without a gateway the button says so before a click; while the status is read,
  // or when it cannot be, the button stays usable (the relay then answers with its own reason).
  const gateway = useMediaGatewayStatus();
  const noGateway = gateway.data?.configured === false;

  if (state.phase === 'idle') {
    return (
      <Flex vertical gap={4} align="flex-start">
        <Button
          icon={<PhoneOutlined />}
          disabled={busy || noGateway}
          title={busy ? t('alertVoice.busy') : undefined}
          aria-describedby={noGateway ? `no-gateway-${alertId}` : undefined}
          onClick={() => void start()}
        >
          {t('alertVoice.call')}
        </Button>
        {noGateway && (
          <Typography.Text id={`no-gateway-${alertId}`} type="secondary">
            {t('alertVoice.noGateway')}
          </Typography.Text>
        )}
      </Flex>
    );
  }
  const live = state.phase === 'calling' || state.phase === 'connected';
  return (
    <Flex
      className="alert-voice-panel"
      align="center"
      gap={8}
      wrap="wrap"
      role="status"
      aria-live="polite"
      data-call-phase={state.phase}
      data-frames-sent={state.framesSent}
      data-frames-received={state.framesReceived}
    >
      <PhoneOutlined aria-hidden />
      <CallStatus state={state} />
      {live ? (
        <Button danger onClick={hangup}>
          {t('alertVoice.hangup')}
        </Button>
      ) : (
        <Button onClick={reset}>{t('alertVoice.close')}</Button>
      )}
    </Flex>
  );
}

function CallStatus({ state }: { state: VoiceCallState }) {
  const { t } = useTranslation();
  if (state.phase === 'connected') {
    return (
      <Typography.Text strong>
        {t('alertVoice.connected')} <Elapsed since={state.connectedAt ?? Date.now()} />
      </Typography.Text>
    );
  }
  if (state.phase === 'failed') {
    const reason = state.audioError
      ? t(`alertVoice.errors.${state.audioError}`)
      : (state.message ?? t('alertVoice.dropped'));
    return (
      <Typography.Text type="danger">
        {t('alertVoice.failed')}: {reason}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text>
      {t(state.phase === 'calling' ? 'alertVoice.calling' : 'alertVoice.ended')}
    </Typography.Text>
  );
}

/** mm:ss since the call connected, ticking each second. */
function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return <span className="alert-voice-timer">{`${mm}:${ss}`}</span>;
}
