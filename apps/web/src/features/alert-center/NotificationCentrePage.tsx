import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/PageHeader';
import { AlertCentrePanel } from './AlertCentrePanel';

/**
 * `/notification/` (menu 'Notifikasi', the mobile bottom menu's 'Notifikasi'): the notification
 * centre as a page. Its content is the same `AlertCentrePanel` the top bar opens.
 */
export function NotificationCentrePage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('alertCenter.title')} subtitle={t('alertCenter.subtitle')} />
      <AlertCentrePanel />
    </Flex>
  );
}
