import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { formatCountdown } from '@armada/domain';
import { useTranslation } from 'react-i18next';
import { BootIcon } from '../../shared/boot-ui/BootIcon';
import '../../shared/boot-ui/boot-ui.css';
import { type AppUpdateCountdownOptions, useAppUpdateCountdown } from './useAppUpdateCountdown';
import { useConnectivityReload } from './useConnectivityReload';

/**
 * The app update banner (spec section 4 'App update', section 2 'Shared widgets'): shown while a new
 * version waits, with the countdown every tab shares and a button to take the new version at once.
 * Also reloads the page when connectivity comes back. Sits above the router, so every page has it;
 * drawn without antd (in its banner alert's look), as the login page is.
 */
export function AppUpdateBanner(options: AppUpdateCountdownOptions) {
  const { t } = useTranslation();
  const { secondsLeft, updating, refresh } = useAppUpdateCountdown(options);
  useConnectivityReload(options.reload);
  if (secondsLeft === null) return null;
  return (
    <section className="boot-ui boot-update-banner" aria-label={t('appUpdate.region')}>
      <span className="boot-update-banner-icon">
        <BootIcon icon={InfoCircleFilled} />
      </span>
      <div>
        {/* A polite status announces the update once; the countdown below changes every second and
            is not read out each time. */}
        <div className="boot-update-banner-title">
          <span role="status">{t('appUpdate.title')}</span>
        </div>
        {updating
          ? t('appUpdate.updating')
          : t('appUpdate.countdown', { time: formatCountdown(secondsLeft) })}
        {/* The button sits under the text, not beside it: on a 390 px phone a side button leaves the
            text a column a few words wide. */}
        <div style={{ marginTop: 8 }}>
          <button
            type="button"
            className="boot-button boot-button-primary boot-button-small"
            onClick={refresh}
            disabled={updating}
            aria-busy={updating}
          >
            {updating && <span className="boot-spinner boot-spinner-small" aria-hidden="true" />}
            {t('appUpdate.refresh')}
          </button>
        </div>
      </div>
    </section>
  );
}
