import { hasScope, integerIdSchema } from '@armada/domain';
import { App, Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../platform/session/session-context';
import { useRefreshFailureToast } from '../../../shared/DetailPageStates';
import { LoadError } from '../../../shared/LoadError';
import { PageHeader } from '../../../shared/PageHeader';
import { VENDOR_LIST_PATH } from '../../../shared/paths/vendor';
import { useCreateVendor, useUpdateVendor, useVendor } from '../api';
import { VendorStatus } from '../components/VendorStatus';
import type { VendorDetail } from '../types';
import { createRequestOf, updateRequestOf } from './form-values';
import { PairingStatus } from './PairingStatus';
import { VendorForm } from './VendorForm';

/** /vendor/new: a vendor with or without a pairing code; back to the list once it is stored. */
export function VendorCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateVendor();
  return (
    <>
      <PageHeader
        back={VENDOR_LIST_PATH}
        title={t('vendor.form.newTitle')}
        subtitle={t('vendor.form.newSubtitle')}
      />
      <VendorForm
        save={async (values) => {
          const saved = await create.mutateAsync(createRequestOf(values));
          void message.success(t('vendor.form.created', { name: saved.name }));
          navigate(VENDOR_LIST_PATH);
        }}
        onCancel={() => navigate(VENDOR_LIST_PATH)}
      />
    </>
  );
}

function VendorEditor({ vendor, reload }: { vendor: VendorDetail; reload(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const update = useUpdateVendor(vendor.id);
  return (
    <>
      <PageHeader
        back={VENDOR_LIST_PATH}
        title={vendor.name}
        besideTitle={<VendorStatus vendor={vendor} withCompany={false} />}
        subtitle={t('vendor.form.editSubtitle')}
      />
      <VendorForm
        vendor={vendor}
        readOnly={!hasScope(user.scopes, 'vms:update')}
        save={async (values) => {
          await update.mutateAsync(updateRequestOf(values, vendor));
          void message.success(t('vendor.form.saved'));
        }}
        onStale={reload}
        onCancel={() => navigate(VENDOR_LIST_PATH)}
        pairingStatus={<PairingStatus vendor={vendor} onStale={reload} />}
      />
    </>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('vendor.form.notFound')}
      subTitle={t('vendor.form.notFoundHint')}
      extra={<Button onClick={() => navigate(VENDOR_LIST_PATH)}>{t('common.back')}</Button>}
    />
  );
}

function LoadingPage() {
  const { t } = useTranslation();
  return (
    <section aria-busy="true" aria-label={t('vendor.form.loading')}>
      <Skeleton active title paragraph={{ rows: 1 }} />
      <Card style={{ marginTop: 16 }}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    </section>
  );
}

function VendorEditLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const vendor = useVendor(id);
  const gone = useRefreshFailureToast(vendor, t('vendor.form.loadFailed'));
  if (vendor.isPending) return <LoadingPage />;
  if (vendor.data === undefined || gone) {
    // Another company's vendor, or a deleted one, answers 404 like a missing one.
    if (gone) return <NotFound />;
    return (
      <LoadError
        variant="page"
        title={t('vendor.form.loadFailed')}
        message={vendor.error?.message}
        onRetry={() => void vendor.refetch()}
        retrying={vendor.isFetching}
      />
    );
  }
  // Keyed by the version read: a save or a reload after a stale edit starts the form from the stored vendor.
  return (
    <VendorEditor
      key={`${vendor.data.id}-${vendor.data.updated_on}`}
      vendor={vendor.data}
      reload={() => void vendor.refetch()}
    />
  );
}

/** /vendor/:id: the vendor's details, its pairing and its rates; read-only without vms:update. */
export function VendorEditPage() {
  const { id = '' } = useParams();
  const parsed = integerIdSchema.safeParse(id);
  // An address that cannot name a vendor is not found, without asking the server.
  if (!parsed.success || !/^\d+$/.test(id)) return <NotFound />;
  return <VendorEditLoader key={parsed.data} id={parsed.data} />;
}
