import { errorMessage } from '@armada/domain';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useFleetSettings } from '../../../shared/fleet-settings/api';
import { LoadError } from '../../../shared/LoadError';
import { FleetSettingsForm } from './FleetSettingsForm';
import { SettingCard } from './SettingCard';

/** Fleet settings (fleet-task-planning.md section 3, 'Other'): what every new task starts with. */
export function FleetSettingsCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const settings = useFleetSettings();

  return (
    <SettingCard
      title={t('setting.fleet.title')}
      description={t('setting.fleet.description')}
      testId="fleet-settings"
    >
      {settings.data ? (
        <FleetSettingsForm settings={settings.data} onStale={() => void settings.refetch()} />
      ) : settings.error ? (
        <LoadError
          title={errorMessage('failed-get-settings', language)}
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} />
      )}
    </SettingCard>
  );
}
