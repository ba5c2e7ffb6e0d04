import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../shared/PageHeader';
import {
  isMasterDataEntity,
  MASTER_DATA_ENTITIES,
  MASTER_DATA_PATH,
  type MasterDataEntity,
  masterDataPath,
} from '../../shared/paths/master-data';
import { AddressTab } from './address/AddressTab';
import { DriverTab } from './driver/DriverTab';
import { BoxTypeTab, VehicleGroupTab, VehicleTypeTab } from './fleet/FleetTabs';
import { CustomerTab, ProductTab, ProductTypeTab } from './order/OrderTabs';
import { VehicleTab } from './vehicle/VehicleTab';

const TABS: Record<MasterDataEntity, () => ReactNode> = {
  address: () => <AddressTab />,
  vehicle: () => <VehicleTab />,
  'vehicle-type': () => <VehicleTypeTab />,
  'box-type': () => <BoxTypeTab />,
  'vehicle-group': () => <VehicleGroupTab />,
  driver: () => <DriverTab />,
  customer: () => <CustomerTab />,
  product: () => <ProductTab />,
  'product-type': () => <ProductTypeTab />,
};

/**
 * /master/ and /master/{entity}: 'Data Master', one tab per entity (issue 14 item 2). Each tab has its
 * own address, so its list state lives in its own query string and a reload stays on it.
 */
export function MasterDataPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { entity } = useParams();
  if (entity !== undefined && !isMasterDataEntity(entity)) return <Navigate to={MASTER_DATA_PATH} replace />;
  const active: MasterDataEntity = entity ?? 'address';
  return (
    <>
      <PageHeader title={t('masterData.title')} subtitle={t('masterData.subtitle')} />
      <Tabs
        aria-label={t('masterData.tabsLabel')}
        activeKey={active}
        onChange={(key) => navigate(masterDataPath(key as MasterDataEntity))}
        destroyOnHidden
        items={MASTER_DATA_ENTITIES.map((key) => ({
          key,
          label: t(`masterData.tabs.${key}`),
          children: key === active ? TABS[key]() : null,
        }))}
      />
    </>
  );
}
