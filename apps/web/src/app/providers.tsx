import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Empty, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../platform/i18n/useLanguage';
import { BRAND_PRIMARY } from '../shared/brand';

const ANTD_LOCALES = { id: idID, en: enUS } as const;

const theme: ThemeConfig = {
  token: { colorPrimary: BRAND_PRIMARY, borderRadius: 8 },
  components: { Layout: { headerBg: '#ffffff', headerPadding: '0 16px', headerHeight: 56 } },
};

/**
 * antd follows the i18next language, so pickers, pagination and empty states match the UI. A table
 * or select left without an empty text of its own says the lists' 'Belum ada data', not antd's
 * 'Tidak ada data'.
 */
export function LocalizedAntd({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const { t } = useTranslation();
  const renderEmpty = () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listTable.empty')} />;
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={theme} renderEmpty={renderEmpty}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/**
 * Everything a screen needs except the session and the router, as the tests render a page: the app
 * itself puts the query client at its top (App.tsx) and antd around every page but login (AppShell).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocalizedAntd>{children}</LocalizedAntd>
    </QueryClientProvider>
  );
}
