import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { useTranslation } from 'react-i18next';
import { BootIcon } from '../../shared/boot-ui/BootIcon';
import '../../shared/boot-ui/boot-ui.css';

/**
 * A route's error element: a page whose code could not be fetched (a phone losing its connection, or
 * a new release having replaced the chunks an open tab asks for) or that failed while rendering. A
 * reload fetches the current release; nothing typed is kept, which the message says. Drawn without
 * antd (in antd Result's shape): it must show when no further code can be fetched.
 */
export function PageLoadError() {
  const { t } = useTranslation();
  return (
    <div className="boot-ui boot-result">
      <span style={{ color: '#faad14', fontSize: 72, lineHeight: 1 }}>
        <BootIcon icon={WarningFilled} />
      </span>
      <h1>{t('errors.pageLoad.title')}</h1>
      <p>{t('errors.pageLoad.subtitle')}</p>
      <button
        type="button"
        className="boot-button boot-button-primary"
        onClick={() => window.location.reload()}
      >
        {t('errors.pageLoad.reload')}
      </button>
    </div>
  );
}
