import { meetsScopeRequirement, type ReminderInterval } from '@armada/domain';
import { App } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../../../platform/live/live-socket';
import { useCurrentUser } from '../../../platform/session/session-context';
import { useUnresolvedCounts } from '../api';
import { dayRange, rangeEndingOn, useCompanyToday } from '../centre-dates';
import type { AlertResolution, RawAlert } from '../raw-alert';
import { type AlertSoundPlayer, createWebAudioPlayer, oneToneAtATime } from './alert-sounds';
import { useAlertCenterLive } from './useAlertCenterLive';
import { useUrgentReminder } from './useUrgentReminder';

export const CENTRE_SCOPE = 'e4a-alert-center-main:read';
export const URGENT_SCOPE = 'e4e-alert-center-urgent:read';

type NewAlertListener = (alert: RawAlert) => void;

export interface CountWindow {
  startDate: string;
  endDate: string;
}

export interface AlertCenterLiveValue {
  status: LiveStatus;
  /** Our own action's answer, applied to every list as the socket's resolution would be. */
  applyOwnAction: (resolution: AlertResolution) => void;
  /** Called with each new live alert (the auto-popup listens here); returns the unsubscribe. */
  subscribeNewAlerts: (listener: NewAlertListener) => () => void;
  /**
   * The first window (the last 2 days, moving on at the company's midnight) whose unresolved counts
   * the bell shows and the reminder follows. The counts themselves are read with
   * `useUnresolvedCounts` by whoever shows them, so a live count change re-renders the bell only,
   * not every user of this context.
   */
  countWindow: CountWindow;
  reminder: { intervalMinutes: ReminderInterval; setIntervalMinutes: (minutes: ReminderInterval) => void };
}

const AlertCenterLiveContext = createContext<AlertCenterLiveValue | null>(null);

let browserPlayer: AlertSoundPlayer | null = null;
const defaultPlayer = (): AlertSoundPlayer => {
  browserPlayer ??= oneToneAtATime(createWebAudioPlayer());
  return browserPlayer;
};

interface ProviderProps {
  children: ReactNode;
  /** Another player than the browser's WebAudio tones (tests record the calls). */
  sounds?: AlertSoundPlayer;
}

/**
 * The centre's app-wide side, mounted once by the layout: the one live socket for every copy of
 * the centre, the sounds of new alerts (urgent and important differ), the unresolved counts of the
 * bell, and the repeated reminder of unresolved urgent alerts. Without the centre's scope it only
 * passes its children through.
 */
export function AlertCenterLiveProvider({ children, sounds }: ProviderProps) {
  const user = useCurrentUser();
  const enabled = meetsScopeRequirement(user.scopes, CENTRE_SCOPE);
  if (!enabled) return <>{children}</>;
  return <LiveCentre sounds={sounds ?? defaultPlayer()}>{children}</LiveCentre>;
}

function LiveCentre({ children, sounds }: { children: ReactNode; sounds: AlertSoundPlayer }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const user = useCurrentUser();
  const hasUrgent = meetsScopeRequirement(user.scopes, URGENT_SCOPE);
  const listeners = useRef(new Set<NewAlertListener>());

  const onNewAlert = useCallback(
    (alert: RawAlert) => {
      sounds.play(alert.isUrgent ? 'urgent' : 'important');
      for (const listener of listeners.current) listener(alert);
    },
    [sounds],
  );
  const live = useAlertCenterLive(true, { onNewAlert });

  const timeZone = user.company.time_zone;
  const today = useCompanyToday(timeZone);
  const countWindow = useMemo(() => dayRange(rangeEndingOn(today), timeZone), [today, timeZone]);
  const counts = useUnresolvedCounts(countWindow.startDate, countWindow.endDate).data;
  const unresolvedUrgent = counts?.urgent ?? 0;

  const reminder = useUrgentReminder({
    unresolvedUrgent,
    enabled: hasUrgent,
    onRemind: (count) => {
      sounds.play('urgent');
      notification.warning({
        key: 'alert-centre-reminder',
        title: t('alertCenter.reminder.message', { count }),
        placement: 'bottomRight',
      });
    },
  });

  const subscribeNewAlerts = useCallback((listener: NewAlertListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const { status, applyOwnAction } = live;
  const { intervalMinutes, setIntervalMinutes } = reminder;
  const value = useMemo<AlertCenterLiveValue>(
    () => ({
      status,
      applyOwnAction,
      subscribeNewAlerts,
      countWindow,
      reminder: { intervalMinutes, setIntervalMinutes },
    }),
    [status, applyOwnAction, subscribeNewAlerts, countWindow, intervalMinutes, setIntervalMinutes],
  );
  return <AlertCenterLiveContext.Provider value={value}>{children}</AlertCenterLiveContext.Provider>;
}

/** The centre's live side; only inside `AlertCenterLiveProvider` (the layout mounts it). */
export function useAlertCenterLiveContext(): AlertCenterLiveValue {
  const value = useContext(AlertCenterLiveContext);
  if (!value) throw new Error('useAlertCenterLiveContext outside AlertCenterLiveProvider');
  return value;
}

/** Runs `listener` for each new live alert while mounted (the popups' auto-popup uses this). */
export function useOnNewLiveAlert(listener: NewAlertListener): void {
  const { subscribeNewAlerts } = useAlertCenterLiveContext();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeNewAlerts((alert) => latest.current(alert)), [subscribeNewAlerts]);
}
