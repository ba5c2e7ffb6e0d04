import { Alert, Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../platform/session/session-context';
import { BrandMark } from '../../shared/BrandMark';
import { LanguageSwitch } from '../../shared/LanguageSwitch';
import { safeRedirectTarget } from '../../shared/paths/root';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { status, expiredMessage } = useSession();
  const [params] = useSearchParams();

  if (status === 'authenticated') {
    return <Navigate to={safeRedirectTarget(params.get('redirect'))} replace />;
  }
  return (
    <Flex
      vertical
      style={{
        minHeight: '100vh',
        padding: token.paddingLG,
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%)`,
      }}
    >
      <Flex justify="flex-end">
        <LanguageSwitch />
      </Flex>
      <Flex flex={1} align="center" justify="center">
        <main style={{ width: '100%', maxWidth: 400 }}>
          <Flex vertical align="center" gap={token.marginXS} style={{ marginBottom: token.marginLG }}>
            <BrandMark size={48} />
            <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading2 }}>
              {t('common.appName')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('common.tagline')}</Typography.Text>
          </Flex>
          <Card>
            <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
              {t('auth.login.title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('auth.login.subtitle')}</Typography.Paragraph>
            {expiredMessage && (
              <Alert type="warning" showIcon title={expiredMessage} style={{ marginBottom: token.margin }} />
            )}
            <LoginForm />
          </Card>
        </main>
      </Flex>
    </Flex>
  );
}
