import {
  FLEET_TASK_INSTANT_SCOPES,
  formatDateTime,
  hasAllScopes,
  parseAlertDetailParam,
} from '@armada/domain';
import { Alert, Card, Col, Descriptions, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { DetailNotFound, DetailQueryStates } from '../../../shared/DetailPageStates';
import { FleetMap } from '../../../shared/map';
import { PageHeader } from '../../../shared/PageHeader';
import { NOTIFICATION_PATH } from '../../../shared/paths/alert-center';
import { fleetTaskDetailPath } from '../../../shared/paths/fleet-task';
import { AlertFlagTags, UrgencyTag } from './columns';
import { DetailActions } from './DetailActions';
import { type LogAlert, useNotificationDetail } from './log-api';
import { UserLogList } from './UserLogList';
import { useDetailActions } from './useDetailActions';

interface DataItem {
  key: string;
  label: string;
  children: ReactNode;
}

function AlertData({ alert, timeZone }: { alert: LogAlert; timeZone: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useCurrentUser();
  const canOpenFo = hasAllScopes(user.scopes, FLEET_TASK_INSTANT_SCOPES);
  const fo =
    alert.foNumber && alert.foId && canOpenFo ? (
      <Link to={fleetTaskDetailPath(alert.foId)}>{alert.foNumber}</Link>
    ) : (
      alert.foNumber
    );
  const candidates: (DataItem | null | false | '' | undefined)[] = [
    {
      key: 'time',
      label: t('notificationLog.detail.time'),
      children: formatDateTime(alert.createdOn, timeZone, language),
    },
    { key: 'code', label: t('notificationLog.detail.code'), children: alert.alertCode },
    alert.formattedAlertData && {
      key: 'value',
      label: t('notificationLog.detail.value'),
      children: alert.formattedAlertData,
    },
    alert.foNumber && { key: 'fo', label: t('notificationLog.detail.fo'), children: fo },
    alert.alertFlag && { key: 'flag', label: t('notificationLog.detail.flag'), children: alert.alertFlag },
    { key: 'plate', label: t('notificationLog.detail.plate'), children: alert.licensePlate ?? '-' },
    {
      key: 'driver',
      label: t('notificationLog.detail.driver'),
      children: alert.driver?.fullname ?? t('notificationLog.noDriver'),
    },
    { key: 'address', label: t('notificationLog.detail.address'), children: alert.address ?? '-' },
    { key: 'status', label: t('notificationLog.detail.status'), children: <AlertFlagTags alert={alert} /> },
  ];
  const items = candidates.filter((item): item is DataItem => Boolean(item));
  return <Descriptions column={1} size="small" items={items} />;
}

function AlertView({ alert }: { alert: LogAlert }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useCurrentUser();
  const timeZone = user.company.time_zone;
  const actions = useDetailActions(alert);
  const name = language === 'id' ? alert.descriptionIdn : alert.descriptionEng;
  const located = alert.latitude !== null && alert.longitude !== null;
  return (
    <>
      <PageHeader
        back={NOTIFICATION_PATH}
        beforeTitle={<img src={alert.iconUrl} alt="" width={32} height={32} />}
        title={name}
        besideTitle={<UrgencyTag isUrgent={alert.isUrgent} />}
        subtitle={`${alert.licensePlate ?? '-'} · ${formatDateTime(alert.createdOn, timeZone, language)}`}
        afterTitle={<DetailActions alert={alert} actions={actions} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card>
            {located ? (
              <FleetMap
                label={t('notificationLog.detail.map', { name })}
                height={360}
                fitKey={alert.id}
                legend={null}
                vehicles={[
                  {
                    key: alert.id,
                    latitude: alert.latitude as number,
                    longitude: alert.longitude as number,
                    plate: alert.licensePlate ?? name,
                    details: alert.address,
                  },
                ]}
              />
            ) : (
              <Alert type="info" showIcon title={t('notificationLog.detail.noLocation')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('notificationLog.detail.data')}>
            <AlertData alert={alert} timeZone={timeZone} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('notificationLog.detail.logs')}>
            <UserLogList days={alert.userLogs} timeZone={timeZone} />
          </Card>
        </Col>
      </Row>
    </>
  );
}

function DetailLoader({ param }: { param: string }) {
  const { t } = useTranslation();
  const detail = useNotificationDetail(param);
  return (
    <DetailQueryStates
      query={detail}
      backTo={NOTIFICATION_PATH}
      texts={{
        loading: t('common.loading'),
        notFound: t('notificationLog.detail.notFound'),
        notFoundHint: t('notificationLog.detail.notFoundHint'),
        loadFailed: t('notificationLog.detail.loadError'),
        back: t('notificationLog.detail.back'),
      }}
    >
      {(data) => <AlertView alert={data} />}
    </DetailQueryStates>
  );
}

/** `/notification/:param`: one alert by its id or the composite (the domain's alertDetailParam). */
export function NotificationDetailPage() {
  const { t } = useTranslation();
  const { param = '' } = useParams();
  // An address that names no alert is not found without asking the server.
  if (parseAlertDetailParam(param) === null)
    return (
      <DetailNotFound
        title={t('notificationLog.detail.notFound')}
        hint={t('notificationLog.detail.notFoundHint')}
        backTo={NOTIFICATION_PATH}
        backLabel={t('notificationLog.detail.back')}
      />
    );
  return <DetailLoader key={param} param={param} />;
}
