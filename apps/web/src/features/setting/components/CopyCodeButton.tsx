import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/ShareDialog/copy-text';

/** How long the button says 'Disalin' after a copy. */
const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies the code with the Clipboard API (or, where the page has no secure context, from the
 * read-only field that shows it) and says 'Disalin' on the button itself, beside the code.
 */
export function CopyCodeButton({
  code,
  field,
  compact,
}: {
  code: string;
  /** The field showing the code, copied from where the Clipboard API is missing. */
  field?: () => HTMLInputElement | null;
  /** Icon only, for a row of the list; it is then named by aria-label and a tooltip. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(code, field?.() ?? null)) setCopied(true);
    else void message.error(t('setting.pairing.copyFailed'));
  };

  const icon = copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />;
  if (compact) {
    const label = copied ? t('setting.pairing.copied') : t('setting.pairing.copyLabel', { code });
    return (
      <Tooltip title={copied ? t('setting.pairing.copied') : t('setting.pairing.copy')}>
        <Button type="text" icon={icon} aria-label={label} onClick={() => void copy()} />
      </Tooltip>
    );
  }
  return (
    <Button icon={icon} onClick={() => void copy()}>
      {/* The button keeps focus after the click; the live text tells a screen reader it worked. */}
      <span aria-live="polite">{copied ? t('setting.pairing.copied') : t('setting.pairing.copy')}</span>
    </Button>
  );
}
