import { formatDateTime, type PairingCode } from '@armada/domain';
import { Button, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { LoadError } from '../../../shared/LoadError';
import { usePairingCodes } from '../api';
import { groupedPairingCode } from '../pairing-code-format';
import { CopyCodeButton } from './CopyCodeButton';

/** The company's codes that can still be used, newest first; each can be copied or revoked. */
export function PairingCodeList({ onRevoke }: { onRevoke?: (code: PairingCode) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  const codes = usePairingCodes();

  if (codes.error) {
    return (
      <LoadError
        title={t('setting.pairing.loadError')}
        message={codes.error.message}
        onRetry={() => void codes.refetch()}
        retrying={codes.isFetching}
      />
    );
  }
  if (!codes.data) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  const { rows, total } = codes.data;
  if (rows.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('setting.pairing.empty')} />;
  }

  return (
    <Flex vertical gap={8}>
      <ul aria-label={t('setting.pairing.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((code) => {
          const grouped = groupedPairingCode(code.code);
          return (
            <li key={code.code} style={{ borderBottom: `1px solid ${token.colorSplit}`, paddingBlock: 8 }}>
              <Flex align="center" justify="space-between" gap={8} wrap>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong style={{ fontFamily: token.fontFamilyCode }}>
                    {grouped}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('setting.pairing.expiresOn', {
                      time: formatDateTime(code.expires_on, timeZone, language),
                    })}
                  </Typography.Text>
                </Flex>
                <Flex gap={4} align="center">
                  <CopyCodeButton code={grouped} compact />
                  {onRevoke && (
                    <Button
                      danger
                      aria-label={t('setting.pairing.revokeLabel', { code: grouped })}
                      onClick={() => onRevoke(code)}
                    >
                      {t('setting.pairing.revoke')}
                    </Button>
                  )}
                </Flex>
              </Flex>
            </li>
          );
        })}
      </ul>
      {total > rows.length && (
        <Typography.Text type="secondary">
          {t('setting.pairing.more', { shown: rows.length, total })}
        </Typography.Text>
      )}
    </Flex>
  );
}
