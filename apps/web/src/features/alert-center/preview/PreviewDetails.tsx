import {
  DEFAULT_OVERSPEED_DURATION_S,
  isFleetOrderAlertCode,
  meetsScopeRequirement,
  VALUE_ALERT_CODES,
} from '@armada/domain';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { fleetTaskDetailPath } from '../../../shared/paths/fleet-task';
import { formatEtaInOwnOffset } from '../../../shared/time-format';
import type { RawAlert } from '../raw-alert';

export const OVERSPEED_DURATION_SCOPE = 'e4d-alert-overspeed-threshold-duration:read';
export const FLEET_TASK_INSTANT_SCOPES = [
  'fleet-task-instant:create',
  'fleet-task-instant:read',
  'fleet-task-instant:update',
  'fleet-task-instant:delete',
] as const;
const OVERSPEED = 8;

/** Code 8's data is 'speed|limit|seconds over the limit' (the engine's format-data). */
function overspeedSeconds(alertData: string | null | undefined): number | null {
  const seconds = Number(alertData?.split('|')[2]);
  return Number.isFinite(seconds) && alertData ? seconds : null;
}

/** The alert's details: what, when, vehicle and driver, its value, overspeed duration, fleet order. */
export function PreviewDetails({ alert, description }: { alert: RawAlert; description: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { language } = useLanguage();
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'what', label: t('alertPreview.what'), children: description },
    { key: 'vehicle', label: t('alertPreview.vehicle'), children: alert.licensePlate ?? '-' },
    {
      key: 'driver',
      label: t('alertPreview.driver'),
      children: alert.driver?.fullname ?? t('alertCenter.noDriver'),
    },
    { key: 'time', label: t('alertPreview.time'), children: formatEtaInOwnOffset(alert.createdOn, language) },
  ];
  if (VALUE_ALERT_CODES.includes(alert.alertCode) && alert.formattedAlertData) {
    items.push({ key: 'value', label: t('alertPreview.value'), children: alert.formattedAlertData });
  }
  const seconds = overspeedSeconds(alert.alertData);
  if (
    alert.alertCode === OVERSPEED &&
    seconds !== null &&
    meetsScopeRequirement(user.scopes, OVERSPEED_DURATION_SCOPE)
  ) {
    items.push({
      key: 'duration',
      label: t('alertPreview.overspeedDuration'),
      children: t('alertPreview.overspeedDurationValue', {
        seconds,
        threshold: DEFAULT_OVERSPEED_DURATION_S,
      }),
    });
  }
  if (isFleetOrderAlertCode(alert.alertCode) && alert.foNumber) {
    const linked =
      alert.foId && FLEET_TASK_INSTANT_SCOPES.every((scope) => meetsScopeRequirement(user.scopes, scope));
    items.push({
      key: 'fo',
      label: t('alertPreview.fleetOrder'),
      children:
        linked && alert.foId ? (
          <Link to={fleetTaskDetailPath(alert.foId)}>{alert.foNumber}</Link>
        ) : (
          alert.foNumber
        ),
    });
  }
  return <Descriptions size="small" column={1} bordered items={items} />;
}
