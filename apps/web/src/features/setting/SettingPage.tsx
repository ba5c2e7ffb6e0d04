import { hasScope } from '@armada/domain';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session/session-context';
import { PageHeader } from '../../shared/PageHeader';
import { FleetSettingsCard } from './components/FleetSettingsCard';
import { PairingCodeCard } from './components/PairingCodeCard';
import { ReasonsCard } from './components/ReasonsCard';

/**
 * The settings page (menu 'Pengaturan', /setting/, scope setting:read): the fleet settings and the
 * company's pairing codes side by side on a wide screen, the cancel reasons below them.
 */
export function SettingPage() {
  const { t } = useTranslation();
  const { scopes } = useCurrentUser();
  return (
    <>
      <PageHeader title={t('setting.title')} subtitle={t('setting.subtitle')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <FleetSettingsCard />
        </Col>
        <Col xs={24} xl={10}>
          <PairingCodeCard />
        </Col>
        {hasScope(scopes, 'reason:read') && (
          <Col xs={24}>
            <ReasonsCard />
          </Col>
        )}
      </Row>
    </>
  );
}
