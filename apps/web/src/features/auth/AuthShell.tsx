import { Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../shared/BrandMark';
import { LanguageSwitch } from '../../shared/LanguageSwitch';

/** The frame of the pages outside the app: login, set-up, invitation, forgotten password. */
export function AuthShell({
  title,
  subtitle,
  children,
  width = 400,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
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
        <main style={{ width: '100%', maxWidth: width }}>
          <Flex vertical align="center" gap={token.marginXS} style={{ marginBottom: token.marginLG }}>
            <BrandMark size={48} />
            <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading2 }}>
              {t('common.appName')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('common.tagline')}</Typography.Text>
          </Flex>
          <Card>
            <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>
              {title}
            </Typography.Title>
            {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
            {children}
          </Card>
        </main>
      </Flex>
    </Flex>
  );
}
