import type { PublicTrack } from '@armada/domain';
import { Alert, Card, Col, Flex, Grid, Result, Row, Skeleton, Typography, theme } from 'antd';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../platform/api/api-error';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { BrandMark } from '../../shared/BrandMark';
import { LanguageSwitch } from '../../shared/LanguageSwitch';
import { LoadError } from '../../shared/LoadError';
import { FleetMap, type MapVehicle } from '../../shared/map';
import { formatClock, formatEtaInOwnOffset } from '../../shared/time-format';
import { usePublicTrack } from '../../shared/track/api';
import { routeLine, useStopMapPoints } from '../../shared/track/stop-map-points';
import { TrackStopList } from '../../shared/track/TrackStopList';
import { passedLine, stopsOfPublicTrack } from '../../shared/track/track-model';
import { PublicTrackSummary } from './components/PublicTrackSummary';

function BrandHeader() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      component="header"
      align="center"
      justify="space-between"
      gap={12}
      style={{
        padding: `${token.paddingSM}px ${token.padding}px`,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={8}>
        <BrandMark size={28} />
        <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
          {t('common.appName')}
        </Typography.Text>
        <Typography.Text type="secondary">· {t('tracking.publicPage.title')}</Typography.Text>
      </Flex>
      <LanguageSwitch />
    </Flex>
  );
}

function TrackContent({ track, updatedAt }: { track: PublicTrack; updatedAt: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const isPhone = Grid.useBreakpoint().lg === false;
  const formatTime = useCallback((value: string) => formatEtaInOwnOffset(value, language), [language]);
  const stops = useMemo(() => stopsOfPublicTrack(track), [track]);
  const points = useStopMapPoints(stops, formatTime);
  const position = track.last_position;
  const plate = track.vehicle?.license_plate ?? t('tracking.map.vehicle');
  const vehicles: MapVehicle[] = useMemo(
    () =>
      position ? [{ key: 'vehicle', plate, latitude: position.latitude, longitude: position.longitude }] : [],
    [position, plate],
  );
  const lines = useMemo(() => {
    const passed = passedLine(stops, position);
    return [
      ...routeLine(stops),
      ...(passed.length > 1 ? [{ key: 'passed', variant: 'track' as const, positions: passed }] : []),
    ];
  }, [stops, position]);

  const summary = <PublicTrackSummary track={track} />;
  const route = (
    <Card title={t('tracking.publicPage.route')} size="small">
      <TrackStopList stops={stops} formatTime={formatTime} />
    </Card>
  );
  const map = (
    <Flex vertical gap={8}>
      <FleetMap
        label={t('tracking.publicPage.mapLabel', { number: track.number })}
        points={points}
        vehicles={vehicles}
        lines={lines}
        height={isPhone ? '45vh' : 'min(560px, 60vh)'}
        fitKey={`${track.number}:${position !== null}`}
        legend={{ withKinds: false }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('tracking.publicPage.autoRefresh', { time: formatClock(updatedAt) })}
      </Typography.Text>
    </Flex>
  );
  // A phone reads top to bottom: what and where first, then the map, then the stops.
  if (isPhone) {
    return (
      <Flex vertical gap={16}>
        {summary}
        {map}
        {route}
      </Flex>
    );
  }
  return (
    <Row gutter={16}>
      <Col span={9}>
        <Flex vertical gap={16}>
          {summary}
          {route}
        </Flex>
      </Col>
      <Col span={15}>{map}</Col>
    </Row>
  );
}

function TrackState({ token }: { token: string }) {
  const { t } = useTranslation();
  const track = usePublicTrack(token);
  if (track.isPending) {
    return (
      <Flex vertical gap={16} role="status" aria-label={t('tracking.publicPage.loading')}>
        <Skeleton active title paragraph={{ rows: 3 }} />
        <Skeleton.Node active style={{ width: '100%', height: 320 }} />
      </Flex>
    );
  }
  if (track.isError && !track.data) {
    if (isApiError(track.error) && track.error.status === 404) {
      return (
        <Result
          status="404"
          title={t('tracking.publicPage.notFoundTitle')}
          subTitle={t('tracking.publicPage.notFoundHint')}
        />
      );
    }
    return (
      <LoadError
        variant="page"
        title={t('tracking.publicPage.loadError')}
        message={track.error.message}
        onRetry={() => void track.refetch()}
        retrying={track.isFetching}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      {/* A failed refresh keeps the last answer on screen, marked as possibly out of date. */}
      {track.isError && <Alert type="warning" showIcon title={t('tracking.publicPage.loadError')} />}
      <TrackContent track={track.data} updatedAt={track.dataUpdatedAt} />
    </Flex>
  );
}

/**
 * The public page a task's track_link opens (`/track/:token`), without login: where the goods are
 * and when they are expected, refreshed every 15 seconds. Nothing private is on it: the API sends
 * none (publicTrackSchema).
 */
export function PublicTrackPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { token: trackToken = '' } = useParams();
  useEffect(() => {
    document.title = `${t('tracking.publicPage.title')} · ${t('common.appName')}`;
  }, [t]);
  return (
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <BrandHeader />
      <main
        style={{
          width: '100%',
          maxWidth: 1200,
          margin: '0 auto',
          padding: token.padding,
          boxSizing: 'border-box',
        }}
      >
        <TrackState token={trackToken} />
      </main>
    </Flex>
  );
}
