import { formatDateTime } from '@armada/domain';
import { Alert, Button, Card, Col, Flex, Grid, Row, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../platform/session/session-context';
import { LoadError } from '../../shared/LoadError';
import { FleetMap, type MapVehicle } from '../../shared/map';
import { PageHeader } from '../../shared/PageHeader';
import { formatTimeAgo } from '../../shared/time-format';
import { type LiveVehicle, useLiveVehicles } from './api';
import { VehicleList } from './components/VehicleList';
import { selectedVehicleId, vehicleLinkParams } from './live-vehicles';

/** Below the top bar, the page header and the content's padding, the map fills the window. */
const DESKTOP_PANE_HEIGHT = 'max(420px, calc(100vh - 210px))';
const MOBILE_MAP_HEIGHT = '50vh';
const MOBILE_LIST_HEIGHT = '60vh';

function useMapVehicles(vehicles: readonly LiveVehicle[]): MapVehicle[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  return useMemo(
    () =>
      vehicles.flatMap((vehicle) => {
        const position = vehicle.last_position;
        if (!position) return [];
        const details = (
          <>
            <Typography.Text type="secondary">{vehicle.vehicle_type.type}</Typography.Text>
            <Typography.Text>
              {t('tracking.vehicle.driver')}: {vehicle.driver?.name ?? t('tracking.vehicle.noDriver')}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('tracking.vehicle.lastReport')}: {formatTimeAgo(position.recorded_on, new Date(), language)}{' '}
              ({formatDateTime(position.recorded_on, timeZone, language)})
            </Typography.Text>
          </>
        );
        return [
          {
            key: String(vehicle.id),
            plate: vehicle.license_plate,
            latitude: position.latitude,
            longitude: position.longitude,
            details,
          },
        ];
      }),
    [vehicles, t, language, timeZone],
  );
}

function SelectionNotice({
  vehicles,
  selectedId,
}: {
  vehicles: readonly LiveVehicle[];
  selectedId: number | null;
}) {
  const { t } = useTranslation();
  if (selectedId === null) return null;
  const selected = vehicles.find((vehicle) => vehicle.id === selectedId);
  if (!selected) return <Alert type="warning" showIcon title={t('tracking.liveview.notFound')} />;
  if (selected.last_position) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('tracking.liveview.selectedNoPosition', { plate: selected.license_plate })}
    />
  );
}

function LiveViewBody() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const isMobile = screens.lg === false;
  const [params, setParams] = useSearchParams();
  const selectedId = selectedVehicleId(params);
  const filters = params.getAll('filters');
  const live = useLiveVehicles(filters);
  const vehicles = live.data?.vehicles ?? [];
  const mapVehicles = useMapVehicles(vehicles);
  const select = (id: number) => {
    const next = vehicleLinkParams(id);
    for (const filter of filters) next.append('filters', filter);
    setParams(next, { replace: true });
  };

  if (live.isError && !live.data) {
    return (
      <LoadError
        variant="page"
        title={t('tracking.liveview.loadError')}
        message={live.error.message}
        onRetry={() => void live.refetch()}
        retrying={live.isFetching}
      />
    );
  }
  const total = live.data?.total ?? 0;
  return (
    <Flex vertical gap={12}>
      {live.isError && <Alert type="warning" showIcon title={t('tracking.liveview.loadError')} />}
      {total > vehicles.length && (
        <Alert
          type="info"
          showIcon
          title={t('tracking.liveview.truncated', { shown: vehicles.length, total })}
        />
      )}
      {filters.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('dashboard.operations.liveFiltered', { count: total })}
          action={
            <Button size="small" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {t('dashboard.operations.showAll')}
            </Button>
          }
        />
      )}
      <SelectionNotice vehicles={vehicles} selectedId={selectedId} />
      <Row gutter={[16, 16]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 8, order: 1 }} xl={7}>
          <Card size="small" styles={{ body: { padding: 8 } }}>
            {live.isPending ? (
              <Skeleton active paragraph={{ rows: 8 }} />
            ) : (
              <VehicleList
                vehicles={vehicles}
                selectedId={selectedId}
                onSelect={(vehicle) => select(vehicle.id)}
                height={isMobile ? MOBILE_LIST_HEIGHT : DESKTOP_PANE_HEIGHT}
              />
            )}
          </Card>
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 16, order: 2 }} xl={17}>
          <FleetMap
            label={t('tracking.liveview.mapLabel')}
            vehicles={mapVehicles}
            loading={live.isPending}
            height={isMobile ? MOBILE_MAP_HEIGHT : DESKTOP_PANE_HEIGHT}
            fitKey="fleet"
            focusedVehicleKey={selectedId === null ? null : String(selectedId)}
            onVehicleSelect={(key) => select(Number(key))}
          />
        </Col>
      </Row>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('tracking.liveview.autoRefresh')}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The live view (`/liveview-2/?type=vehicle&vehicleId=`, alert-center-and-platform.md section 2):
 * the company's vehicles at their last reported position, a searchable list beside the map, and
 * the link's vehicle selected and centred.
 */
export function LiveViewPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={t('tracking.liveview.title')}
        subtitle={t('tracking.liveview.subtitle', { company: user.company.name })}
      />
      <LiveViewBody />
    </>
  );
}
