import { PlusOutlined } from '@ant-design/icons';
import { hasScope, PAIRING_CODE_VALID_DAYS, type PairingCode } from '@armada/domain';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useCurrentUser } from '../../../platform/session/session-context';
import { useCreatePairingCode, useRevokePairingCode } from '../api';
import { groupedPairingCode } from '../pairing-code-format';
import { ConfirmActionModal, useConfirmTarget } from './ConfirmActionModal';
import { NewPairingCode } from './NewPairingCode';
import { PairingCodeList } from './PairingCodeList';
import { SectionTitle } from './SectionTitle';
import { SettingCard } from './SettingCard';

/**
 * 'Kode Pairing': the company's consent to be paired as another company's vendor. Listing needs
 * setting:read (the page's own scope); issuing and revoking need setting:update, as the server's
 * routes do, so the buttons are not offered without it.
 */
export function PairingCodeCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canManage = hasScope(useCurrentUser().scopes, 'setting:update');
  const create = useCreatePairingCode();
  const [issued, setIssued] = useState<PairingCode | null>(null);
  const revocation = useConfirmTarget<PairingCode>();
  const revoke = useRevokePairingCode();
  const revokeCode = (code: PairingCode) =>
    revoke.mutate(code.code, {
      onSuccess: () => {
        if (issued?.code === code.code) setIssued(null);
        void message.success(t('setting.pairing.revoked'));
      },
      onError: (error) =>
        void message.error(isApiError(error) ? error.message : t('setting.pairing.revokeFailed')),
      onSettled: revocation.close,
    });

  const issue = () =>
    create.mutate(undefined, {
      onSuccess: setIssued,
      onError: (error) =>
        void message.error(isApiError(error) ? error.message : t('setting.pairing.createFailed')),
    });

  return (
    <SettingCard title={t('setting.pairing.title')} testId="pairing-codes">
      <Flex vertical gap={16}>
        <Flex vertical gap={4}>
          <Typography.Text>{t('setting.pairing.description')}</Typography.Text>
          <Typography.Text type="secondary">
            {t('setting.pairing.rules', { days: PAIRING_CODE_VALID_DAYS })}
          </Typography.Text>
        </Flex>
        {canManage && (
          <div>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              loading={create.isPending}
              onClick={issue}
            >
              {t('setting.pairing.create')}
            </Button>
          </div>
        )}
        {issued && <NewPairingCode key={issued.code} code={issued} />}
        <Flex vertical gap={4}>
          <SectionTitle level={3}>{t('setting.pairing.active')}</SectionTitle>
          <PairingCodeList onRevoke={canManage ? revocation.ask : undefined} />
        </Flex>
      </Flex>
      <ConfirmActionModal
        open={revocation.open}
        title={t('setting.pairing.revokeTitle')}
        content={t('setting.pairing.revokeConfirm', {
          code: revocation.target ? groupedPairingCode(revocation.target.code) : '',
        })}
        okText={t('setting.pairing.revoke')}
        pending={revoke.isPending}
        onConfirm={() => revocation.target && revokeCode(revocation.target)}
        onCancel={revocation.close}
      />
    </SettingCard>
  );
}
