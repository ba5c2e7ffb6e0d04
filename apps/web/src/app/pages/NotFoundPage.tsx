import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../shared/paths/root';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('errors.notFound.title')}</h1>}
      subTitle={t('errors.notFound.subtitle')}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
