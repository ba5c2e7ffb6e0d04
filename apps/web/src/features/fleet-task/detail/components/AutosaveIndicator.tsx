import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { formatLastUpdated } from '@armada/domain';
import { Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import type { AutosaveStatus } from '../useAutosave';

interface AutosaveIndicatorProps {
  status: AutosaveStatus;
  lastSavedAt: string;
  timeZone: string;
}

const ICONS = {
  saving: <LoadingOutlined aria-hidden />,
  error: <ExclamationCircleOutlined aria-hidden />,
  saved: <CheckCircleOutlined aria-hidden />,
} as const;

const LABELS = {
  saving: 'fleetTask.autosave.saving',
  error: 'fleetTask.autosave.failed',
  saved: 'fleetTask.autosave.saved',
} as const;

/** Section 2 'Header': 'Menyimpan...' while saving, 'Disimpan' after, the last save in the tooltip. */
export function AutosaveIndicator({ status, lastSavedAt, timeZone }: AutosaveIndicatorProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const state = status === 'idle' ? 'saved' : status;
  const label = t(LABELS[state]);
  const time = formatLastUpdated(lastSavedAt, new Date(), timeZone, language);
  return (
    <Tooltip
      title={
        <Flex vertical>
          <span>{t('fleetTask.autosave.tooltip')}</span>
          <span>{t('fleetTask.autosave.lastSaved', { time })}</span>
        </Flex>
      }
    >
      {/* Focusable so that keyboard users reach the tooltip too. */}
      <Typography.Text
        type={state === 'error' ? 'danger' : 'secondary'}
        tabIndex={0}
        role="status"
        aria-live="polite"
        data-testid="autosave-indicator"
        style={{ whiteSpace: 'nowrap' }}
      >
        {ICONS[state]} {label}
      </Typography.Text>
    </Tooltip>
  );
}
