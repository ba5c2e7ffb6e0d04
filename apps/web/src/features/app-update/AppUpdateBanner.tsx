import { formatCountdown } from '@armada/domain';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AppUpdateCountdownOptions, useAppUpdateCountdown } from './useAppUpdateCountdown';
import { useConnectivityReload } from './useConnectivityReload';

/**
 * The app update banner (spec section 4 'App update', section 2 'Shared widgets'): shown while a new
 * version waits, with the countdown every tab shares and a button to take the new version at once.
 * Also reloads the page when connectivity comes back. Sits above the router, so every page has it.
 */
export function AppUpdateBanner(options: AppUpdateCountdownOptions) {
  const { t } = useTranslation();
  const { secondsLeft, updating, refresh } = useAppUpdateCountdown(options);
  useConnectivityReload(options.reload);
  if (secondsLeft === null) return null;
  return (
    <Alert
      banner
      type="info"
      showIcon
      role="region"
      aria-label={t('appUpdate.region')}
      // A polite status announces the update once; the countdown below changes every second and
      // is not read out each time.
      title={<span role="status">{t('appUpdate.title')}</span>}
      // The button sits under the text, not beside it: on a 390 px phone a side button leaves the
      // text a column a few words wide.
      description={
        <>
          {updating
            ? t('appUpdate.updating')
            : t('appUpdate.countdown', { time: formatCountdown(secondsLeft) })}
          <div style={{ marginTop: 8 }}>
            <Button type="primary" size="small" onClick={refresh} loading={updating}>
              {t('appUpdate.refresh')}
            </Button>
          </div>
        </>
      }
      style={{ position: 'relative', zIndex: 120 }}
    />
  );
}
