import { hasScope, integerIdSchema } from '@armada/domain';
import { App, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../platform/session/session-context';
import { DetailNotFound, DetailQueryStates } from '../../../shared/DetailPageStates';
import { PageHeader } from '../../../shared/PageHeader';
import { GEOFENCE_LIST_PATH } from '../../../shared/paths/alert-center';
import { useCreateGeofence, useGeofence, useUpdateGeofence } from './api';
import { GeofenceForm } from './GeofenceForm';
import type { Geofence } from './types';

/** /notification/geofence/new: draw a new geofence; back to the list once it is stored. */
export function GeofenceCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const create = useCreateGeofence();
  const header = (
    <PageHeader
      back={GEOFENCE_LIST_PATH}
      title={t('geofences.form.newTitle')}
      subtitle={t('geofences.form.newSubtitle')}
    />
  );
  if (!hasScope(user.scopes, 'alert-rule:create')) {
    return (
      <>
        {header}
        <Result status="403" title={t('geofences.form.noCreateAccess')} />
      </>
    );
  }
  return (
    <>
      {header}
      <GeofenceForm
        save={async (input) => {
          const saved = await create.mutateAsync(input);
          void message.success(t('geofences.form.created', { name: saved.fenceName }));
          navigate(GEOFENCE_LIST_PATH);
        }}
        onCancel={() => navigate(GEOFENCE_LIST_PATH)}
      />
    </>
  );
}

function GeofenceEditor({ fence }: { fence: Geofence }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const update = useUpdateGeofence(fence.geofenceId);
  return (
    <>
      <PageHeader
        back={GEOFENCE_LIST_PATH}
        title={fence.fenceName}
        subtitle={t('geofences.form.editSubtitle')}
      />
      <GeofenceForm
        fence={fence}
        readOnly={!hasScope(user.scopes, 'alert-rule:update')}
        save={async (input) => {
          await update.mutateAsync(input);
          void message.success(t('geofences.form.saved'));
        }}
        onCancel={() => navigate(GEOFENCE_LIST_PATH)}
      />
    </>
  );
}

function GeofenceEditLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const fence = useGeofence(id);
  return (
    <DetailQueryStates
      query={fence}
      backTo={GEOFENCE_LIST_PATH}
      loadingRows={8}
      texts={{
        loading: t('geofences.form.loading'),
        notFound: t('geofences.form.notFound'),
        notFoundHint: t('geofences.form.notFoundHint'),
        loadFailed: t('geofences.form.loadFailed'),
      }}
    >
      {/* Keyed by the version read: a save starts the form from the stored geofence. */}
      {(data) => <GeofenceEditor key={`${data.geofenceId}-${data.updatedOn}`} fence={data} />}
    </DetailQueryStates>
  );
}

/** /notification/geofence/:id: one geofence, its shape loaded editable; read-only without alert-rule:update. */
export function GeofenceEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const parsed = integerIdSchema.safeParse(id);
  if (!parsed.success || !/^\d+$/.test(id))
    return (
      <DetailNotFound
        title={t('geofences.form.notFound')}
        hint={t('geofences.form.notFoundHint')}
        backTo={GEOFENCE_LIST_PATH}
      />
    );
  return <GeofenceEditLoader key={parsed.data} id={parsed.data} />;
}
