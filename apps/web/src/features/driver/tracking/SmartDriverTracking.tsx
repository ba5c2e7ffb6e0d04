import { formatTime, mayPausePhoneTracking, type PhoneTrackingMode } from '@armada/domain';
import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import { useDriverTrackingTasks } from './api';
import type { PhoneTrackerState } from './phone-tracker';
import { usePhoneTracking } from './usePhoneTracking';

const defaultGeolocation = (): Geolocation | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.geolocation;

/**
 * The driver's phone as the Smart Driver source (issue 18 item 4), at the top of the driver's pages:
 * watches the position while a task needs it (the domain's phoneTrackingMode), keeps unsent positions
 * in IndexedDB and says how tracking stands. `geolocation` is the browser's unless a test gives one.
 */
export function SmartDriverTracking({
  geolocation = defaultGeolocation(),
}: {
  geolocation?: Geolocation;
} = {}) {
  const { t } = useTranslation();
  const tasks = useDriverTrackingTasks();
  const [pauseRequested, setPauseRequested] = useState(false);
  const { mode, state } = usePhoneTracking(tasks.data, pauseRequested, geolocation);
  const reasonId = useId();
  const mayPause = mayPausePhoneTracking(tasks.data ?? []);
  // A pause ends with the trip that overrode it: the next task waiting for its geofence is tracked.
  useEffect(() => {
    if (!mayPause) setPauseRequested(false);
  }, [mayPause]);

  if (mode === null) return null;
  const toggle = mode !== 'OFF' && (
    <Button
      size="small"
      disabled={mode === 'ON' && !mayPause}
      aria-describedby={mode === 'ON' && !mayPause ? reasonId : undefined}
      onClick={() => setPauseRequested(mode === 'ON')}
    >
      {mode === 'PAUSED' ? t('driverTracking.resume') : t('driverTracking.pause')}
    </Button>
  );

  return (
    <section aria-label={t('driverTracking.label')} data-testid="smart-driver-tracking">
      <Alert
        type={alertType(mode, state, geolocation)}
        showIcon
        role="status"
        title={<StatusTitle mode={mode} state={state} supported={geolocation !== undefined} />}
        description={
          mode === 'ON' && !mayPause ? (
            <Typography.Text type="secondary" id={reasonId}>
              {t('driverTracking.cannotPause')}
            </Typography.Text>
          ) : undefined
        }
        action={toggle}
      />
    </section>
  );
}

function alertType(mode: PhoneTrackingMode, state: PhoneTrackerState, geolocation: Geolocation | undefined) {
  if (mode === 'ON' && (state.permissionDenied || state.refusal || !geolocation)) return 'error';
  if (mode === 'ON') return 'success';
  return mode === 'PAUSED' || state.pending > 0 ? 'warning' : 'info';
}

/** The state in words: off, paused, denied, or on with the last send and what still waits. */
function StatusTitle({
  mode,
  state,
  supported,
}: {
  mode: PhoneTrackingMode;
  state: PhoneTrackerState;
  supported: boolean;
}) {
  const { t } = useTranslation();
  const timeZone = useCurrentUser().company.time_zone;
  const lines: string[] = [];
  if (mode === 'OFF') lines.push(t('driverTracking.off'));
  else if (mode === 'PAUSED') lines.push(t('driverTracking.paused'));
  else if (!supported) lines.push(t('driverTracking.unsupported'));
  else if (state.permissionDenied) lines.push(t('driverTracking.denied'));
  else {
    lines.push(t('driverTracking.active'));
    lines.push(
      state.lastSentAt
        ? t('driverTracking.lastSent', { time: formatTime(state.lastSentAt, timeZone) })
        : t('driverTracking.notSentYet'),
    );
  }
  if (state.pending > 0) lines.push(t('driverTracking.pending', { count: state.pending }));
  if (state.refusal) lines.push(t('driverTracking.refused', { message: state.refusal }));
  return (
    <Flex vertical gap={2}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Flex>
  );
}
