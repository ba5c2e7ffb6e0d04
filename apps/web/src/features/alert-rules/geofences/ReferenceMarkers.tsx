import { Button, Flex, Typography } from 'antd';
import { DivIcon } from 'leaflet';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup } from 'react-leaflet';
import { MARKER_COLORS } from '../../../shared/map';
import type { ReferenceAddress } from './api';

/** Garages in the house colour of the other maps; customers' places in the stop colour. */
export const REFERENCE_COLORS = { garage: MARKER_COLORS.home, customer: MARKER_COLORS.pickup } as const;
const SIZE = 16;

function dotIcon(color: string, label: string): DivIcon {
  const dot = document.createElement('div');
  dot.className = 'geofence-reference__dot';
  dot.style.background = color;
  dot.setAttribute('aria-hidden', 'true');
  const icon = new DivIcon({
    html: dot,
    className: 'geofence-reference',
    iconSize: [SIZE, SIZE],
    iconAnchor: [SIZE / 2, SIZE / 2],
    popupAnchor: [0, -SIZE / 2],
  });
  // Leaflet names a keyboard marker by its title; the label says what it is for screen readers too.
  const create = icon.createIcon.bind(icon);
  icon.createIcon = (old) => {
    const element = create(old);
    element.setAttribute('aria-label', label);
    return element;
  };
  return icon;
}

interface ReferenceMarkersProps {
  addresses: readonly ReferenceAddress[];
  /** Puts the address in the form; absent on a read-only form. */
  onUseAddress?(address: ReferenceAddress): void;
}

/**
 * The company's addresses, for reference while drawing: not part of the geofence, so geoman leaves
 * them alone (pmIgnore) and a drawing may snap to them.
 */
export const ReferenceMarkers = memo(function ReferenceMarkers({
  addresses,
  onUseAddress,
}: ReferenceMarkersProps) {
  const { t } = useTranslation();
  // Built once per list and language: the form re-renders on each key, the thousand markers must not.
  const markers = useMemo(
    () =>
      addresses.map((address) => {
        const kind = address.is_garage ? t('geofences.map.garage') : t('geofences.map.customerAddress');
        const title = `${kind}: ${address.name}`;
        const color = address.is_garage ? REFERENCE_COLORS.garage : REFERENCE_COLORS.customer;
        return { address, title, icon: dotIcon(color, title) };
      }),
    [addresses, t],
  );
  return markers.map(({ address, title, icon }) => (
    <Marker
      key={address.id}
      position={[address.geolocation.latitude, address.geolocation.longitude]}
      icon={icon}
      title={title}
      pmIgnore
    >
      <Popup>
        <Flex vertical gap={4} align="flex-start">
          <Typography.Text strong>{address.name}</Typography.Text>
          <Typography.Text type="secondary">
            {address.full_name}, {address.city}
          </Typography.Text>
          {onUseAddress && (
            <Button size="small" onClick={() => onUseAddress(address)}>
              {t('geofences.map.useAddress')}
            </Button>
          )}
        </Flex>
      </Popup>
    </Marker>
  ));
});
