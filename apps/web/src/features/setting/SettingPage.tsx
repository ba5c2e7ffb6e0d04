import { hasScope } from '@armada/domain';
import { Button, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../platform/session/session-context';
import { PageHeader } from '../../shared/PageHeader';
import { SETTING_COMPANY_PATH, SETTING_USERS_PATH } from '../../shared/paths/account';
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
      <PageHeader
        title={t('setting.title')}
        subtitle={t('setting.subtitle')}
        afterTitle={
          <Flex gap={8} wrap>
            <Link to={SETTING_COMPANY_PATH}>
              <Button>{t('account.company.open')}</Button>
            </Link>
            {hasScope(scopes, 'user:read') && (
              <Link to={SETTING_USERS_PATH}>
                <Button>{t('users.open')}</Button>
              </Link>
            )}
          </Flex>
        }
      />
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
