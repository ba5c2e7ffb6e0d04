import { PictureOutlined, StopOutlined } from '@ant-design/icons';
import type { OperatorBanner } from '@armada/domain';
import { App, Button, Card, Col, Empty, Flex, Image, Row, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { LoadError } from '../../../shared/LoadError';
import { PageHeader } from '../../../shared/PageHeader';
import { formatEtaInOwnOffset } from '../../../shared/time-format';

import { useActiveBanners, useDeactivateBanner } from './api';
import { BannerModal } from './BannerForm';

function BannerCard({ banner }: { banner: OperatorBanner }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { token } = theme.useToken();
  const deactivate = useDeactivateBanner();
  const target = banner.company_name ?? t('platformConsole.banner.forAll');
  const confirm = () =>
    modal.confirm({
      title: t('platformConsole.banner.deactivateTitle', { target }),
      content: t('platformConsole.banner.deactivateContent'),
      okText: t('platformConsole.banner.deactivate'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        deactivate.mutateAsync(banner.id).then(
          () => void message.success(t('platformConsole.banner.deactivated')),
          (error) => isApiError(error) && void message.error(error.message),
        ),
    });
  return (
    <Card
      data-testid="active-banner"
      cover={
        // A banner is usually wide: shown whole within a fixed height, whatever its proportions.
        <Image
          src={banner.image_url}
          alt={t('platformConsole.banner.image', { target })}
          preview={false}
          width="100%"
          height={180}
          style={{ objectFit: 'contain', background: token.colorFillTertiary }}
        />
      }
      actions={[
        <Button key="deactivate" type="text" danger icon={<StopOutlined aria-hidden />} onClick={confirm}>
          {t('platformConsole.banner.deactivate')}
        </Button>,
      ]}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong>{target}</Typography.Text>
        {banner.link_url ? (
          <Typography.Link href={banner.link_url} target="_blank" rel="noreferrer" ellipsis>
            {banner.link_url}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">{t('platformConsole.banner.noLink')}</Typography.Text>
        )}
        <Typography.Text>{t('platformConsole.banner.dayShow', { count: banner.day_show })}</Typography.Text>
        <Typography.Text type="secondary">
          {t('platformConsole.banner.createdOn', {
            date: formatEtaInOwnOffset(banner.created_on, currentLanguage()),
          })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

function BannerList() {
  const { t } = useTranslation();
  const banners = useActiveBanners();
  if (banners.isPending) return <Skeleton active />;
  if (banners.isError) {
    return (
      <LoadError
        title={t('platformConsole.banner.loadError')}
        message={banners.error.message}
        onRetry={() => void banners.refetch()}
        retrying={banners.isFetching}
      />
    );
  }
  if (banners.data.length === 0) return <Empty description={t('platformConsole.banner.empty')} />;
  return (
    <Row gutter={[16, 16]}>
      {banners.data.map((banner) => (
        <Col key={banner.id} xs={24} sm={12} lg={8}>
          <BannerCard banner={banner} />
        </Col>
      ))}
    </Row>
  );
}

/** /platform/banner: the active banners, setting one and deactivating one (issue 17 item 1). */
export function BannerPage() {
  const { t } = useTranslation();
  const [setting, setSetting] = useState(false);
  return (
    <>
      <PageHeader
        title={t('platformConsole.banner.title')}
        subtitle={t('platformConsole.banner.subtitle')}
        afterTitle={
          <Button type="primary" icon={<PictureOutlined aria-hidden />} onClick={() => setSetting(true)}>
            {t('platformConsole.banner.set')}
          </Button>
        }
      />
      <BannerList />
      <BannerModal open={setting} onClose={() => setSetting(false)} />
    </>
  );
}
