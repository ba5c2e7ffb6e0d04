import { ExportOutlined } from '@ant-design/icons';
import type { ActiveBanner } from '@armada/domain';
import { Button, Flex, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveBanner, useMarkBannerShown } from './api';

/**
 * The promotional banner on the Dashboard after login (issue 17 item 5): shown when the server says
 * it is `due` for this user (the domain's `bannerDue`, at most once per `day_show` days), and
 * recorded as shown the moment it opens, so a reload or the next login the same day skips it.
 */
export function BannerModal() {
  const banner = useActiveBanner();
  const markShown = useMarkBannerShown();
  const [shown, setShown] = useState<ActiveBanner | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current || !banner.data?.due) return;
    opened.current = true;
    setShown(banner.data);
    markShown.mutate(banner.data.id);
  }, [banner.data, markShown.mutate]);

  return <BannerDialog banner={shown} onClose={() => setShown(null)} />;
}

function BannerDialog({ banner, onClose }: { banner: ActiveBanner | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={banner !== null}
      title={t('banner.title')}
      onCancel={onClose}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>{t('banner.close')}</Button>
          {banner?.link_url && (
            <Button
              type="primary"
              href={banner.link_url}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExportOutlined aria-hidden />}
              iconPlacement="end"
              aria-label={`${t('banner.openLink')} ${t('banner.newTab')}`}
            >
              {t('banner.openLink')}
            </Button>
          )}
        </Flex>
      }
    >
      {banner && (
        <img
          src={banner.image_url}
          alt={t('banner.imageAlt')}
          style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8 }}
        />
      )}
    </Modal>
  );
}
