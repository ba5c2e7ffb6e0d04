import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Listy, Typography, theme } from 'antd';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { formatTimeAgo } from '../../../shared/time-format';
import type { LiveVehicle } from '../api';
import { groupOf, listOrder, matchesVehicleSearch, type VehicleGroup } from '../live-vehicles';

interface VehicleListProps {
  vehicles: readonly LiveVehicle[];
  selectedId: number | null;
  onSelect(vehicle: LiveVehicle): void;
  height: CSSProperties['height'];
}

function VehicleItem({
  vehicle,
  selected,
  onSelect,
}: {
  vehicle: LiveVehicle;
  selected: boolean;
  onSelect(): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { token } = theme.useToken();
  const position = vehicle.last_position;
  return (
    <Button
      type="text"
      block
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      data-testid="vehicle-item"
      data-vehicle-id={vehicle.id}
      style={{
        height: 'auto',
        display: 'block',
        textAlign: 'start',
        whiteSpace: 'normal',
        paddingBlock: token.paddingXS,
        background: selected ? token.controlItemBgActive : undefined,
      }}
    >
      <Flex justify="space-between" gap={8}>
        <Typography.Text strong>{vehicle.license_plate}</Typography.Text>
        <Typography.Text type="secondary">{vehicle.vehicle_type.type}</Typography.Text>
      </Flex>
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text type="secondary">
          {vehicle.driver?.name ?? t('tracking.vehicle.noDriver')}
        </Typography.Text>
        <Typography.Text type={position ? 'secondary' : 'warning'} style={{ fontSize: token.fontSizeSM }}>
          {position
            ? formatTimeAgo(position.recorded_on, new Date(), language)
            : t('tracking.vehicle.noPosition')}
        </Typography.Text>
      </Flex>
    </Button>
  );
}

/**
 * The live view's side list: a search over plate, type and driver, the vehicles on the map, then
 * those without a position apart. The selected vehicle is kept in view when picked on the map.
 */
export function VehicleList({ vehicles, selectedId, onSelect, height }: VehicleListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const scrollRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(
    () => listOrder(vehicles.filter((vehicle) => matchesVehicleSearch(vehicle, search))),
    [vehicles, search],
  );

  useEffect(() => {
    if (selectedId === null) return;
    const item = scrollRef.current?.querySelector(`[data-vehicle-id="${selectedId}"]`);
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  const groupTitle = (group: VehicleGroup, items: LiveVehicle[]) =>
    t(group === 'located' ? 'tracking.liveview.withPosition' : 'tracking.liveview.withoutPosition', {
      count: items.length,
    });

  return (
    <Flex vertical gap={8} style={{ height, minHeight: 0 }}>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('tracking.liveview.searchPlaceholder')}
        aria-label={t('tracking.liveview.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <nav
        ref={scrollRef}
        aria-label={t('tracking.liveview.listLabel')}
        style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
      >
        {shown.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(vehicles.length === 0 ? 'tracking.liveview.empty' : 'tracking.liveview.noMatch')}
          />
        ) : (
          <Listy
            items={shown}
            rowKey="id"
            sticky
            // The item is a full-width button: the list's own padding would frame it twice.
            styles={{ item: { padding: 2 } }}
            group={{ key: groupOf, title: groupTitle }}
            itemRender={(vehicle) => (
              <VehicleItem
                vehicle={vehicle}
                selected={vehicle.id === selectedId}
                onSelect={() => onSelect(vehicle)}
              />
            )}
          />
        )}
      </nav>
    </Flex>
  );
}
