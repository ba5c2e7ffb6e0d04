import { meetsScopeRequirement } from '@armada/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import { FleetMap } from '../../../shared/map';
import type { RawAlert } from '../raw-alert';

export const EMBED_MAP_SCOPE = 'e4d-alert-center-embed-map:read';

/**
 * Where the alert happened. With the embed scope the shared Leaflet map (drag, zoom, keys); without
 * it the same tiles as a still picture: the server has no static-map renderer, and one drawn without
 * tiles would show a dot on nothing, while the map's own tiles are already configured and cached.
 */
export function PreviewMap({ alert }: { alert: RawAlert }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { latitude, longitude } = alert;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') {
    return <Typography.Text type="secondary">{t('alertPreview.noLocation')}</Typography.Text>;
  }
  const embedded = meetsScopeRequirement(user.scopes, EMBED_MAP_SCOPE);
  return (
    <FleetMap
      label={t(embedded ? 'alertPreview.map' : 'alertPreview.staticMap', {
        plate: alert.licensePlate ?? '-',
      })}
      vehicles={[{ key: alert.id, latitude, longitude, plate: alert.licensePlate ?? '-' }]}
      fitKey={alert.id}
      height={200}
      interactive={embedded}
    />
  );
}
