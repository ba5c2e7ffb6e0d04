import { DisconnectOutlined } from '@ant-design/icons';
import { hasScope } from '@armada/domain';
import { Alert, App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useCurrentUser } from '../../../platform/session/session-context';
import { useUpdateVendor } from '../api';
import type { VendorDetail } from '../types';

/** Disconnecting stops tasks reaching the vendor company, so it is asked first; reconnecting needs a new code. */
function UnpairButton({ vendor, onStale }: { vendor: VendorDetail; onStale(): void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const update = useUpdateVendor(vendor.id);
  const company = vendor.paired_company?.name ?? '';
  const confirm = () =>
    modal.confirm({
      title: t('vendor.form.unpairTitle', { company }),
      content: t('vendor.form.unpairContent', { company }),
      okText: t('vendor.form.unpair'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        update
          .mutateAsync({ paired_company_id: null, updated_on: vendor.updated_on })
          .then(() => void message.success(t('vendor.form.unpairDone', { company })))
          .catch((error: unknown) => {
            void message.error(isApiError(error) ? error.message : t('vendor.form.failed'));
            if (isApiError(error) && error.code === 'conflict/stale-update') onStale();
          }),
    });
  return (
    <Button danger icon={<DisconnectOutlined aria-hidden />} onClick={confirm}>
      {t('vendor.form.unpair')}
    </Button>
  );
}

/** Connected to which company, or a vendor outside the platform with contract data only. */
export function PairingStatus({ vendor, onStale }: { vendor: VendorDetail; onStale(): void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = vendor.paired_company?.name;
  if ((vendor.paired_company_id ?? 0) <= 0 || !company) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('vendor.form.notConnected')}
        description={t('vendor.form.notConnectedHint')}
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      title={t('vendor.form.connectedTo', { company })}
      // Under the text rather than as the Alert's action, which would squeeze the text on a phone.
      description={
        <Flex vertical gap={12} align="flex-start">
          {t('vendor.form.connectedHint', { company })}
          {hasScope(user.scopes, 'vms:update') && <UnpairButton vendor={vendor} onStale={onStale} />}
        </Flex>
      }
    />
  );
}
