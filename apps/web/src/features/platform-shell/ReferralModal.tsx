import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Modal, Spin, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/LoadError';
import { useReferral } from './api';

/** The referral program modal (issue 17 item 7): the company's link, a copy button and its toast. */
export function ReferralModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const referral = useReferral(open);
  const fieldId = useId();

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      void message.success(t('platformShell.referral.copied'));
    } catch {
      // A browser without clipboard access (an insecure origin, a refused permission).
      void message.error(t('platformShell.referral.copyFailed'));
    }
  };

  let body = (
    <Flex justify="center" style={{ padding: 24 }}>
      <Spin aria-label={t('common.loading')} />
    </Flex>
  );
  if (referral.isError) {
    body = (
      <LoadError
        title={t('platformShell.referral.loadError')}
        message={referral.error.message}
        onRetry={() => void referral.refetch()}
        retrying={referral.isRefetching}
      />
    );
  } else if (referral.data) {
    const link = referral.data.referral_link;
    body = (
      <Flex vertical gap={8}>
        <label htmlFor={fieldId}>
          <Typography.Text strong>{t('platformShell.referral.linkLabel')}</Typography.Text>
        </label>
        <Flex gap={8} wrap>
          <Input
            id={fieldId}
            value={link}
            readOnly
            style={{ flex: '1 1 220px' }}
            onFocus={(e) => e.target.select()}
          />
          <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy(link)}>
            {t('platformShell.referral.copy')}
          </Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <Modal
      open={open}
      title={t('platformShell.referral.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('platformShell.referral.close')}</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('platformShell.referral.intro')}</Typography.Paragraph>
        {body}
      </Flex>
    </Modal>
  );
}
