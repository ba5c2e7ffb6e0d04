import { SEND_BY_MODES, type SendBy } from '@armada/domain';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldAccessibility } from '../../../../shared/forms/FormField';

const LABEL_KEYS = {
  SELF: 'fleetTask.detail.sendBySelf',
  VENDOR: 'fleetTask.detail.sendByVendor',
} as const satisfies Record<SendBy, string>;

interface SendByFieldProps {
  label: string;
  value: SendBy;
  onChange(value: SendBy): void;
  disabled: boolean;
  accessibility: FieldAccessibility;
}

/** 'Dikirim Sendiri' or 'Kirim permintaan ke vendor' (sections 1 and 2). */
export function SendByField({ label, value, onChange, disabled, accessibility }: SendByFieldProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      id={accessibility.id}
      aria-label={label}
      aria-describedby={accessibility['aria-describedby']}
      data-testid="send-by"
      value={value}
      onChange={(event) => onChange(event.target.value as SendBy)}
      disabled={disabled}
      options={SEND_BY_MODES.map((mode) => ({ value: mode, label: t(LABEL_KEYS[mode]) }))}
    />
  );
}
