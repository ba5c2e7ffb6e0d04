import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A route's error element: a page whose code could not be fetched (a phone losing its connection, or
 * a new release having replaced the chunks an open tab asks for) or that failed while rendering. A
 * reload fetches the current release; nothing typed is kept, which the message says.
 */
export function PageLoadError() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('errors.pageLoad.title')}</h1>}
      subTitle={t('errors.pageLoad.subtitle')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('errors.pageLoad.reload')}
        </Button>
      }
    />
  );
}
