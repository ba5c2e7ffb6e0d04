import { errorMessage } from '@armada/domain';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useFleetSettings } from '../../../shared/fleet-settings/api';
import { LoadError } from '../../../shared/LoadError';
import { FleetSettingsForm } from './FleetSettingsForm';
import { SectionTitle } from './SectionTitle';

/** Fleet settings (fleet-task-planning.md section 3, 'Other'): what every new task starts with. */
export function FleetSettingsCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const settings = useFleetSettings();

  return (
    <Card
      title={
        <Flex vertical gap={2} style={{ paddingBlock: 12 }}>
          <SectionTitle level={2}>{t('setting.fleet.title')}</SectionTitle>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', whiteSpace: 'normal' }}>
            {t('setting.fleet.description')}
          </Typography.Text>
        </Flex>
      }
      data-testid="fleet-settings"
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
    </Card>
  );
}
