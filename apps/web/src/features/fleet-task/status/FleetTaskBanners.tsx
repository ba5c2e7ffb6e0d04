import {
  type AutomationBanner,
  automationBanners,
  bannerFor,
  type FleetTask,
  fleetTaskFacts,
  VENDOR_BANNER_LABELS,
} from '@armada/domain';
import { Alert, type AlertProps, Flex } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';

interface BannerContent {
  type: NonNullable<AlertProps['type']>;
  title: string;
  description?: string;
}

function automationContent(banner: AutomationBanner, t: TFunction): BannerContent {
  switch (banner) {
    case 'auto-start-success':
      return {
        type: 'success',
        title: t('fleetTaskStatus.banners.autoStartSuccess.title'),
        description: t('fleetTaskStatus.banners.autoStartSuccess.description'),
      };
    case 'conflict-driver':
      return {
        type: 'error',
        title: t('fleetTaskStatus.banners.conflictTitle'),
        description: t('fleetTaskStatus.banners.conflictDriver'),
      };
    case 'conflict-vehicle':
      return {
        type: 'error',
        title: t('fleetTaskStatus.banners.conflictTitle'),
        description: t('fleetTaskStatus.banners.conflictVehicle'),
      };
    case 'conflict-both':
      return {
        type: 'error',
        title: t('fleetTaskStatus.banners.conflictTitle'),
        description: t('fleetTaskStatus.banners.conflictBoth'),
      };
    case 'overlap-scheduled-geofence':
      return {
        type: 'warning',
        title: t('fleetTaskStatus.banners.overlapTitle'),
        description: t('fleetTaskStatus.banners.overlapScheduledGeofence'),
      };
    case 'overlap-scheduled':
      return {
        type: 'warning',
        title: t('fleetTaskStatus.banners.overlapTitle'),
        description: t('fleetTaskStatus.banners.overlapScheduled'),
      };
    case 'overlap-started':
      return {
        type: 'warning',
        title: t('fleetTaskStatus.banners.overlapTitle'),
        description: t('fleetTaskStatus.banners.overlapStarted'),
      };
  }
}

/** The vendor and travel-automation banners of section 2 'Banners'. */
export function FleetTaskBanners({ task }: { task: FleetTask }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const banners: (BannerContent & { key: string })[] = [];
  const vendor = bannerFor(fleetTaskFacts(task));
  if (vendor) {
    // The sender reads why the vendor said no, as the vendor typed it.
    const reason = vendor === 'vendor-rejected' ? task.rejected_reason : null;
    banners.push({
      key: vendor,
      type: vendor === 'vendor-accepted' ? 'success' : 'error',
      title: VENDOR_BANNER_LABELS[vendor][language],
      description: reason
        ? t('fleetTaskStatus.banners.vendorRejectedReason', { vendor: task.vendor?.name ?? '', reason })
        : task.vendor?.name,
    });
  }
  for (const banner of automationBanners(task))
    banners.push({ key: banner, ...automationContent(banner, t) });
  if (banners.length === 0) return null;
  return (
    <Flex component="section" vertical gap={8} aria-label={t('fleetTaskStatus.banners.label')}>
      {banners.map(({ key, ...content }) => (
        <Alert key={key} showIcon {...content} data-banner={key} />
      ))}
    </Flex>
  );
}
