import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session/session-context';
import { PageHeader } from '../../shared/PageHeader';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { ProfileDetails } from './components/ProfileDetails';
import { ProfileForm } from './components/ProfileForm';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <ProfileDetails user={user} />
        </Col>
        <Col xs={24} lg={14}>
          <ProfileForm user={user} />
        </Col>
        <Col xs={24} lg={{ span: 14, offset: 10 }}>
          <ChangePasswordForm />
        </Col>
      </Row>
    </>
  );
}
