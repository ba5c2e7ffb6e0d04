import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { BootIcon } from './BootIcon';
import './boot-ui.css';

const LOOKS = {
  error: { icon: CloseCircleFilled, color: '#ff4d4f' },
  warning: { icon: ExclamationCircleFilled, color: '#faad14' },
} as const;

/** A message above a form (antd Alert's look), read out when it appears. */
export function BootAlert({ type, message }: { type: keyof typeof LOOKS; message: string }) {
  const look = LOOKS[type];
  return (
    <div className={`boot-alert boot-alert-${type}`} role="alert">
      <span style={{ color: look.color, lineHeight: '22px' }}>
        <BootIcon icon={look.icon} />
      </span>
      <span>{message}</span>
    </div>
  );
}
