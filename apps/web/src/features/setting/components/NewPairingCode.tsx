import { formatDateTime, type PairingCode } from '@armada/domain';
import { Flex, Input, type InputRef, Typography, theme } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { groupedPairingCode } from '../pairing-code-format';
import { CopyCodeButton } from './CopyCodeButton';

/**
 * The code just issued, large enough to read out over the phone, in a read-only field (selectable,
 * and the copy fallback), with its copy button and its expiry in the company's time zone. It takes
 * the focus when it appears, so a keyboard or screen-reader user lands on it.
 */
export function NewPairingCode({ code }: { code: PairingCode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  const labelId = useId();
  const inputRef = useRef<InputRef>(null);
  const grouped = groupedPairingCode(code.code);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  return (
    <Flex
      vertical
      gap={8}
      data-testid="new-pairing-code"
      style={{
        padding: token.padding,
        borderRadius: token.borderRadiusLG,
        background: token.colorSuccessBg,
        border: `1px solid ${token.colorSuccessBorder}`,
      }}
    >
      <Typography.Text strong id={labelId}>
        {t('setting.pairing.newCode')}
      </Typography.Text>
      <Input
        ref={inputRef}
        readOnly
        value={grouped}
        aria-labelledby={labelId}
        onFocus={(event) => event.target.select()}
        style={{
          fontFamily: token.fontFamilyCode,
          fontSize: 'clamp(20px, 6vw, 28px)',
          fontWeight: 600,
          letterSpacing: '0.04em',
          textAlign: 'center',
        }}
      />
      <Flex gap={8} wrap align="center" justify="space-between">
        <Typography.Text type="secondary">
          {t('setting.pairing.expiresOn', { time: formatDateTime(code.expires_on, timeZone, language) })}
        </Typography.Text>
        <CopyCodeButton code={grouped} field={() => inputRef.current?.input ?? null} />
      </Flex>
    </Flex>
  );
}
