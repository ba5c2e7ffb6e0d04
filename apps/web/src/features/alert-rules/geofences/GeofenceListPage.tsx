import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, GEOFENCE_TYPES, hasScope } from '@armada/domain';
import { Button, Col } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import type { ListState, ListStateChange } from '../../../shared/ListTable';
import {
  FILTER_COLUMN,
  FilterGrid,
  fromListQuery,
  ListTable,
  type ListTableColumn,
  SelectFilter,
  useUrlListState,
} from '../../../shared/ListTable';
import { PageHeader } from '../../../shared/PageHeader';
import {
  ALERT_RULE_LIST_PATH,
  GEOFENCE_CREATE_PATH,
  geofenceDetailPath,
} from '../../../shared/paths/alert-center';
import { TYPE_FILTER_FIELD, useGeofenceList } from './api';
import { DeleteGeofenceButton } from './DeleteGeofenceButton';
import { useServiceLocTypeLabel } from './GeofenceFields';
import type { Geofence } from './types';

function useShapeText() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US');
  return (fence: Geofence) =>
    fence.type === 'CIRCLE'
      ? t('geofences.shape.circle', { radius: number.format(fence.radiusM ?? 0) })
      : t('geofences.shape.polygon', { count: fence.polygon?.length ?? 0 });
}

function useColumns(canDelete: boolean): ListTableColumn<Geofence>[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useCurrentUser();
  const placeLabel = useServiceLocTypeLabel();
  const shapeText = useShapeText();
  const timeZone = user.company.time_zone;
  return [
    {
      title: t('geofences.columns.name'),
      key: 'name',
      render: (_, fence) => <Link to={geofenceDetailPath(fence.geofenceId)}>{fence.fenceName}</Link>,
    },
    {
      title: t('geofences.columns.serviceLocType'),
      key: 'serviceLocType',
      render: (_, fence) => placeLabel(fence.serviceLocType),
    },
    { title: t('geofences.columns.shape'), key: 'shape', render: (_, fence) => shapeText(fence) },
    {
      title: t('geofences.columns.rules'),
      key: 'rules',
      align: 'right',
      render: (_, fence) => fence.totalRules,
    },
    {
      title: t('geofences.columns.updatedOn'),
      key: 'updatedOn',
      render: (_, fence) => formatDateTime(fence.updatedOn, timeZone, language),
    },
    ...(canDelete
      ? [
          {
            title: t('geofences.columns.actions'),
            key: 'actions',
            width: 72,
            render: (_: unknown, fence: Geofence) => <DeleteGeofenceButton fence={fence} />,
          } satisfies ListTableColumn<Geofence>,
        ]
      : []),
  ];
}

function ShapeFilter({ state, onStateChange }: { state: ListState; onStateChange: ListStateChange }) {
  const { t } = useTranslation();
  const options = useMemo(
    () => GEOFENCE_TYPES.map((value) => ({ value, label: t(`geofences.shape.${value}`) })),
    [t],
  );
  return (
    <FilterGrid state={state} onStateChange={onStateChange} label={t('geofences.filterShape')}>
      <Col {...FILTER_COLUMN}>
        <SelectFilter
          field={TYPE_FILTER_FIELD}
          mode="eq"
          label={t('geofences.filterShape')}
          options={options}
          state={state}
          onStateChange={onStateChange}
        />
      </Col>
    </FilterGrid>
  );
}

/** /notification/geofence/: the company's geofences by name, searched and filtered by shape. */
export function GeofenceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [state, setState] = useUrlListState();
  const list = useGeofenceList(state);
  const columns = useColumns(hasScope(user.scopes, 'alert-rule:delete'));
  const create = hasScope(user.scopes, 'alert-rule:create') && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(GEOFENCE_CREATE_PATH)}>
      {t('geofences.create')}
    </Button>
  );
  return (
    <>
      {/* Reached from the rule list's 'Kelola Geofence': the way back to the rules it serves. */}
      <PageHeader
        back={ALERT_RULE_LIST_PATH}
        title={t('geofences.title')}
        subtitle={t('geofences.subtitle')}
      />
      <ListTable<Geofence>
        caption={t('geofences.caption')}
        columns={columns}
        rowKey={(fence) => String(fence.geofenceId)}
        {...fromListQuery(list)}
        state={state}
        onStateChange={setState}
        searchPlaceholder={t('geofences.searchPlaceholder')}
        actions={create}
        filters={<ShapeFilter state={state} onStateChange={setState} />}
      />
    </>
  );
}
